import { fromJson } from '../fromFirestore';
import { splitPath } from '../requestValue';
import type { RulesValue } from '../values';
import { NULL, int, map, path, str } from '../values';
import type { StorageAuthorizeRequest, StorageObject } from './api';

/**
 * The `request` variable of storage rules: auth, path, time and resource.
 * Storage requests carry no `method` or `query` (those are Firestore's).
 */
export function storageRequestValue(req: StorageAuthorizeRequest): RulesValue {
  const writes = req.method === 'create' || req.method === 'update';
  return map({
    auth: req.auth ? map({ uid: str(req.auth.uid), token: fromJson(req.auth.token) }) : NULL,
    path: path(objectPieces(req)),
    time: timestamp(req.time),
    resource: writes && req.requestResource ? objectValue(req.requestResource, req) : NULL,
  });
}

/** `resource`: the stored object, or null when it is missing (always for create and list). */
export function storedObject(req: StorageAuthorizeRequest): RulesValue {
  const exists = req.method !== 'create' && req.method !== 'list' && req.resource;
  return exists ? objectValue(req.resource!, req) : NULL;
}

/** `/b/{bucket}/o/{name...}`: the path rules match and `request.path` holds. */
export function objectPieces(req: StorageAuthorizeRequest): string[] {
  return ['b', req.bucket, 'o', ...splitPath(req.path)];
}

/** An object's metadata as the closed map rules read (unknown fields are errors). */
export function objectValue(object: StorageObject, req: StorageAuthorizeRequest): RulesValue {
  const created = object.timeCreated ?? req.time;
  const metadata = new Map<string, RulesValue>();
  for (const [key, value] of Object.entries(object.metadata ?? {})) metadata.set(key, str(value));
  return map({
    name: str(object.name ?? splitPath(req.path).join('/')),
    bucket: str(object.bucket ?? req.bucket),
    size: int(object.size),
    contentType: optionalText(object.contentType),
    metadata: map(metadata),
    md5Hash: optionalText(object.md5Hash),
    crc32c: optionalText(object.crc32c),
    etag: optionalText(object.etag),
    generation: object.generation === undefined ? NULL : int(object.generation),
    metageneration: object.metageneration === undefined ? NULL : int(object.metageneration),
    cacheControl: optionalText(object.cacheControl),
    contentDisposition: optionalText(object.contentDisposition),
    contentEncoding: optionalText(object.contentEncoding),
    contentLanguage: optionalText(object.contentLanguage),
    timeCreated: timestamp(created),
    updated: timestamp(object.updated ?? created),
  });
}

function optionalText(value: string | undefined): RulesValue {
  return value === undefined ? NULL : str(value);
}

function timestamp(date: Date): RulesValue {
  return { type: 'timestamp', nanos: BigInt(date.getTime()) * 1_000_000n };
}
