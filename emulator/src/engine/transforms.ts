/** Server-side field transforms (serverTimestamp, increment, arrays, max/min). */
import { invalidArgument } from './errors';
import type { Timestamp, Value } from './types';
import { compareNumbers, isNaNValue, isNumber, kindOf, valuesEqual } from './values';
import { validateValue } from './validateValue';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type FieldTransform = Record<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function int(n: bigint): Value {
  const clamped = n > INT64_MAX ? INT64_MAX : n < INT64_MIN ? INT64_MIN : n;
  return { valueType: 'integerValue', integerValue: clamped.toString() };
}

function dbl(n: number): Value {
  return { valueType: 'doubleValue', doubleValue: n };
}

function num(v: Value): number {
  return kindOf(v) === 'integerValue' ? Number(v.integerValue) : Number(v.doubleValue);
}

function increment(current: Value | undefined, by: Value): Value {
  if (!current || !isNumber(current)) return by;
  if (kindOf(current) === 'integerValue' && kindOf(by) === 'integerValue') {
    return int(BigInt(current.integerValue ?? '0') + BigInt(by.integerValue ?? '0'));
  }
  return dbl(num(current) + num(by));
}

function extreme(current: Value | undefined, operand: Value, wantGreater: boolean): Value {
  if (!current || !isNumber(current)) return operand;
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareNumbers(operand, current);
  return (wantGreater ? c > 0 : c < 0) ? operand : current;
}

function arrayUnion(current: Value | undefined, elements: Value[]): Value {
  const out = current?.arrayValue ? [...(current.arrayValue.values ?? [])] : [];
  for (const e of elements) if (!out.some((x) => valuesEqual(x, e))) out.push(e);
  return { valueType: 'arrayValue', arrayValue: { values: out } };
}

function arrayRemove(current: Value | undefined, elements: Value[]): Value {
  const base = current?.arrayValue ? (current.arrayValue.values ?? []) : [];
  const out = base.filter((x) => !elements.some((e) => valuesEqual(x, e)));
  return { valueType: 'arrayValue', arrayValue: { values: out } };
}

function operand(t: FieldTransform, key: string): Value {
  const v = t[key] as Value;
  validateValue(v, 1);
  if (!isNumber(v)) throw invalidArgument(`The ${key} transform requires a numeric operand.`);
  return v;
}

/** The new value of a field after `t`, given its current value. */
export function applyTransform(
  t: FieldTransform,
  current: Value | undefined,
  commitTime: Timestamp,
): Value {
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME' && t.setToServerValue !== 1) {
      throw invalidArgument(`Unknown server value ${t.setToServerValue}.`);
    }
    return { valueType: 'timestampValue', timestampValue: commitTime };
  }
  if (t.increment !== undefined) return increment(current, operand(t, 'increment'));
  if (t.maximum !== undefined) return extreme(current, operand(t, 'maximum'), true);
  if (t.minimum !== undefined) return extreme(current, operand(t, 'minimum'), false);
  if (t.appendMissingElements !== undefined) {
    const values = (t.appendMissingElements.values ?? []) as Value[];
    values.forEach((v) => validateValue(v, 1, true));
    return arrayUnion(current, values);
  }
  if (t.removeAllFromArray !== undefined) {
    const values = (t.removeAllFromArray.values ?? []) as Value[];
    values.forEach((v) => validateValue(v, 1, true));
    return arrayRemove(current, values);
  }
  throw invalidArgument(`Field transform for "${t.fieldPath}" has no transform type.`);
}
