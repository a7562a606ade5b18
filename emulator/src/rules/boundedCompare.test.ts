import { describe, expect, it } from 'vitest';
import type { BinaryOp } from './ast';
import { UnknownValueError } from './errors';
import { PRESENT, withExcluded, withRange } from './fieldBounds';
import { binary } from './operators';
import { isType } from './typeCheck';
import type { RangeOp, RulesValue } from './values';
import { NULL, TRUE, float, int, list, str } from './values';

function field(...filters: [RangeOp, RulesValue][]): RulesValue {
  let bounds = PRESENT;
  for (const [op, value] of filters) bounds = withRange(bounds, op, value)!;
  return { type: 'bounded', bounds };
}

/** true / false when decided, 'unknown' when the bounds do not decide it. */
function verdict(op: BinaryOp, a: RulesValue, b: RulesValue): boolean | 'unknown' {
  try {
    const result = binary(op, a, b);
    return result.type === 'bool' ? result.value : 'unknown';
  } catch (error) {
    if (error instanceof UnknownValueError) return 'unknown';
    throw error;
  }
}

describe('comparisons with a bounded field', () => {
  const atMost100 = field(['<=', int(100)]);
  const above10 = field(['>', int(10)]);

  it('proves what the bound implies and nothing more', () => {
    expect(verdict('<=', atMost100, int(100))).toBe(true);
    expect(verdict('<', atMost100, int(200))).toBe(true);
    expect(verdict('<', atMost100, int(100))).toBe('unknown');
    expect(verdict('>', above10, int(10))).toBe(true);
    expect(verdict('>=', above10, int(10))).toBe(true);
    expect(verdict('>', above10, int(11))).toBe('unknown');
  });

  it('tells > from >= at the boundary', () => {
    const from10 = field(['>=', int(10)]);
    expect(verdict('>=', from10, int(10))).toBe(true);
    expect(verdict('>', from10, int(10))).toBe('unknown');
    expect(verdict('<', from10, int(10))).toBe(false);
    expect(verdict('<', above10, int(10))).toBe(false);
    expect(verdict('<=', above10, int(10))).toBe(false);
    expect(verdict('<=', from10, int(10))).toBe('unknown');
  });

  it('compares ints and floats by value', () => {
    expect(verdict('>', above10, float(10))).toBe(true);
    expect(verdict('>', above10, float(9.5))).toBe(true);
    expect(verdict('>', above10, float(10.5))).toBe('unknown');
    expect(verdict('<', field(['<', float(2.5)]), int(3))).toBe(true);
    expect(verdict('<=', field(['<', float(2.5)]), int(2))).toBe('unknown');
    expect(verdict('>=', field(['>=', float(3)]), int(3))).toBe(true);
  });

  it('reads a constant on the left the other way round', () => {
    expect(verdict('<', int(10), above10)).toBe(true);
    expect(verdict('>=', int(100), atMost100)).toBe(true);
    expect(verdict('>', int(100), atMost100)).toBe('unknown');
  });

  it('decides within a range from both ends', () => {
    const window = field(['>=', int(5)], ['<', int(10)]);
    expect(verdict('>=', window, int(5))).toBe(true);
    expect(verdict('<', window, int(10))).toBe(true);
    expect(verdict('>=', window, int(10))).toBe(false);
    expect(verdict('<', window, int(7))).toBe('unknown');
  });

  it('orders strings, and never mixes type classes', () => {
    const name = field(['>=', str('b')], ['<', str('c')]);
    expect(verdict('>=', name, str('a'))).toBe(true);
    expect(verdict('<', name, str('c'))).toBe(true);
    expect(verdict('<', name, int(3))).toBe('unknown');
    expect(() => verdict('<', name, NULL)).toThrow('Null value error.');
  });

  it('orders nothing against NaN', () => {
    expect(verdict('>', above10, float(NaN))).toBe(false);
    expect(verdict('==', above10, float(NaN))).toBe(false);
  });

  it('does not decide near 2^53, where ints and floats compare inexactly', () => {
    const big = field(['>', int(2n ** 60n)]);
    expect(verdict('>', big, float(2 ** 60))).toBe('unknown');
  });
});

describe('equality and membership with a bounded field', () => {
  const above10 = field(['>', int(10)]);
  const notDraft: RulesValue = { type: 'bounded', bounds: withExcluded(PRESENT, [str('draft')]) };

  it('is false for values outside the bounds, open inside them', () => {
    expect(verdict('==', above10, int(5))).toBe(false);
    expect(verdict('!=', above10, float(10))).toBe(true);
    expect(verdict('==', above10, str('x'))).toBe(false);
    expect(verdict('==', above10, NULL)).toBe(false);
    expect(verdict('!=', above10, NULL)).toBe(true);
    expect(verdict('==', above10, int(20))).toBe('unknown');
  });

  it('uses excluded values', () => {
    expect(verdict('!=', notDraft, str('draft'))).toBe(true);
    expect(verdict('==', notDraft, str('draft'))).toBe(false);
    expect(verdict('!=', notDraft, str('live'))).toBe('unknown');
    expect(verdict('!=', notDraft, NULL)).toBe(true);
  });

  it('answers in only when every item is ruled out', () => {
    expect(verdict('in', above10, list([int(1), int(10)]))).toBe(false);
    expect(verdict('in', notDraft, list([str('draft')]))).toBe(false);
    expect(verdict('in', above10, list([int(1), int(11)]))).toBe('unknown');
    expect(verdict('in', above10, list([int(1), { type: 'unknown' }]))).toBe('unknown');
  });

  it('leaves field-to-field comparisons open', () => {
    expect(verdict('==', above10, above10)).toBe('unknown');
    expect(verdict('<', above10, field(['>', int(20)]))).toBe('unknown');
  });
});

describe('type checks on a bounded field', () => {
  const check = (value: RulesValue, name: string) => {
    try {
      return isType(value, name);
    } catch (error) {
      if (error instanceof UnknownValueError) return 'unknown';
      throw error;
    }
  };

  it('knows the class a range filter fixes, not the exact number type', () => {
    const score = field(['>', int(10)]);
    expect(check(score, 'number')).toBe(true);
    expect(check(score, 'string')).toBe(false);
    expect(check(score, 'int')).toBe('unknown');
    expect(check(score, 'float')).toBe('unknown');
    expect(check(field(['<', TRUE]), 'bool')).toBe(true);
    expect(check({ type: 'bounded', bounds: PRESENT }, 'string')).toBe('unknown');
  });
});
