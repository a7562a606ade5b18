import { describe, expect, it } from 'vitest';
import { formatBalance, roundToCents, toCents } from './roundToCents';

describe('roundToCents', () => {
  it.each([
    [5000 * 0.004, 20],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [-1.234, -1.23],
    [10.075, 10.08],
    [1.115, 1.12],
    [-1.005, -1.01],
    [1e-7, 0],
    [123456789.125, 123456789.13],
    [0, 0],
  ])('%d -> %d', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });

  it('counts whole cents and refuses what is not an amount', () => {
    expect(toCents(10.075)).toBe(1008);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(() => toCents(Number.NaN)).toThrow('Not an amount of money');
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
