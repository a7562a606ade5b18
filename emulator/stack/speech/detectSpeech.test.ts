import { describe, expect, it } from 'vitest';
import { detectSpeech } from './detectSpeech';
import { readWav } from './readWav';
import { silence, tone, wavFile } from './wavFixtures';

const activity = (samples: Float32Array) => detectSpeech(readWav(wavFile(samples)));

describe('detectSpeech', () => {
  it('hears nothing in silence or in faint noise below -40 dBFS', () => {
    expect(activity(silence(2))).toEqual({ seconds: 2, voicedSeconds: 0, heard: false });
    expect(activity(tone(2, 0.01)).heard).toBe(false);
  });

  it('hears a voice-level signal and measures how long it lasted', () => {
    const samples = new Float32Array([...silence(1), ...tone(0.5, 0.2), ...silence(0.5)]);
    const result = activity(samples);
    expect(result.heard).toBe(true);
    expect(result.seconds).toBe(2);
    expect(result.voicedSeconds).toBeCloseTo(0.5, 1);
  });

  it('takes a click shorter than a tenth of a second for no speech', () => {
    expect(activity(new Float32Array([...silence(1), ...tone(0.06, 0.5)])).heard).toBe(false);
    expect(activity(new Float32Array([...silence(1), ...tone(0.1, 0.5)])).heard).toBe(true);
  });

  it('copes with an empty recording', () => {
    expect(activity(new Float32Array(0))).toEqual({ seconds: 0, voicedSeconds: 0, heard: false });
  });
});
