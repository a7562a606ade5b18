import protobuf from 'protobufjs';
import { EmulatorError, GrpcCode } from '../../engine/types';
import { messageType } from './protoRoot';
import { parseDuration, parseTimestamp } from './timestamp';

/* eslint-disable @typescript-eslint/no-explicit-any -- proto objects are loose by contract */
type ProtoObject = Record<string, any>;

/**
 * Proto3 JSON (REST and WebChannel bodies) to the engine's proto object form:
 * int64 as decimal strings, bytes as Buffers, enums as names, Timestamps as
 * {seconds, nanos}, and each oneof's member name in the oneof's own property.
 * Bad input raises INVALID_ARGUMENT with the offending path, as Google does.
 */
export function fromProtoJson(typeName: string, json: unknown): ProtoObject {
  return decodeMessage(messageType(typeName), json, '');
}

function decodeMessage(type: protobuf.Type, json: unknown, path: string): any {
  const wellKnown = WELL_KNOWN[type.fullName];
  if (wellKnown) return wellKnown(json, path);
  if (!isPlainObject(json)) throw invalid(path, type.name, json);
  const out: ProtoObject = {};
  for (const [key, value] of Object.entries(json)) {
    const field = type.fields[key] ?? type.fields[snakeToCamel(key)];
    if (!field) {
      throw new EmulatorError(
        GrpcCode.INVALID_ARGUMENT,
        `Invalid JSON payload received. Unknown name "${key}"${path ? ` at '${path}'` : ''}: Cannot find field.`,
      );
    }
    const fieldPath = path ? `${path}.${field.name}` : field.name;
    const decoded = decodeField(field, value, fieldPath);
    if (decoded === undefined) continue;
    out[field.name] = decoded;
    const oneof = field.partOf;
    if (oneof) {
      if (out[oneof.name] !== undefined && out[oneof.name] !== field.name) {
        throw new EmulatorError(
          GrpcCode.INVALID_ARGUMENT,
          `Invalid JSON payload received. Oneof field '${oneof.name}' is already set. Cannot set '${field.name}'`,
        );
      }
      out[oneof.name] = field.name;
    }
  }
  return out;
}

function decodeField(field: protobuf.Field, value: unknown, path: string): any {
  if (value === null) {
    // JSON null means "unset", except for the NullValue enum where it is the value.
    return field.resolvedType?.fullName === '.google.protobuf.NullValue' ? 'NULL_VALUE' : undefined;
  }
  if (field.map) {
    if (!isPlainObject(value)) throw invalid(path, 'map', value);
    const out: ProtoObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = decodeSingle(field, v, `${path}[${k}]`);
    return out;
  }
  if (field.repeated) {
    if (!Array.isArray(value)) throw invalid(path, 'list', value);
    return value.map((v, i) => decodeSingle(field, v, `${path}[${i}]`));
  }
  return decodeSingle(field, value, path);
}

function decodeSingle(field: protobuf.Field, value: unknown, path: string): any {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return decodeMessage(resolved, value, path);
  if (resolved instanceof protobuf.Enum) return decodeEnum(resolved, value, path);
  return decodeScalar(field.type, value, path);
}

function decodeEnum(type: protobuf.Enum, value: unknown, path: string): string {
  if (typeof value === 'string' && value in type.values) return value;
  if (typeof value === 'number' && type.valuesById[value] !== undefined)
    return type.valuesById[value];
  throw invalid(path, `TYPE_ENUM`, value);
}

export function decodeScalar(kind: string, value: unknown, path: string): any {
  switch (kind) {
    case 'double':
    case 'float':
      if (typeof value === 'number') return value;
      if (value === 'NaN') return NaN;
      if (value === 'Infinity') return Infinity;
      if (value === '-Infinity') return -Infinity;
      if (typeof value === 'string' && value.trim() !== '' && !isNaN(Number(value)))
        return Number(value);
      throw invalid(path, `TYPE_${kind.toUpperCase()}`, value);
    case 'int32':
    case 'sint32':
    case 'sfixed32':
    case 'uint32':
    case 'fixed32': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      const unsigned = kind.startsWith('u') || kind === 'fixed32';
      const [min, max] = unsigned ? [0, 4294967295] : [-2147483648, 2147483647];
      if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return n;
      throw invalid(path, `TYPE_${kind.toUpperCase()}`, value);
    }
    case 'int64':
    case 'sint64':
    case 'sfixed64':
    case 'uint64':
    case 'fixed64': {
      const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
      if (typeof text === 'string' && /^-?\d+$/.test(text) && fitsInt64(text, kind)) {
        return BigInt(text).toString();
      }
      throw invalid(path, `TYPE_${kind.toUpperCase()}`, value);
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      throw invalid(path, 'TYPE_BOOL', value);
    case 'string':
      if (typeof value === 'string') return value;
      throw invalid(path, 'TYPE_STRING', value);
    case 'bytes':
      if (typeof value === 'string' && /^[A-Za-z0-9+/_-]*={0,2}$/.test(value)) {
        return Buffer.from(value, 'base64');
      }
      throw invalid(path, 'TYPE_BYTES', value);
    default:
      throw new EmulatorError(GrpcCode.INTERNAL, `Unsupported field type ${kind} at '${path}'`);
  }
}

function fitsInt64(text: string, kind: string): boolean {
  const n = BigInt(text);
  if (kind.startsWith('u') || kind === 'fixed64') return n >= 0n && n < 1n << 64n;
  return n >= -(1n << 63n) && n < 1n << 63n;
}

/** Well-known types have their own JSON forms. */
const WELL_KNOWN: Record<string, (json: unknown, path: string) => any> = {
  '.google.protobuf.Timestamp': (json, path) => {
    if (typeof json === 'string') {
      const ts = parseTimestamp(json);
      if (ts) return ts;
    } else if (isPlainObject(json)) {
      return {
        seconds: decodeScalar('int64', json.seconds ?? '0', `${path}.seconds`),
        nanos: decodeScalar('int32', json.nanos ?? 0, `${path}.nanos`),
      };
    }
    throw invalid(path, 'google.protobuf.Timestamp', json);
  },
  '.google.protobuf.Duration': (json, path) => {
    const d = typeof json === 'string' ? parseDuration(json) : null;
    if (d) return d;
    throw invalid(path, 'google.protobuf.Duration', json);
  },
  '.google.protobuf.Empty': (json, path) => {
    if (isPlainObject(json)) return {};
    throw invalid(path, 'google.protobuf.Empty', json);
  },
  '.google.protobuf.Struct': (json, path) => {
    if (!isPlainObject(json)) throw invalid(path, 'google.protobuf.Struct', json);
    const fields: ProtoObject = {};
    for (const [k, v] of Object.entries(json)) fields[k] = structValue(v);
    return { fields };
  },
  '.google.protobuf.Value': (json) => structValue(json),
  ...wrappers(),
};

function wrappers(): Record<string, (json: unknown, path: string) => any> {
  const kinds: Record<string, string> = {
    DoubleValue: 'double',
    FloatValue: 'float',
    Int64Value: 'int64',
    UInt64Value: 'uint64',
    Int32Value: 'int32',
    UInt32Value: 'uint32',
    BoolValue: 'bool',
    StringValue: 'string',
    BytesValue: 'bytes',
  };
  const out: Record<string, (json: unknown, path: string) => any> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    // The JSON form is the bare value; `{value}` is accepted for tolerance.
    out[`.google.protobuf.${name}`] = (json, path) =>
      isPlainObject(json) && 'value' in json
        ? { value: decodeScalar(kind, json.value, `${path}.value`) }
        : { value: decodeScalar(kind, json, path) };
  }
  return out;
}

function structValue(json: unknown): any {
  if (json === null) return { nullValue: 'NULL_VALUE', kind: 'nullValue' };
  if (typeof json === 'number') return { numberValue: json, kind: 'numberValue' };
  if (typeof json === 'string') return { stringValue: json, kind: 'stringValue' };
  if (typeof json === 'boolean') return { boolValue: json, kind: 'boolValue' };
  if (Array.isArray(json))
    return { listValue: { values: json.map(structValue) }, kind: 'listValue' };
  const fields: ProtoObject = {};
  for (const [k, v] of Object.entries(json as object)) fields[k] = structValue(v);
  return { structValue: { fields }, kind: 'structValue' };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function invalid(path: string, expected: string, value: unknown): EmulatorError {
  const shown =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return new EmulatorError(
    GrpcCode.INVALID_ARGUMENT,
    `Invalid value at '${path || '(root)'}' (${expected}), ${shown}`,
  );
}
