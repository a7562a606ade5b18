import { UnknownValueError, nullValueError, requireKnown } from './errors';
import { admits } from './fieldBounds';
import { order, typeClass } from './valueOrder';
import type { Bound, FieldBounds, RulesValue } from './values';
import { bool } from './values';

export type Comparison = '==' | '!=' | '<' | '<=' | '>' | '>=';

export const isComparison = (op: string): op is Comparison => Object.hasOwn(FLIPPED, op);

const FLIPPED: Record<Comparison, Comparison> = {
  '==': '==',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

/** The classes the rules language orders (bools, references and the rest only compare equal). */
const ORDERED = new Set(['number', 'string', 'timestamp', 'bytes']);

/**
 * A comparison with a field known through its bounds (a list query check):
 * true when every value the bounds allow satisfies it, false when none does,
 * otherwise the rule is not proven (UnknownValueError).
 */
export function compareBounded(op: Comparison, a: RulesValue, b: RulesValue): RulesValue {
  if (a.type === 'bounded') return verdict(op, a.bounds, b);
  if (b.type === 'bounded') return verdict(FLIPPED[op], b.bounds, a);
  throw new UnknownValueError();
}

function verdict(op: Comparison, bounds: FieldBounds, other: RulesValue): RulesValue {
  requireKnown(other);
  const result = decide(op, bounds, other);
  if (result === null) throw new UnknownValueError();
  return bool(result);
}

/** `field in items`: false when the bounds rule out every item. */
export function boundedIn(bounds: FieldBounds, items: RulesValue[]): boolean {
  requireKnown(...items);
  if (items.every((item) => decide('==', bounds, item) === false)) return false;
  throw new UnknownValueError();
}

/** Whether `value op k` holds for every value (true), for none (false), or is open (null). */
function decide(op: Comparison, bounds: FieldBounds, k: RulesValue): boolean | null {
  if (op === '==' || op === '!=') {
    // NaN equals nothing, and a bounded field is never null.
    const never = (k.type === 'float' && Number.isNaN(k.value)) || !admits(bounds, k);
    return never ? op === '!=' : null;
  }
  // Like any ordering with null, this fails the same way for every document.
  if (k.type === 'null') throw nullValueError();
  const cls = bounds.typeClass;
  if (cls === null || !ORDERED.has(cls) || typeClass(k) !== cls) return null;
  // Ordering with NaN is false whatever the other number is.
  if (k.type === 'float' && Number.isNaN(k.value)) return false;
  const { lower, upper } = bounds;
  switch (op) {
    case '<':
      return settle(beyond(upper, k, -1, true), beyond(lower, k, 1, false));
    case '<=':
      return settle(beyond(upper, k, -1, false), beyond(lower, k, 1, true));
    case '>':
      return settle(beyond(lower, k, 1, true), beyond(upper, k, -1, false));
    default:
      return settle(beyond(lower, k, 1, false), beyond(upper, k, -1, true));
  }
}

function settle(always: boolean, never: boolean): boolean | null {
  return always ? true : never ? false : null;
}

/**
 * Whether the bound keeps every value on its side of `k`: above it for a
 * lower bound (`direction` 1), below it for an upper one (-1); `strict`
 * asks for never equal to `k` either.
 */
function beyond(bound: Bound | null, k: RulesValue, direction: number, strict: boolean): boolean {
  if (!bound) return false;
  const c = order(bound.value, k);
  if (c === null) return false;
  if (c * direction > 0) return true;
  return c === 0 && (!strict || !bound.inclusive);
}
