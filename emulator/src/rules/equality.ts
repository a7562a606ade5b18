import { RulesError, requireKnown, unsupported } from './errors';
import type { RulesValue } from './values';

/**
 * `==` as the rules language defines it: values of different types are
 * unequal (ints and floats compare numerically), collections compare deeply.
 */
export function equals(a: RulesValue, b: RulesValue): boolean {
  requireKnown(a, b);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b) === 0;
  switch (a.type) {
    case 'null':
      return b.type === 'null';
    case 'bool':
    case 'string':
      return b.type === a.type && b.value === a.value;
    case 'bytes':
      return b.type === 'bytes' && Buffer.from(a.value).equals(Buffer.from(b.value));
    case 'path':
      return (
        b.type === 'path' &&
        a.segments.length === b.segments.length &&
        a.segments.every((segment, i) => segment === b.segments[i])
      );
    case 'timestamp':
    case 'duration':
      return b.type === a.type && b.nanos === a.nanos;
    case 'latlng':
      return b.type === 'latlng' && a.lat === b.lat && a.lng === b.lng;
    case 'list':
      return (
        b.type === 'list' &&
        a.items.length === b.items.length &&
        a.items.every((item, i) => equals(item, b.items[i]!))
      );
    case 'set':
      return (
        b.type === 'set' &&
        a.items.length === b.items.length &&
        a.items.every((item) => contains(b.items, item))
      );
    case 'map':
      if (b.type !== 'map' || a.entries.size !== b.entries.size) return false;
      for (const [key, value] of a.entries) {
        const other = b.entries.get(key);
        if (other === undefined || !equals(value, other)) return false;
      }
      return true;
    default:
      return false;
  }
}

export function contains(items: RulesValue[], value: RulesValue): boolean {
  return items.some((item) => equals(item, value));
}

export function isNumber(
  value: RulesValue,
): value is Extract<RulesValue, { type: 'int' } | { type: 'float' }> {
  return value.type === 'int' || value.type === 'float';
}

/** -1, 0 or 1; NaN compares unequal to everything (returns NaN). */
export function compareNumbers(
  a: Extract<RulesValue, { type: 'int' } | { type: 'float' }>,
  b: Extract<RulesValue, { type: 'int' } | { type: 'float' }>,
): number {
  if (a.type === 'int' && b.type === 'int')
    return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  const x = Number(a.value);
  const y = Number(b.value);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Ordering for `<`, `<=`, `>`, `>=`; only like types (and numbers) compare. */
export function compare(op: string, a: RulesValue, b: RulesValue): number {
  requireKnown(a, b);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (a.type === 'string' && b.type === 'string') return compareStrings(a.value, b.value);
  if ((a.type === 'timestamp' || a.type === 'duration') && b.type === a.type) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  if (a.type === 'bytes' && b.type === 'bytes') return Buffer.compare(a.value, b.value);
  if (a.type === 'null' || b.type === 'null') throw new RulesError('Null value error.');
  throw unsupported(op, a, b);
}

/** Code point order (which is also UTF-8 byte order). */
function compareStrings(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (diff !== 0) return Math.sign(diff);
  }
  return Math.sign(x.length - y.length);
}
