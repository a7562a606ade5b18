/** The samples of a PCM WAV file, as the speech service reads a LINEAR16 recording. */
export interface WavAudio {
  sampleRate: number;
  channels: number;
  /** Samples of the first channel, scaled to -1…1. */
  samples: Float32Array;
}

/**
 * Reads a RIFF/WAVE file with 8-, 16- or 32-bit integer PCM or 32-bit float
 * samples. Anything else is not audio the local speech service understands,
 * and the caller answers INVALID_ARGUMENT, as the real service does for
 * audio that does not match its encoding.
 */
export function readWav(bytes: Buffer): WavAudio {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF')
    throw new Error('The audio is not a WAV file (no RIFF header).');
  if (bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('The audio is not a WAV file (no WAVE format).');
  let format: { code: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      format = {
        code: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      };
    }
    if (id === 'data') {
      if (!format) throw new Error('The WAV file has no format chunk before its data.');
      // Recorders that stream write 0 or 0xFFFFFFFF as the size; the data runs to the end.
      const end = size === 0 || body + size > bytes.length ? bytes.length : body + size;
      return { ...format, samples: decode(bytes.subarray(body, end), format) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('The WAV file has no data chunk.');
}

function decode(
  data: Buffer,
  format: { code: number; channels: number; bits: number },
): Float32Array {
  const { code, channels, bits } = format;
  const pcm = code === 1 || code === 0xfffe;
  const float = code === 3 && bits === 32;
  if (channels < 1 || !(float || (pcm && [8, 16, 32].includes(bits))))
    throw new Error(`WAV encoding ${code} with ${bits}-bit samples is not supported.`);
  const frameBytes = (bits / 8) * channels;
  const count = Math.floor(data.length / frameBytes);
  const samples = new Float32Array(count);
  for (let index = 0; index < count; index += 1) {
    const at = index * frameBytes;
    samples[index] = float
      ? data.readFloatLE(at)
      : bits === 8
        ? (data.readUInt8(at) - 128) / 128
        : bits === 16
          ? data.readInt16LE(at) / 32768
          : data.readInt32LE(at) / 2147483648;
  }
  return samples;
}
