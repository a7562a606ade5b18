import { describe, expect, it } from 'vitest';
import { usageLevel, usagePercent } from './usageBar';

describe('usage bar', () => {
  it.each([
    [50, 100, 50],
    [150, 100, 100],
    [10, 0, 0],
    [-5, 100, 0],
    [1, 3, 100 / 3],
  ])('%d of %d -> %d %%', (used, total, expected) => {
    expect(usagePercent(used, total)).toBeCloseTo(expected, 10);
  });

  it.each([
    [0, 'normal'],
    [50, 'normal'],
    [50.01, 'warning'],
    [80, 'warning'],
    [80.01, 'danger'],
    [100, 'danger'],
  ])('%d %% -> %s', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });
});
