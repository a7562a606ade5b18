import { encodeWav, mixToMono, resample, toBase64, WAV_SAMPLE_RATE } from './encodeWav';

/** A recording in progress; `stop` answers the WAV file as base64 ('' when nothing was heard). */
export interface ActiveRecording {
  stop(): Promise<string>;
  /** Drops the recording (the visitor slid off the button, the chat closed). */
  abort(): void;
}

/**
 * Records the microphone with MediaRecorder until `stop`, then decodes the
 * compressed audio and re-encodes it as 16 kHz mono WAV. Rejects when the
 * microphone is refused or missing.
 */
export async function startRecording(): Promise<ActiveRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const recorder = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size) chunks.push(event.data);
  };
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const stopped = new Promise<Blob>((resolve) => {
    recorder.onstop = () => {
      release();
      resolve(new Blob(chunks, { type: recorder.mimeType }));
    };
  });
  recorder.start();
  return {
    async stop() {
      if (recorder.state !== 'inactive') recorder.stop();
      const wav = await blobToWav(await stopped);
      return wav ? toBase64(wav) : '';
    },
    abort() {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}

/** null for a recording too short to hold any audio (a tap instead of a hold). */
async function blobToWav(blob: Blob): Promise<Uint8Array | null> {
  if (!blob.size) return null;
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await blob.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_, index) =>
      audio.getChannelData(index),
    );
    const mono = resample(mixToMono(channels), audio.sampleRate, WAV_SAMPLE_RATE);
    return mono.length ? encodeWav(mono, WAV_SAMPLE_RATE) : null;
  } catch (error) {
    console.warn('recording could not be decoded', error);
    return null;
  } finally {
    void context.close();
  }
}
