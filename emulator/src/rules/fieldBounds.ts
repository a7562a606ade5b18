import { equals } from './equality';
import { order, typeClass } from './valueOrder';
import type { Bound, FieldBounds, RangeOp, RulesValue } from './values';

export const PRESENT: FieldBounds = { typeClass: null, lower: null, upper: null, excluded: [] };

/**
 * Whether a range filter on this value tells anything usable. Null, NaN and
 * map bounds are left out (`>= null` even matches null values).
 */
export function canBound(value: RulesValue): boolean {
  return typeClass(value) !== null && !(value.type === 'float' && Number.isNaN(value.value));
}

/** Adds a range filter's bound (see canBound); null when no value can pass them all. */
export function withRange(bounds: FieldBounds, op: RangeOp, value: RulesValue): FieldBounds | null {
  const cls = typeClass(value);
  if (cls === null) return bounds;
  if (bounds.typeClass !== null && bounds.typeClass !== cls) return null;
  const bound = { value, inclusive: op === '<=' || op === '>=' };
  const next = { ...bounds, typeClass: cls };
  if (op === '>' || op === '>=') next.lower = tighter(bounds.lower, bound, 1);
  else next.upper = tighter(bounds.upper, bound, -1);
  return isEmpty(next) ? null : next;
}

export function withExcluded(bounds: FieldBounds, values: RulesValue[]): FieldBounds {
  // NaN equals nothing in rules, so excluding it proves nothing there.
  const known = values.filter((value) => !(value.type === 'float' && Number.isNaN(value.value)));
  return { ...bounds, excluded: [...bounds.excluded, ...known] };
}

/** The stricter of two bounds on one side (`direction` 1: lower, -1: upper). */
function tighter(current: Bound | null, bound: Bound, direction: number): Bound {
  if (!current) return bound;
  const c = order(bound.value, current.value);
  // Undecided: keeping the looser one only widens the documents considered.
  if (c === null) return current;
  if (c * direction > 0 || (c === 0 && !bound.inclusive)) return bound;
  return current;
}

function isEmpty({ lower, upper }: FieldBounds): boolean {
  if (!lower || !upper) return false;
  const c = order(lower.value, upper.value);
  if (c === null) return false;
  return c > 0 || (c === 0 && !(lower.inclusive && upper.inclusive));
}

/**
 * Whether the field may hold a value equal to `value`; false only when the
 * bounds rule it out for sure (so a query adding `== value` returns nothing,
 * and a rule's `== value` is false for every document).
 */
export function admits(bounds: FieldBounds, value: RulesValue): boolean {
  if (value.type === 'null') return false;
  if (bounds.excluded.some((excluded) => equals(excluded, value))) return false;
  if (bounds.typeClass === null) return true;
  if (typeClass(value) !== bounds.typeClass) return false;
  return !outside(value, bounds.lower, 1) && !outside(value, bounds.upper, -1);
}

/** Whether `value` is surely beyond a lower (`direction` 1) or upper (-1) bound. */
function outside(value: RulesValue, bound: Bound | null, direction: number): boolean {
  if (!bound) return false;
  const c = order(value, bound.value);
  if (c === null) return false;
  return c * direction < 0 || (c === 0 && !bound.inclusive);
}
