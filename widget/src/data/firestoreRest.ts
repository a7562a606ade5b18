import { REGION_DATABASE, type Region } from '@vg/common/endpoints';
import { env } from '../env';

/** A Firestore REST value (google.firestore.v1.Value in its JSON form). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/**
 * Reads one document once through Firestore's REST API: the chat's first
 * look at the agent and the conversation, before the full SDK (which the
 * live listeners need, ~115 KB) has loaded. The same security rules apply;
 * `idToken` reads as the signed-in visitor. Answers the document's fields
 * as the SDK's `data()` would, or null when it does not exist; throws with
 * the status otherwise (the rules refused, the service is down).
 */
export async function readDocument(
  region: Region,
  segments: string[],
  idToken?: string,
  fetcher: typeof fetch = fetch,
): Promise<Record<string, unknown> | null> {
  const response = await fetcher(documentUrl(region, segments), {
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`read ${segments.join('/')}: ${response.status}`);
  const body = (await response.json()) as { fields?: Record<string, RestValue> };
  return decodeFields(body.fields);
}

export function documentUrl(region: Region, segments: string[]): string {
  const root = env.useEmulators
    ? `http://${env.firestoreEmulatorHost}`
    : 'https://firestore.googleapis.com';
  const database = `projects/${encodeURIComponent(env.firebaseProjectId)}/databases/${encodeURIComponent(REGION_DATABASE[region])}`;
  return `${root}/v1/${database}/documents/${segments.map(encodeURIComponent).join('/')}`;
}

export function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

/**
 * One value as the SDK gives it, except that a timestamp is its RFC 3339
 * text (the chat reads none) and bytes stay base64.
 */
export function decodeValue(value: RestValue): unknown {
  if (value.mapValue) return decodeFields(value.mapValue.fields);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.geoPointValue) return { ...value.geoPointValue };
  return null;
}
