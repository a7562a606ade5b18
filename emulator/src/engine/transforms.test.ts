/** maximum / minimum have no SDK surface, so they are checked on the transform itself. */
import { describe, expect, it } from 'vitest';
import { applyTransform } from './transforms';
import type { Value } from './types';

const now = { seconds: '100', nanos: 0 };
const int = (n: number): Value => ({ integerValue: String(n) });
const dbl = (n: number): Value => ({ doubleValue: n });

describe('maximum and minimum transforms', () => {
  it('keep the larger or smaller number, mixing integers and doubles', () => {
    expect(applyTransform({ fieldPath: 'a', maximum: int(3) }, int(5), now)).toEqual(int(5));
    expect(applyTransform({ fieldPath: 'a', maximum: dbl(8.5) }, int(5), now)).toEqual(dbl(8.5));
    expect(applyTransform({ fieldPath: 'a', minimum: int(3) }, int(5), now)).toEqual(int(3));
    expect(applyTransform({ fieldPath: 'a', minimum: dbl(5) }, int(5), now)).toEqual(int(5));
  });

  it('set the operand when the field is missing or not a number', () => {
    expect(applyTransform({ fieldPath: 'a', maximum: int(1) }, undefined, now)).toEqual(int(1));
    expect(applyTransform({ fieldPath: 'a', minimum: int(1) }, { stringValue: 'x' }, now)).toEqual(
      int(1),
    );
  });

  it('propagate NaN', () => {
    const r = applyTransform({ fieldPath: 'a', maximum: dbl(NaN) }, int(5), now);
    expect(Number.isNaN(r.doubleValue)).toBe(true);
  });

  it('saturate integer increments at the int64 range', () => {
    const max = { integerValue: '9223372036854775807' };
    expect(applyTransform({ fieldPath: 'a', increment: int(10) }, max, now)).toMatchObject(max);
  });

  it('reject non-numeric operands', () => {
    expect(() =>
      applyTransform({ fieldPath: 'a', increment: { stringValue: 'x' } }, int(1), now),
    ).toThrow(/numeric operand/);
  });
});
