import { describe, expect, it } from 'vitest';
import { readWav } from './readWav';
import { silence, tone, wavFile } from './wavFixtures';

describe('readWav', () => {
  it('reads 16-bit PCM mono with its rate and scales the samples to -1…1', () => {
    const audio = readWav(wavFile(tone(0.5, 0.5), 16_000));
    expect(audio.sampleRate).toBe(16_000);
    expect(audio.channels).toBe(1);
    expect(audio.samples.length).toBe(8_000);
    const peak = Math.max(...audio.samples.map(Math.abs));
    expect(peak).toBeGreaterThan(0.49);
    expect(peak).toBeLessThan(0.51);
  });

  it('reads the data to the end when a streaming recorder left its size at zero', () => {
    const file = wavFile(silence(0.25));
    file.writeUInt32LE(0, 40);
    expect(readWav(file).samples.length).toBe(4_000);
  });

  it('skips chunks it does not know (LIST) before the data', () => {
    const file = wavFile(tone(0.1, 0.3));
    const list = Buffer.concat([
      Buffer.from('LIST'),
      Buffer.from([4, 0, 0, 0]),
      Buffer.from('INFO'),
    ]);
    const withList = Buffer.concat([file.subarray(0, 36), list, file.subarray(36)]);
    expect(readWav(withList).samples.length).toBe(1_600);
  });

  it('refuses what is not PCM WAV, saying why', () => {
    expect(() => readWav(Buffer.from('OggS not a wav'))).toThrow('no RIFF header');
    const riffOnly = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI ')]);
    expect(() => readWav(riffOnly)).toThrow('no WAVE format');
    expect(() => readWav(wavFile(silence(0.1)).subarray(0, 36))).toThrow('no data chunk');
    const compressed = wavFile(silence(0.1));
    compressed.writeUInt16LE(2, 20); // ADPCM
    expect(() => readWav(compressed)).toThrow(
      'WAV encoding 2 with 16-bit samples is not supported.',
    );
  });
});
