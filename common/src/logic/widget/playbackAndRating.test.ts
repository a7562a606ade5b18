import { describe, expect, it } from 'vitest';
import { applyRating, isRatingLocked, isValidRating, nextPlaybackSpeed } from './playbackAndRating';

describe('nextPlaybackSpeed', () => {
  it.each([
    [1, 1.25],
    [1.25, 1.5],
    [1.5, 2],
    [2, 1],
    [3, 1],
  ])('%d -> %d', (current, next) => {
    expect(nextPlaybackSpeed(current)).toBe(next);
  });
});

describe('rating', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [2.5, false],
  ])('%d valid -> %s', (value, ok) => {
    expect(isValidRating(value)).toBe(ok);
  });

  it.each([
    [null, 4, 4],
    [undefined, 5, 5],
    [3, 5, 3],
    [null, 9, null],
  ])('stored %j, chosen %i -> %j', (stored, chosen, result) => {
    expect(applyRating(stored, chosen)).toBe(result);
    expect(isRatingLocked(stored)).toBe(stored !== null && stored !== undefined);
  });
});
