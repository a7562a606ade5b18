import protobuf from 'protobufjs';
import { messageType } from './protoRoot';
import { formatDuration, formatTimestamp } from './timestamp';

/* eslint-disable @typescript-eslint/no-explicit-any -- proto objects are loose by contract */
type Json = any;

/**
 * The engine's proto object form to proto3 JSON, as Google's REST and
 * WebChannel frontends answer: lowerCamelCase, int64 as strings, bytes as
 * base64, enums as names, RFC 3339 timestamps, non-finite doubles as strings.
 * Unset (undefined/null) fields and empty lists/maps are left out.
 */
export function toProtoJson(typeName: string, obj: unknown): Json {
  return encodeMessage(messageType(typeName), obj);
}

function encodeMessage(type: protobuf.Type, obj: any): Json {
  const wellKnown = WELL_KNOWN[type.fullName];
  if (wellKnown) return wellKnown(obj);
  const out: Record<string, Json> = {};
  for (const field of type.fieldsArray) {
    const value = obj[field.name];
    if (value === undefined || value === null) continue;
    // Objects made with defaults fill every oneof member; the oneof's own
    // property then names the one that is really set.
    const oneof = field.partOf;
    if (oneof && typeof obj[oneof.name] === 'string' && obj[oneof.name] !== field.name) continue;
    if (field.map) {
      const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
      if (entries.length === 0) continue;
      out[field.name] = Object.fromEntries(entries.map(([k, v]) => [k, encodeSingle(field, v)]));
    } else if (field.repeated) {
      if (value.length === 0) continue;
      out[field.name] = Array.from(value as ArrayLike<unknown>, (v) => encodeSingle(field, v));
    } else {
      out[field.name] = encodeSingle(field, value);
    }
  }
  return out;
}

function encodeSingle(field: protobuf.Field, value: any): Json {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return encodeMessage(resolved, value);
  if (resolved instanceof protobuf.Enum) {
    return typeof value === 'number' ? (resolved.valuesById[value] ?? value) : value;
  }
  return encodeScalar(field.type, value);
}

function encodeScalar(kind: string, value: any): Json {
  switch (kind) {
    case 'double':
    case 'float': {
      const n = Number(value);
      if (Number.isNaN(n)) return 'NaN';
      if (n === Infinity) return 'Infinity';
      if (n === -Infinity) return '-Infinity';
      return n;
    }
    case 'int64':
    case 'sint64':
    case 'sfixed64':
    case 'uint64':
    case 'fixed64':
      return String(value);
    case 'int32':
    case 'sint32':
    case 'sfixed32':
    case 'uint32':
    case 'fixed32':
      return Number(value);
    case 'bytes':
      return typeof value === 'string'
        ? value
        : Buffer.from(value as Uint8Array).toString('base64');
    default:
      return value;
  }
}

const WELL_KNOWN: Record<string, (obj: any) => Json> = {
  '.google.protobuf.Timestamp': (obj) => formatTimestamp(obj),
  '.google.protobuf.Duration': (obj) => formatDuration(obj),
  '.google.protobuf.Empty': () => ({}),
  '.google.protobuf.Struct': (obj) => structToJson(obj),
  '.google.protobuf.Value': (obj) => structValueToJson(obj),
  '.google.protobuf.Any': (obj) => ({ '@type': obj.typeUrl ?? obj.type_url }),
  '.google.protobuf.DoubleValue': (obj) => encodeScalar('double', unwrap(obj)),
  '.google.protobuf.FloatValue': (obj) => encodeScalar('float', unwrap(obj)),
  '.google.protobuf.Int64Value': (obj) => encodeScalar('int64', unwrap(obj)),
  '.google.protobuf.UInt64Value': (obj) => encodeScalar('uint64', unwrap(obj)),
  '.google.protobuf.Int32Value': (obj) => encodeScalar('int32', unwrap(obj)),
  '.google.protobuf.UInt32Value': (obj) => encodeScalar('uint32', unwrap(obj)),
  '.google.protobuf.BoolValue': (obj) => Boolean(unwrap(obj)),
  '.google.protobuf.StringValue': (obj) => String(unwrap(obj)),
  '.google.protobuf.BytesValue': (obj) => encodeScalar('bytes', unwrap(obj)),
};

/** A wrapper may arrive as `{value}` or, from lenient producers, bare. */
function unwrap(obj: any): any {
  return typeof obj === 'object' && obj !== null && !Buffer.isBuffer(obj) ? (obj.value ?? 0) : obj;
}

function structToJson(obj: any): Json {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(obj?.fields ?? {})) out[k] = structValueToJson(v);
  return out;
}

function structValueToJson(v: any): Json {
  if (v?.structValue) return structToJson(v.structValue);
  if (v?.listValue) return ((v.listValue.values ?? []) as unknown[]).map(structValueToJson);
  if (v?.stringValue !== undefined && v.stringValue !== null) return v.stringValue;
  if (v?.numberValue !== undefined && v.numberValue !== null) return v.numberValue;
  if (v?.boolValue !== undefined && v.boolValue !== null) return v.boolValue;
  return null;
}
