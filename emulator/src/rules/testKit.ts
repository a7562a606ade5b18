/**
 * Builders for rules unit tests: documents in the engine's Value form, a
 * small document store for get()/exists(), and requests with defaults.
 */
import type { Document, Value } from '../engine/types';
import type { AuthorizeRequest, AuthorizeResult, Ruleset, RulesMethod } from './api';
import { compileRules } from './compileRules';

/** Marks a number that must be stored as a double even when whole. */
export class Double {
  constructor(readonly value: number) {}
}

/** Marks a reference value (`users/u1` → a reference into the default database). */
export class Ref {
  constructor(readonly path: string) {}
}

export class GeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export const PROJECT = 'demo-rules';
export const NOW = { seconds: '1700000000', nanos: 0 };

export function toValue(value: unknown): Value {
  if (value === null) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'bigint') return { integerValue: String(value) };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Double) return { doubleValue: value.value };
  if (value instanceof Ref) {
    return { referenceValue: `projects/${PROJECT}/databases/(default)/documents/${value.path}` };
  }
  if (value instanceof GeoPoint) {
    return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  }
  if (value instanceof Date) {
    const millis = value.getTime();
    return {
      timestampValue: {
        seconds: String(Math.floor(millis / 1000)),
        nanos: (((millis % 1000) + 1000) % 1000) * 1_000_000,
      },
    };
  }
  if (Buffer.isBuffer(value)) return { bytesValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value as object) } };
  throw new Error(`Cannot convert ${String(value)}`);
}

export function toFields(data: object): Record<string, Value> {
  return Object.fromEntries(Object.entries(data).map(([key, item]) => [key, toValue(item)]));
}

export function doc(path: string, data: object, database = '(default)'): Document {
  return {
    name: `projects/${PROJECT}/databases/${database}/documents/${path}`,
    fields: toFields(data),
  };
}

/** Compiles rules, failing loudly on any issue. */
export function compile(content: string): Ruleset {
  const result = compileRules([{ content }], { debug: () => {} });
  if (!result.ruleset) throw new Error(JSON.stringify(result.issues));
  return result.ruleset;
}

/** Rules with the usual `rules_version = '2'` and database match around `body`. */
export function rulesWith(body: string): Ruleset {
  return compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

export interface RequestOptions extends Partial<
  Omit<AuthorizeRequest, 'resource' | 'requestResource'>
> {
  /** The stored document's data (omit for a missing document). */
  data?: object;
  /** create/update: the document's data after the write. */
  newData?: object;
  /** Documents visible to get()/exists(), by path below `documents`. */
  store?: Record<string, object>;
  /** Documents as they would be after the batch, for getAfter()/existsAfter(). */
  after?: Record<string, object | null>;
  uid?: string;
  token?: Record<string, unknown>;
}

export function request(
  method: RulesMethod,
  path: string,
  options: RequestOptions = {},
): AuthorizeRequest {
  const { data, newData, store = {}, after = {}, uid, token, ...rest } = options;
  const database = rest.database ?? '(default)';
  const find = (source: Record<string, object | null>, docPath: string) => {
    const found = source[docPath];
    return found ? doc(docPath, found, database) : null;
  };
  return {
    database,
    path,
    method,
    auth: uid === undefined ? null : { uid, token: { sub: uid, ...token } },
    time: NOW,
    resource: data ? doc(path, data, database) : null,
    requestResource: newData ? doc(path, newData, database) : null,
    getDocument: (docPath) => find(store, docPath),
    getDocumentAfter: (docPath) => (docPath in after ? find(after, docPath) : find(store, docPath)),
    ...rest,
  };
}

/** Evaluates `condition` as the only rule for a get of `things/one`. */
export function evalCondition(
  condition: string,
  options: RequestOptions = {},
  prelude = '',
): AuthorizeResult {
  const ruleset = rulesWith(`${prelude}
    match /things/{thing} {
      allow get: if ${condition};
    }`);
  return ruleset.authorize(request('get', 'things/one', options));
}
