import { describe, expect, it } from 'vitest';
import { PRESENT, admits, canBound, withExcluded, withRange } from './fieldBounds';
import type { FieldBounds, RangeOp, RulesValue } from './values';
import { NULL, TRUE, FALSE, float, int, list, map, str } from './values';

/** Bounds after applying each `[op, value]` in turn; null once they contradict. */
function bounds(...filters: [RangeOp, RulesValue][]): FieldBounds | null {
  let current: FieldBounds | null = PRESENT;
  for (const [op, value] of filters) current = current && withRange(current, op, value);
  return current;
}

describe('withRange', () => {
  it('records the bound, its side, inclusiveness and the type class', () => {
    expect(bounds(['>', int(10)])).toEqual({
      typeClass: 'number',
      lower: { value: int(10), inclusive: false },
      upper: null,
      excluded: [],
    });
    expect(bounds(['<=', str('m')])).toMatchObject({
      typeClass: 'string',
      lower: null,
      upper: { value: str('m'), inclusive: true },
    });
  });

  it('keeps the tighter bound on each side, exclusive over inclusive at a tie', () => {
    expect(bounds(['>', int(5)], ['>=', int(7)])?.lower).toEqual({
      value: int(7),
      inclusive: true,
    });
    expect(bounds(['>=', int(7)], ['>', int(5)])?.lower).toEqual({
      value: int(7),
      inclusive: true,
    });
    expect(bounds(['<', float(9.5)], ['<=', int(9)])?.upper).toEqual({
      value: int(9),
      inclusive: true,
    });
    expect(bounds(['>=', int(5)], ['>', float(5)])?.lower).toEqual({
      value: float(5),
      inclusive: false,
    });
  });

  it('combines a lower and an upper bound', () => {
    expect(bounds(['>=', int(5)], ['<', int(10)])).toMatchObject({
      lower: { value: int(5), inclusive: true },
      upper: { value: int(10), inclusive: false },
    });
  });

  it('finds bounds no value passes', () => {
    expect(bounds(['>', int(10)], ['<', int(5)])).toBeNull();
    expect(bounds(['>', int(5)], ['<=', int(5)])).toBeNull();
    expect(bounds(['>=', int(5)], ['<', float(5)])).toBeNull();
    expect(bounds(['>', int(5)], ['<', str('a')])).toBeNull();
    expect(bounds(['>', TRUE], ['<', FALSE])).toBeNull();
  });

  it('leaves room for floats between ints and for a single point', () => {
    expect(bounds(['>', int(5)], ['<', int(6)])).not.toBeNull();
    expect(bounds(['>', int(5)], ['<', float(5.5)])).not.toBeNull();
    expect(bounds(['>=', int(5)], ['<=', float(5)])).not.toBeNull();
  });

  it('does not decide between numbers past 2^53', () => {
    const big = int(2n ** 60n);
    expect(bounds(['>', big], ['<', float(2 ** 60)])).not.toBeNull();
  });
});

describe('canBound', () => {
  it('accepts values of a known class, not null, NaN or maps', () => {
    expect([int(1), float(1.5), str(''), TRUE, list([])].every(canBound)).toBe(true);
    expect([NULL, float(NaN), map({})].some(canBound)).toBe(false);
  });
});

describe('admits', () => {
  const range = bounds(['>=', int(5)], ['<', int(10)])!;

  it('tells values inside the bounds from values outside', () => {
    expect(admits(range, int(5))).toBe(true);
    expect(admits(range, float(9.99))).toBe(true);
    expect(admits(range, float(4.5))).toBe(false);
    expect(admits(range, int(10))).toBe(false);
    expect(admits(range, str('7'))).toBe(false);
    expect(admits(range, NULL)).toBe(false);
  });

  it('places NaN below every number, as queries order it', () => {
    expect(admits(bounds(['<', int(0)])!, float(NaN))).toBe(true);
    expect(admits(bounds(['>', float(-Infinity)])!, float(NaN))).toBe(false);
  });

  it('rules out excluded values (numbers by value) and null', () => {
    const notDraft = withExcluded(PRESENT, [str('draft'), int(1)]);
    expect(admits(notDraft, str('draft'))).toBe(false);
    expect(admits(notDraft, float(1))).toBe(false);
    expect(admits(notDraft, str('live'))).toBe(true);
    expect(admits(PRESENT, NULL)).toBe(false);
  });
});
