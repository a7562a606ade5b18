/**
 * The contract of the Cloud Storage security rules evaluator: the same
 * language as Firestore's, applied to `service firebase.storage` and to
 * objects named `/b/{bucket}/o/{name}`.
 */
import type { Document, RulesIssue } from '../../engine/types';
import type { AuthorizeResult } from '../api';

export type { AuthorizeResult } from '../api';

/** `read` covers get and list, `write` covers create, update and delete. */
export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/**
 * An object's metadata as rules see it (`resource` and `request.resource`).
 * Omitted text fields read as null, except `metadata`, which reads as `{}`.
 */
export interface StorageObject {
  /** Full object name; defaults to the request's path. */
  name?: string;
  /** Defaults to the request's bucket. */
  bucket?: string;
  /** Bytes. */
  size: number;
  contentType?: string;
  /** Custom metadata: string keys to string values. */
  metadata?: Record<string, string>;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: number;
  metageneration?: number;
  cacheControl?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  /** Defaults to the request's time. */
  timeCreated?: Date;
  /** Defaults to `timeCreated`. */
  updated?: Date;
}

export interface StorageAuthorizeRequest {
  /** Bucket name, bound to `{bucket}` in `match /b/{bucket}/o`. */
  bucket: string;
  /**
   * get/create/update/delete: the object name, e.g. `voiceglow/a1/uploads/x.png`.
   * list: the prefix being listed (`voiceglow/a1/uploads/`, or `` for the
   * bucket's root); rules see it as the prefix followed by one unknown name.
   */
  path: string;
  method: StorageMethod;
  auth: { uid: string; token: Record<string, unknown> } | null;
  time: Date;
  /** The stored object (null when there is none). Unused for create and list. */
  resource: StorageObject | null;
  /** create/update: the object as it would be after the write. */
  requestResource?: StorageObject | null;
  /**
   * The project's `(default)` Firestore database for `firestore.get()` and
   * `firestore.exists()`: a document by its path below `documents/`
   * (`agents/a1`), or null when missing. Without it those calls fail (deny).
   */
  firestore?: { getDocument(path: string): Document | null };
}

export interface StorageRuleset {
  authorize(req: StorageAuthorizeRequest): AuthorizeResult;
}

export interface StorageCompileResult {
  ruleset: StorageRuleset | null;
  issues: RulesIssue[];
}
