import { describe, expect, it } from 'vitest';
import { formatBalance, roundToCents } from './roundToCents';

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

describe('formatBalance', () => {
  it.each([
    [0, '0.0'],
    [12.34, '12.3'],
    [12.35, '12.4'],
    [1000, '1000.0'],
    [-2.05, '-2.0'],
  ])('%d -> %s', (value, text) => {
    expect(formatBalance(value)).toBe(text);
  });
});
