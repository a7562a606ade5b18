/**
 * Builders for storage rules tests: compile a rules text (or a body inside
 * the usual `match /b/{bucket}/o`), and requests with defaults.
 */
import type { StorageAuthorizeRequest, StorageMethod, StorageObject, StorageRuleset } from './api';
import { compileStorageRules } from './compileStorageRules';

export const BUCKET = 'demo-rules.appspot.com';
export const NOW = new Date('2024-05-01T12:00:00Z');

/** Compiles rules, failing loudly on any issue. */
export function compileStorage(content: string): StorageRuleset {
  const result = compileStorageRules([{ content }], { debug: () => {} });
  if (!result.ruleset) throw new Error(JSON.stringify(result.issues));
  return result.ruleset;
}

/** `body` inside `rules_version = '2'`, the storage service and its bucket match (body at line 4). */
export function storageRulesWith(body: string): StorageRuleset {
  return compileStorage(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
${body}
  }
}`);
}

export interface StorageRequestOptions {
  /** Signed-in user (omit for a signed-out caller). */
  uid?: string;
  token?: Record<string, unknown>;
  /** The stored object (omit for a missing one). */
  stored?: StorageObject;
  /** create/update: the object after the write. */
  upload?: StorageObject;
  bucket?: string;
  time?: Date;
}

export function storageRequest(
  method: StorageMethod,
  path: string,
  options: StorageRequestOptions = {},
): StorageAuthorizeRequest {
  const { uid, token, stored, upload, bucket = BUCKET, time = NOW } = options;
  return {
    bucket,
    path,
    method,
    auth: uid === undefined ? null : { uid, token: { sub: uid, ...token } },
    time,
    resource: stored ?? null,
    requestResource: upload ?? null,
  };
}
