import { describe, expect, it } from 'vitest';
import { resolveSliderOptions } from './slider';

describe('resolveSliderOptions', () => {
  it.each([
    [undefined, { minValue: 0, maxValue: 100, step: 1, defaultValue: 0, canCancel: false }],
    [{}, { minValue: 0, maxValue: 100, step: 1, defaultValue: 0, canCancel: false }],
    [
      { minValue: 10, maxValue: 20, step: 2, defaultValue: 15, canCancel: true },
      { minValue: 10, maxValue: 20, step: 2, defaultValue: 15, canCancel: true },
    ],
    [
      { defaultValue: 500 },
      { minValue: 0, maxValue: 100, step: 1, defaultValue: 100, canCancel: false },
    ],
    [
      { minValue: 5, defaultValue: -1 },
      { minValue: 5, maxValue: 100, step: 1, defaultValue: 5, canCancel: false },
    ],
    [{ step: 0 }, { minValue: 0, maxValue: 100, step: 1, defaultValue: 0, canCancel: false }],
    [
      { step: Number.NaN },
      { minValue: 0, maxValue: 100, step: 1, defaultValue: 0, canCancel: false },
    ],
    [
      { minValue: 50, maxValue: 10 },
      { minValue: 50, maxValue: 50, step: 1, defaultValue: 50, canCancel: false },
    ],
  ])('%j -> %j', (options, expected) => {
    expect(resolveSliderOptions(options)).toEqual(expected);
  });
});
