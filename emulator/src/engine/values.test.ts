/** Value ordering details that are easy to get wrong. */
import { describe, expect, it } from 'vitest';
import type { Value } from './types';
import { compareStrings, compareValues, valuesEqual } from './values';

const int = (n: string): Value => ({ integerValue: n });
const dbl = (n: number): Value => ({ doubleValue: n });

describe('value order', () => {
  it('orders strings by UTF-8 bytes, not UTF-16 units', () => {
    expect(compareStrings('\uFFFD', '\u{1F600}')).toBeLessThan(0);
    expect('\uFFFD' < '\u{1F600}').toBe(false);
    expect(compareStrings('a', 'ab')).toBeLessThan(0);
  });

  it('compares integers beyond 2^53 and integers with doubles exactly', () => {
    expect(compareValues(int('9007199254740993'), int('9007199254740992'))).toBe(1);
    expect(compareValues(int('9007199254740993'), dbl(9007199254740992))).toBe(1);
    expect(compareValues(int('3'), dbl(3.5))).toBe(-1);
    expect(compareValues(int('-3'), dbl(-3.5))).toBe(1);
    expect(valuesEqual(int('1'), dbl(1))).toBe(true);
  });

  it('orders timestamps over the whole range by seconds, then nanos, as stored (string seconds)', () => {
    const ts = (seconds: string, nanos = 0): Value => ({
      timestampValue: { seconds, nanos },
    });
    // 0001-01-01 and 9999-12-31, the range Firestore stores.
    expect(compareValues(ts('-62135596800'), ts('253402300799'))).toBe(-1);
    expect(compareValues(ts('253402300799', 999_999_999), ts('253402300799', 0))).toBe(1);
    expect(compareValues(ts('1764115200', 5), ts('1764115200', 5))).toBe(0);
    expect(compareValues(ts('1764115201'), ts('1764115200', 999_999_999))).toBe(1);
    expect(compareValues(ts('-1', 999_999_999), ts('0'))).toBe(-1);
  });

  it('puts NaN before all other numbers and equal to itself', () => {
    expect(compareValues(dbl(NaN), dbl(-Infinity))).toBe(-1);
    expect(compareValues(dbl(NaN), int('-5'))).toBe(-1);
    expect(valuesEqual(dbl(NaN), dbl(NaN))).toBe(true);
    expect(valuesEqual(dbl(0), dbl(-0))).toBe(true);
  });

  it('orders references segment by segment', () => {
    const ref = (p: string): Value => ({ referenceValue: `projects/p/databases/d/documents/${p}` });
    expect(compareValues(ref('a/b'), ref('a-/b'))).toBe(-1);
    expect(compareValues(ref('a/b'), ref('a/b/c/d'))).toBe(-1);
    expect(compareValues(ref('a/b'), ref('a!/b'))).toBe(-1);
    expect(compareValues(ref('ab/x'), ref('a/x'))).toBe(1);
    expect(compareValues(ref('c/a'), ref('c/ab'))).toBe(-1);
    expect(compareValues(ref('c/\uFFFD'), ref('c/\u{1F600}'))).toBe(-1);
    expect(compareValues(ref('c/d'), ref('c/d'))).toBe(0);
  });

  it('orders maps by sorted keys, then values, and vectors between arrays and maps', () => {
    const map = (fields: Record<string, Value>): Value => ({ mapValue: { fields } });
    expect(compareValues(map({ a: int('2') }), map({ a: int('1'), b: int('0') }))).toBe(1);
    expect(compareValues(map({ a: int('1') }), map({ a: int('1'), b: int('0') }))).toBe(-1);
    const vector = (n: number[]): Value =>
      map({
        __type__: { stringValue: '__vector__' },
        value: { arrayValue: { values: n.map(dbl) } },
      });
    expect(compareValues({ arrayValue: { values: [int('9')] } }, vector([1]))).toBe(-1);
    expect(compareValues(vector([9]), map({}))).toBe(-1);
    expect(compareValues(vector([9]), vector([1, 1]))).toBe(-1);
  });
});
