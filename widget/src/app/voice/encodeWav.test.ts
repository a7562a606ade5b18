import { describe, expect, it } from 'vitest';
import { encodeWav, mixToMono, resample, toBase64, WAV_SAMPLE_RATE } from './encodeWav';

const text = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM WAV header and the samples, clipped', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), WAV_SAMPLE_RATE);
    const view = new DataView(wav.buffer);
    expect(wav.length).toBe(44 + 10);
    expect(text(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect(text(wav, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(10);
    const samples = Array.from({ length: 5 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 32767, -16384]);
  });
});

describe('mixToMono and resample', () => {
  it('averages channels', () => {
    expect(Array.from(mixToMono([new Float32Array([1, 0]), new Float32Array([0, 0])]))).toEqual([
      0.5, 0,
    ]);
    expect(mixToMono([]).length).toBe(0);
  });

  it('resamples 48 kHz to 16 kHz by interpolation', () => {
    const ramp = Float32Array.from({ length: 48 }, (_, index) => index / 48);
    const out = resample(ramp, 48_000, 16_000);
    expect(out.length).toBe(16);
    expect(out[1]).toBeCloseTo(3 / 48);
    expect(resample(ramp, 16_000, 16_000)).toBe(ramp);
  });
});

describe('toBase64', () => {
  it('encodes binary data, also beyond one chunk', () => {
    expect(toBase64(new Uint8Array([82, 73, 70, 70]))).toBe('UklGRg==');
    const large = new Uint8Array(70_000).fill(65);
    expect(atob(toBase64(large))).toBe('A'.repeat(70_000));
  });
});
