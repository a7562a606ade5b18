/**
 * Firestore value semantics: type order, comparison and equality exactly as
 * the service orders query results (null < boolean < number < timestamp <
 * string < bytes < reference < geopoint < array < vector < map).
 */
import { numericId } from './paths';
import type { Value } from './types';

export type ValueKind =
  | 'nullValue'
  | 'booleanValue'
  | 'integerValue'
  | 'doubleValue'
  | 'timestampValue'
  | 'stringValue'
  | 'bytesValue'
  | 'referenceValue'
  | 'geoPointValue'
  | 'arrayValue'
  | 'mapValue';

const KINDS: ValueKind[] = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
];

/** The set member of a Value; transports may or may not fill `valueType`. */
export function kindOf(v: Value): ValueKind | undefined {
  if (v.valueType) return v.valueType as ValueKind;
  for (const k of KINDS) if (v[k] !== undefined) return k;
  return undefined;
}

const TYPE_ORDER: Record<ValueKind, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 5,
  bytesValue: 6,
  referenceValue: 7,
  geoPointValue: 8,
  arrayValue: 9,
  mapValue: 11,
};
const VECTOR_ORDER = 10;

export function isVector(v: Value): boolean {
  const t = v.mapValue?.fields?.__type__;
  return t !== undefined && t.stringValue === '__vector__';
}

export function typeOrder(v: Value): number {
  const k = kindOf(v);
  if (k === undefined) return 0;
  if (k === 'mapValue' && isVector(v)) return VECTOR_ORDER;
  return TYPE_ORDER[k];
}

export function isNumber(v: Value): boolean {
  const k = kindOf(v);
  return k === 'integerValue' || k === 'doubleValue';
}

export function isNaNValue(v: Value): boolean {
  return kindOf(v) === 'doubleValue' && Number.isNaN(Number(v.doubleValue));
}

export function isNullValue(v: Value): boolean {
  return kindOf(v) === 'nullValue';
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Strings order by UTF-8 bytes, which is code point order (not UTF-16 units). */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const surA = ca >= 0xd800 && ca <= 0xdfff;
    const surB = cb >= 0xd800 && cb <= 0xdfff;
    // A surrogate encodes a code point above U+FFFF, so it sorts after any BMP char.
    if (surA !== surB) return surA ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const f = Math.floor(d);
  const bf = BigInt(f);
  if (i < bf) return -1;
  if (i > bf) return 1;
  return d > f ? -1 : 0;
}

function compareDoubles(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0; // -0 equals 0
}

export function compareNumbers(a: Value, b: Value): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (ka === 'integerValue' && kb === 'integerValue') {
    const sa = String(a.integerValue ?? '0');
    const sb = String(b.integerValue ?? '0');
    // Up to 15 digits a double holds the integer exactly; only longer ones need BigInt.
    if (sa.length <= 15 && sb.length <= 15) return sign(Number(sa) - Number(sb));
    const x = BigInt(a.integerValue ?? '0');
    const y = BigInt(b.integerValue ?? '0');
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ka === 'integerValue')
    return compareIntDouble(BigInt(a.integerValue ?? '0'), Number(b.doubleValue));
  if (kb === 'integerValue')
    return -compareIntDouble(BigInt(b.integerValue ?? '0'), Number(a.doubleValue));
  return compareDoubles(Number(a.doubleValue), Number(b.doubleValue));
}

export function compareTimestamps(
  a: { seconds?: string | number; nanos?: number } | undefined,
  b: { seconds?: string | number; nanos?: number } | undefined,
): number {
  // Seconds of years 1 to 9999 are far within a double's exact integers: no BigInt needed
  // (queries compare a timestamp per stored document, so this is their hot path).
  const sa = Number(a?.seconds ?? 0);
  const sb = Number(b?.seconds ?? 0);
  if (sa !== sb) return sa < sb ? -1 : 1;
  return sign((a?.nanos ?? 0) - (b?.nanos ?? 0));
}

/**
 * Document names order segment by segment. Walking both names once is the
 * same order without splitting: where they first differ, a name whose segment
 * ends there (`/` or end of name) is the smaller one.
 */
export function compareReferences(a: string, b: string): number {
  if (a.includes('/__id') || b.includes('/__id')) return compareSegmentwise(a, b);
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return sign(a.length - b.length);
  if (a.charCodeAt(i) === 0x2f) return -1;
  if (b.charCodeAt(i) === 0x2f) return 1;
  return compareStrings(a.slice(i), b.slice(i));
}

/** One id against another: numeric ids (`__id<int64>__`) first, by number, then strings. */
export function compareIds(a: string, b: string): number {
  const na = numericId(a);
  const nb = numericId(b);
  if (na !== undefined && nb !== undefined) return na < nb ? -1 : na > nb ? 1 : 0;
  if (na !== undefined) return -1;
  if (nb !== undefined) return 1;
  return compareStrings(a, b);
}

function compareSegmentwise(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  const n = Math.min(sa.length, sb.length);
  for (let i = 0; i < n; i++) {
    const c = compareIds(sa[i] as string, sb[i] as string);
    if (c !== 0) return c;
  }
  return sign(sa.length - sb.length);
}

function compareArrays(a: Value[], b: Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Record<string, Value>, b: Record<string, Value>): number {
  const ka = Object.keys(a).sort(compareStrings);
  const kb = Object.keys(b).sort(compareStrings);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(ka[i] as string, kb[i] as string);
    if (c !== 0) return c;
    const v = compareValues(a[ka[i] as string] as Value, b[kb[i] as string] as Value);
    if (v !== 0) return v;
  }
  return sign(ka.length - kb.length);
}

function compareVectors(a: Value, b: Value): number {
  const va = a.mapValue?.fields?.value?.arrayValue?.values ?? [];
  const vb = b.mapValue?.fields?.value?.arrayValue?.values ?? [];
  if (va.length !== vb.length) return sign(va.length - vb.length);
  return compareArrays(va, vb);
}

export function compareBytes(
  a: Buffer | Uint8Array | undefined,
  b: Buffer | Uint8Array | undefined,
): number {
  return Buffer.compare(Buffer.from(a ?? []), Buffer.from(b ?? []));
}

/** Total order over all values, as query results are sorted. */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  switch (ta) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case 2:
      return compareNumbers(a, b);
    case 3:
      return compareTimestamps(a.timestampValue, b.timestampValue);
    case 5:
      return compareStrings(a.stringValue ?? '', b.stringValue ?? '');
    case 6:
      return compareBytes(a.bytesValue, b.bytesValue);
    case 7:
      return compareReferences(a.referenceValue ?? '', b.referenceValue ?? '');
    case 8: {
      const la = a.geoPointValue ?? { latitude: 0, longitude: 0 };
      const lb = b.geoPointValue ?? { latitude: 0, longitude: 0 };
      return (
        compareDoubles(la.latitude ?? 0, lb.latitude ?? 0) ||
        compareDoubles(la.longitude ?? 0, lb.longitude ?? 0)
      );
    }
    case 9:
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    case 10:
      return compareVectors(a, b);
    default:
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
  }
}

/** Equality as queries and array transforms use it: 1 == 1.0, NaN == NaN, -0 == 0. */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Exact equality (1 != 1.0), used to detect writes that change nothing. */
export function valuesIdentical(a: Value, b: Value): boolean {
  const ka = kindOf(a);
  if (ka !== kindOf(b)) return false;
  switch (ka) {
    case 'doubleValue':
      return Object.is(Number(a.doubleValue), Number(b.doubleValue));
    case 'arrayValue': {
      const va = a.arrayValue?.values ?? [];
      const vb = b.arrayValue?.values ?? [];
      return va.length === vb.length && va.every((v, i) => valuesIdentical(v, vb[i] as Value));
    }
    case 'mapValue':
      return fieldsIdentical(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
    default:
      return compareValues(a, b) === 0;
  }
}

export function fieldsIdentical(a: Record<string, Value>, b: Record<string, Value>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && valuesIdentical(a[k] as Value, b[k] as Value));
}
