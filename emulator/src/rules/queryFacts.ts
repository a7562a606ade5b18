import type { Value } from '../engine/types';
import { equals } from './equality';
import { PRESENT, admits, canBound, withExcluded, withRange } from './fieldBounds';
import { fromFirestoreValue, referencePath } from './fromFirestore';
import type { FieldBounds, RangeOp, RulesValue } from './values';
import { float } from './values';

/** What one query disjunct tells about every document it can return. */
export interface Facts {
  /** Field path segments → the value the field must hold. */
  equal: [string[], RulesValue][];
  /** Field path segments → values the array field must contain. */
  contains: [string[], RulesValue][];
  /** Field path segments → range, `!=` and `not-in` facts (fields without an equality). */
  bounds: [string[], FieldBounds][];
  /** The document's full path (`databases/{db}/documents/...`) when `__name__` is fixed. */
  name: string[] | null;
}

/** One filter of a conjunction, with `in`-style alternatives already chosen. */
export type Condition =
  | { kind: 'equal'; field: string; value: Value }
  | { kind: 'contains'; field: string; value: Value }
  | { kind: 'range'; field: string; op: RangeOp; value: Value }
  | { kind: 'exclude'; field: string; values: Value[] };

export const noFacts = (): Facts => ({ equal: [], contains: [], bounds: [], name: null });

/** Facts of one case; null when the filters contradict each other (no documents). */
export function toFacts(conditions: Condition[]): Facts | null {
  const facts = noFacts();
  const equal = new Map<string, [string[], RulesValue]>();
  const bounds = new Map<string, [string[], FieldBounds]>();
  for (const condition of conditions) {
    if (condition.field === '__name__') {
      if (condition.kind !== 'equal' || !condition.value.referenceValue) continue;
      const name = referencePath(condition.value.referenceValue);
      const segments = name.type === 'path' ? name.segments : [];
      if (facts.name && facts.name.join('/') !== segments.join('/')) return null;
      facts.name = segments;
      continue;
    }
    const segments = splitFieldPath(condition.field);
    const key = segments.join('.');
    if (condition.kind === 'contains') {
      facts.contains.push([segments, toRules(condition.value)]);
    } else if (condition.kind === 'equal') {
      const value = toRules(condition.value);
      const known = equal.get(key);
      if (known && !equals(known[1], value)) return null;
      if (!known) equal.set(key, [segments, value]);
    } else {
      const current = bounds.get(key)?.[1] ?? PRESENT;
      let next: FieldBounds | null;
      if (condition.kind === 'range') {
        const value = toRules(condition.value);
        if (!canBound(value)) continue;
        next = withRange(current, condition.op, value);
      } else {
        next = withExcluded(current, condition.values.map(toRules));
      }
      if (!next) return null;
      bounds.set(key, [segments, next]);
    }
  }
  for (const [key, [segments, fieldBounds]] of bounds) {
    const known = equal.get(key);
    // An equality says more than any bound; it only has to be one the bounds admit.
    if (known && !admits(fieldBounds, known[1])) return null;
    if (!known) facts.bounds.push([segments, fieldBounds]);
  }
  facts.equal = [...equal.values()];
  return facts;
}

function toRules(value: Value): RulesValue {
  // The REST form spells NaN as a string; reading it as a number keeps it NaN.
  return 'doubleValue' in value && Number.isNaN(Number(value.doubleValue))
    ? float(NaN)
    : fromFirestoreValue(value);
}

/** `a.b`, `` `odd.name`.c `` → segments. */
export function splitFieldPath(fieldPath: string): string[] {
  const segments: string[] = [];
  const pattern = /`((?:[^`\\]|\\.)*)`|([^.]+)/g;
  for (const match of fieldPath.matchAll(pattern)) {
    segments.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!);
  }
  return segments;
}
