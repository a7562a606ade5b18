/**
 * Values as the rules language sees them. Timestamps and durations are kept
 * as nanosecond bigints so that arithmetic between them is exact.
 *
 * `unknown`, `partialMap`, `partialList` and `bounded` exist only while a list
 * query is checked: they stand for document content the query does not pin
 * down, and any operation that would need their real value raises
 * UnknownValueError. A `bounded` value is known only through range, `!=` and
 * `not-in` filters; comparisons decide on it when its bounds alone do.
 */

export type Namespace = 'math' | 'timestamp' | 'duration' | 'latlng' | 'hashing';

export type RulesValue =
  | { type: 'null' }
  | { type: 'bool'; value: boolean }
  | { type: 'int'; value: bigint }
  | { type: 'float'; value: number }
  | { type: 'string'; value: string }
  | { type: 'bytes'; value: Uint8Array }
  | { type: 'path'; segments: string[] }
  | { type: 'timestamp'; nanos: bigint }
  | { type: 'duration'; nanos: bigint }
  | { type: 'latlng'; lat: number; lng: number }
  | { type: 'list'; items: RulesValue[] }
  | { type: 'map'; entries: Map<string, RulesValue> }
  | { type: 'set'; items: RulesValue[] }
  | { type: 'mapDiff'; left: Map<string, RulesValue>; right: Map<string, RulesValue> }
  | { type: 'namespace'; name: Namespace }
  | { type: 'unknown' }
  | { type: 'partialMap'; entries: Map<string, RulesValue> }
  | { type: 'partialList'; contains: RulesValue[] }
  | { type: 'bounded'; bounds: FieldBounds };

export type RulesType = RulesValue['type'];

/**
 * Firestore's type classes that a range filter can bound. A range filter only
 * matches values of its bound's class (`> 10` matches numbers, never strings).
 * Maps are left out: a vector is a map on the wire but a class of its own.
 */
export type TypeClass =
  'bool' | 'number' | 'timestamp' | 'string' | 'bytes' | 'reference' | 'geopoint' | 'array';

export type RangeOp = '<' | '<=' | '>' | '>=';

export interface Bound {
  value: RulesValue;
  inclusive: boolean;
}

/**
 * What range, `!=` and `not-in` filters tell about one field. Any of them
 * means the field exists and is not null (Firestore skips missing and null
 * values for all of them). Operations on bounds live in fieldBounds.ts.
 */
export interface FieldBounds {
  /** The one class the value has, set by range filters; null when it may be any. */
  typeClass: TypeClass | null;
  lower: Bound | null;
  upper: Bound | null;
  /** Values the field is known to differ from. */
  excluded: RulesValue[];
}
export type ValueOf<T extends RulesType> = Extract<RulesValue, { type: T }>;

export const NULL: RulesValue = { type: 'null' };
export const TRUE: RulesValue = { type: 'bool', value: true };
export const FALSE: RulesValue = { type: 'bool', value: false };
export const UNKNOWN: RulesValue = { type: 'unknown' };

export const bool = (value: boolean): RulesValue => (value ? TRUE : FALSE);
export const int = (value: bigint | number): RulesValue => ({ type: 'int', value: BigInt(value) });
export const float = (value: number): RulesValue => ({ type: 'float', value });
export const str = (value: string): RulesValue => ({ type: 'string', value });
export const list = (items: RulesValue[]): RulesValue => ({ type: 'list', items });
export const map = (entries: Map<string, RulesValue> | Record<string, RulesValue>): RulesValue => ({
  type: 'map',
  entries: entries instanceof Map ? entries : new Map(Object.entries(entries)),
});
export const path = (segments: string[]): RulesValue => ({ type: 'path', segments });

/** The type name used in error messages, as the service spells it. */
export function typeName(value: RulesValue): string {
  switch (value.type) {
    case 'mapDiff':
      return 'map_diff';
    case 'partialMap':
      return 'map';
    case 'partialList':
      return 'list';
    default:
      return value.type;
  }
}

/** Whether the value's content is only partly known (list query checks). */
export function isSymbolic(value: RulesValue): boolean {
  return (
    value.type === 'unknown' ||
    value.type === 'partialMap' ||
    value.type === 'partialList' ||
    value.type === 'bounded'
  );
}

/** Readable form for debug() output and messages. */
export function show(value: RulesValue): string {
  switch (value.type) {
    case 'null':
    case 'unknown':
      return value.type;
    case 'bool':
    case 'int':
    case 'float':
      return String(value.value);
    case 'string':
      return JSON.stringify(value.value);
    case 'bytes':
      return `b'${Buffer.from(value.value).toString('hex')}'`;
    case 'path':
      return '/' + value.segments.join('/');
    case 'timestamp':
      return new Date(Number(value.nanos / 1_000_000n)).toISOString();
    case 'duration':
      return `${value.nanos}ns`;
    case 'latlng':
      return `latlng(${value.lat}, ${value.lng})`;
    case 'list':
      return `[${value.items.map(show).join(', ')}]`;
    case 'set':
      return `set([${value.items.map(show).join(', ')}])`;
    case 'map':
    case 'partialMap':
      return `{${[...value.entries].map(([k, v]) => `${JSON.stringify(k)}: ${show(v)}`).join(', ')}}`;
    case 'partialList':
      return `[..., ${value.contains.map(show).join(', ')}, ...]`;
    case 'bounded':
      return showBounds(value.bounds);
    case 'mapDiff':
      return 'map_diff';
    case 'namespace':
      return value.name;
  }
}

function showBounds({ lower, upper, excluded }: FieldBounds): string {
  const parts = [
    ...(lower ? [`${lower.inclusive ? '>=' : '>'} ${show(lower.value)}`] : []),
    ...(upper ? [`${upper.inclusive ? '<=' : '<'} ${show(upper.value)}`] : []),
    ...excluded.map((value) => `!= ${show(value)}`),
  ];
  return `(${parts.length > 0 ? parts.join(', ') : '!= null'})`;
}
