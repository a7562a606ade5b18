import { compare, compareNumbers, isNumber } from './equality';
import type { RulesType, RulesValue, TypeClass } from './values';

/** The rules types a stored value of each class reads as. */
export const CLASS_TYPES: Record<TypeClass, RulesType[]> = {
  bool: ['bool'],
  number: ['int', 'float'],
  timestamp: ['timestamp'],
  string: ['string'],
  bytes: ['bytes'],
  reference: ['path'],
  geopoint: ['latlng'],
  array: ['list'],
};

/** The class of a stored value read as a rules value; null for null, maps and rules-only types. */
export function typeClass(value: RulesValue): TypeClass | null {
  switch (value.type) {
    case 'bool':
    case 'timestamp':
    case 'string':
    case 'bytes':
      return value.type;
    case 'int':
    case 'float':
      return 'number';
    case 'path':
      return 'reference';
    case 'latlng':
      return 'geopoint';
    case 'list':
      return 'array';
    default:
      return null;
  }
}

/**
 * Firestore's order between two values of one class (-1, 0, 1), where it is
 * also how the rules language compares them; null when it cannot be told
 * exactly. NaN sorts below every number, as in query results. Numbers past
 * 2^53 are left undecided: rules compare ints with floats as doubles, so
 * near there the two orders may disagree.
 */
export function order(a: RulesValue, b: RulesValue): number | null {
  if (isNumber(a) && isNumber(b)) {
    if (!exactNumber(a) || !exactNumber(b)) return null;
    const aNaN = a.type === 'float' && Number.isNaN(a.value);
    const bNaN = b.type === 'float' && Number.isNaN(b.value);
    if (aNaN || bNaN) return aNaN && bNaN ? 0 : aNaN ? -1 : 1;
    return compareNumbers(a, b);
  }
  if (a.type === 'bool' && b.type === 'bool') return Number(a.value) - Number(b.value);
  const orderable = ['string', 'timestamp', 'bytes'];
  if (a.type === b.type && orderable.includes(a.type)) return Math.sign(compare('<', a, b));
  return null;
}

/** Whether the rules language compares this number with any other one exactly. */
function exactNumber(value: Extract<RulesValue, { type: 'int' } | { type: 'float' }>): boolean {
  if (value.type === 'int') return value.value >= -SAFE && value.value <= SAFE;
  return !Number.isFinite(value.value) || Math.abs(value.value) <= Number(SAFE);
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
