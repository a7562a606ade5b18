/**
 * Proto3 JSON form of documents and values (as the REST API writes them),
 * used by the export format so exports are readable and stable.
 */
import type { Document, Timestamp, Value } from '../engine/types';
import { kindOf } from '../engine/values';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export function timestampToJson(ts: Timestamp | undefined): string {
  const seconds = Number(ts?.seconds ?? 0);
  const iso = new Date(seconds * 1000).toISOString(); // yyyy-mm-ddThh:mm:ss.000Z
  return `${iso.slice(0, 19)}.${String(ts?.nanos ?? 0).padStart(9, '0')}Z`;
}

export function timestampFromJson(s: string): Timestamp {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(s);
  if (!m) throw new Error(`Invalid timestamp "${s}"`);
  const seconds = Math.floor(Date.parse(`${m[1]}${m[3]}`) / 1000);
  return { seconds: String(seconds), nanos: Number((m[2] ?? '').padEnd(9, '0')) };
}

export function valueToJson(v: Value): Json {
  switch (kindOf(v)) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      return { booleanValue: Boolean(v.booleanValue) };
    case 'integerValue':
      return { integerValue: String(v.integerValue) };
    case 'doubleValue': {
      const d = Number(v.doubleValue);
      return { doubleValue: Number.isFinite(d) ? d : String(d) };
    }
    case 'timestampValue':
      return { timestampValue: timestampToJson(v.timestampValue) };
    case 'stringValue':
      return { stringValue: v.stringValue ?? '' };
    case 'bytesValue':
      return { bytesValue: Buffer.from(v.bytesValue ?? []).toString('base64') };
    case 'referenceValue':
      return { referenceValue: v.referenceValue ?? '' };
    case 'geoPointValue':
      return {
        geoPointValue: {
          latitude: v.geoPointValue?.latitude ?? 0,
          longitude: v.geoPointValue?.longitude ?? 0,
        },
      };
    case 'arrayValue':
      return { arrayValue: { values: (v.arrayValue?.values ?? []).map(valueToJson) } };
    default:
      return { mapValue: { fields: fieldsToJson(v.mapValue?.fields ?? {}) } };
  }
}

export function fieldsToJson(fields: Record<string, Value>): { [k: string]: Json } {
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(fields).sort()) out[k] = valueToJson(fields[k] as Value);
  return out;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export function valueFromJson(j: any): Value {
  if ('nullValue' in j) return { valueType: 'nullValue', nullValue: 'NULL_VALUE' };
  if ('booleanValue' in j)
    return { valueType: 'booleanValue', booleanValue: Boolean(j.booleanValue) };
  if ('integerValue' in j)
    return { valueType: 'integerValue', integerValue: String(j.integerValue) };
  if ('doubleValue' in j) return { valueType: 'doubleValue', doubleValue: Number(j.doubleValue) };
  if ('timestampValue' in j)
    return { valueType: 'timestampValue', timestampValue: timestampFromJson(j.timestampValue) };
  if ('stringValue' in j) return { valueType: 'stringValue', stringValue: String(j.stringValue) };
  if ('bytesValue' in j)
    return { valueType: 'bytesValue', bytesValue: Buffer.from(j.bytesValue, 'base64') };
  if ('referenceValue' in j)
    return { valueType: 'referenceValue', referenceValue: String(j.referenceValue) };
  if ('geoPointValue' in j)
    return { valueType: 'geoPointValue', geoPointValue: { ...j.geoPointValue } };
  if ('arrayValue' in j)
    return {
      valueType: 'arrayValue',
      arrayValue: { values: (j.arrayValue.values ?? []).map(valueFromJson) },
    };
  if ('mapValue' in j)
    return { valueType: 'mapValue', mapValue: { fields: fieldsFromJson(j.mapValue.fields ?? {}) } };
  throw new Error(`Invalid value ${JSON.stringify(j)}`);
}

export function fieldsFromJson(j: Record<string, any>): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(j)) out[k] = valueFromJson(v);
  return out;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface ExportedDocument {
  path: string;
  createTime: string;
  updateTime: string;
  fields: { [k: string]: Json };
}

export function documentToJson(doc: Document, path: string): ExportedDocument {
  return {
    path,
    createTime: timestampToJson(doc.createTime),
    updateTime: timestampToJson(doc.updateTime),
    fields: fieldsToJson(doc.fields ?? {}),
  };
}
