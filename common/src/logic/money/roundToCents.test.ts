import { describe, expect, it } from 'vitest';
import { roundToCents } from './roundToCents';

describe('roundToCents', () => {
  it.each([
    [5000 * 0.004, 20],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [-1.234, -1.23],
    [0, 0],
  ])('%d -> %d', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });
});
