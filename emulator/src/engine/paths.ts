/**
 * Resource names. The engine keys documents by their path below
 * `projects/{p}/databases/{d}/documents/` and validates names the way the
 * service does (even segment count for documents, reserved and oversized ids).
 */
import { invalidArgument } from './errors';

export interface DatabaseName {
  project: string;
  databaseId: string;
  /** `projects/{p}/databases/{d}` */
  name: string;
}

const DATABASE_RE = /^projects\/([^/]+)\/databases\/([^/]+)$/;

export function parseDatabaseName(database: string): DatabaseName {
  const m = DATABASE_RE.exec(database ?? '');
  if (!m) throw invalidArgument(`Invalid database name "${database}".`);
  return { project: m[1] as string, databaseId: m[2] as string, name: database };
}

export function documentsRoot(database: string): string {
  return `${database}/documents`;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The number of a numeric id (`__id<int64>__`, written canonically: no leading
 * zeros, no `-0`), or undefined for any other id. Numeric ids order before all
 * string ids, by their number.
 */
export function numericId(id: string): bigint | undefined {
  const m = /^__id(-?(?:0|[1-9]\d{0,18}))__$/.exec(id);
  if (!m || m[1] === '-0') return undefined;
  const n = BigInt(m[1] as string);
  return n >= INT64_MIN && n <= INT64_MAX ? n : undefined;
}

/** Numeric ids name documents only; a collection id of that form is reserved like any `__x__`. */
function checkId(id: string, name: string, documentId = false): void {
  if (id === '') throw invalidArgument(`Resource name "${name}" lacks a path segment.`);
  if (id === '.' || id === '..')
    throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  if (/^__.*__$/.test(id) && !(documentId && numericId(id) !== undefined))
    throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  if (Buffer.byteLength(id, 'utf8') > 1500)
    throw invalidArgument(`Resource id "${id.slice(0, 32)}..." is too long.`);
}

/** Splits a path below `documents` into segments, validating each id. */
export function splitPath(path: string, fullName: string): string[] {
  if (path === '') return [];
  const segs = path.split('/');
  segs.forEach((s, i) => checkId(s, fullName, i % 2 === 1));
  return segs;
}

/** Returns the document path (below `documents/`) of a full document name. */
export function documentPath(database: string, name: string): string {
  const root = documentsRoot(database) + '/';
  if (typeof name !== 'string' || !name.startsWith(root)) {
    throw invalidArgument(
      `Document name "${name}" is not in the database "${database}" of this request, or is not a valid document name.`,
    );
  }
  const path = name.slice(root.length);
  const segs = splitPath(path, name);
  if (segs.length % 2 !== 0) {
    throw invalidArgument(`Document name "${name}" has odd number of segments.`);
  }
  return path;
}

/** Parent of a query or list: '' for the database root, else a document path. */
export function parentPath(database: string, parent: string): string {
  const root = documentsRoot(database);
  if (parent === root) return '';
  if (typeof parent !== 'string' || !parent.startsWith(root + '/')) {
    throw invalidArgument(`Invalid parent "${parent}" for database "${database}".`);
  }
  const path = parent.slice(root.length + 1);
  const segs = splitPath(path, parent);
  if (segs.length % 2 !== 0)
    throw invalidArgument(`Invalid parent "${parent}": it names a collection.`);
  return path;
}

export function checkCollectionId(id: string, fullName: string): void {
  if (typeof id !== 'string' || id.includes('/')) {
    throw invalidArgument(`Invalid collection id "${id}" in "${fullName}".`);
  }
  checkId(id, fullName);
}

export function fullName(database: string, path: string): string {
  return path === '' ? documentsRoot(database) : `${documentsRoot(database)}/${path}`;
}

export function collectionOf(docPath: string): string {
  const i = docPath.lastIndexOf('/');
  return docPath.slice(0, i);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The database part of a document or reference name, e.g. for reference values. */
export function databaseOfName(name: string): string | undefined {
  const m = /^(projects\/[^/]+\/databases\/[^/]+)\/documents(\/|$)/.exec(name);
  return m?.[1];
}
