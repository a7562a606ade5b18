import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, others for another', () => {
    const take = (seed: number) => Array.from({ length: 1000 }, seededRandom(seed));
    const first = take(1);
    expect(take(1)).toEqual(first);
    expect(take(2)).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    // mulberry32's first output for seed 1, so files written before stay byte-identical.
    expect(first[0]).toBeCloseTo(0.6270739405881613, 15);
  });
});
