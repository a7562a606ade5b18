import type { Document, Timestamp, Value } from '../engine/types';
import type { RulesValue } from './values';
import { NULL, bool, float, int, list, map, path, str } from './values';

/** A google.firestore.v1 Value as a rules value (references become paths). */
export function fromFirestoreValue(value: Value): RulesValue {
  const kind = value.valueType ?? Object.keys(value).find((key) => key.endsWith('Value'));
  switch (kind) {
    case 'booleanValue':
      return bool(Boolean(value.booleanValue));
    case 'integerValue':
      return int(BigInt(value.integerValue ?? 0));
    case 'doubleValue':
      return float(Number(value.doubleValue ?? 0));
    case 'timestampValue':
      return fromTimestamp(value.timestampValue ?? { seconds: '0', nanos: 0 });
    case 'stringValue':
      return str(value.stringValue ?? '');
    case 'bytesValue':
      return { type: 'bytes', value: new Uint8Array(value.bytesValue ?? []) };
    case 'referenceValue':
      return referencePath(value.referenceValue ?? '');
    case 'geoPointValue':
      return {
        type: 'latlng',
        lat: value.geoPointValue?.latitude ?? 0,
        lng: value.geoPointValue?.longitude ?? 0,
      };
    case 'arrayValue':
      return list((value.arrayValue?.values ?? []).map(fromFirestoreValue));
    case 'mapValue':
      return fromFields(value.mapValue?.fields);
    default:
      return NULL;
  }
}

export function fromFields(fields: Record<string, Value> | undefined): RulesValue {
  const entries = new Map<string, RulesValue>();
  for (const [key, value] of Object.entries(fields ?? {})) {
    entries.set(key, fromFirestoreValue(value));
  }
  return map(entries);
}

export function fromTimestamp(timestamp: Timestamp): RulesValue {
  return {
    type: 'timestamp',
    nanos: BigInt(timestamp.seconds) * 1_000_000_000n + BigInt(timestamp.nanos ?? 0),
  };
}

/** `projects/p/databases/d/documents/a/b` → the path `/databases/d/documents/a/b`. */
export function referencePath(name: string): RulesValue {
  const segments = name.split('/').filter((segment) => segment !== '');
  return path(segments[0] === 'projects' ? segments.slice(2) : segments);
}

/** The `resource` object rules see for a stored or prospective document. */
export function resourceValue(document: Document): RulesValue {
  const name = referencePath(document.name);
  const segments = name.type === 'path' ? name.segments : [];
  return map({
    data: fromFields(document.fields),
    id: str(segments[segments.length - 1] ?? ''),
    __name__: name,
  });
}

/** Token claims (plain JSON) as rules values: whole numbers become ints. */
export function fromJson(value: unknown): RulesValue {
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'boolean') return bool(value);
  if (typeof value === 'number') return Number.isInteger(value) ? int(value) : float(value);
  if (typeof value === 'bigint') return int(value);
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) return list(value.map(fromJson));
  if (typeof value === 'object') {
    const entries = new Map<string, RulesValue>();
    for (const [key, item] of Object.entries(value)) entries.set(key, fromJson(item));
    return map(entries);
  }
  return str(String(value));
}
