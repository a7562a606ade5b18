/** ListDocuments (incl. "missing" parents of subcollections) and ListCollectionIds. */
import type { EngineCore } from './EngineCore';
import { readContext } from './EngineCore';
import { invalidArgument } from './errors';
import { applyMask, parseFieldPath } from './fieldPaths';
import { checkCollectionId, databaseOfName, fullName, parentPath } from './paths';
import { checkList } from './queryReads';
import { compileQuery } from './query/compileQuery';
import type { Caller, Document, ListDocumentsRequest } from './types';
import { compareReferences, compareStrings } from './values';

function databaseOf(parent: string): string {
  const database = databaseOfName(parent);
  if (!database) throw invalidArgument(`Invalid parent "${parent}".`);
  return database;
}

function page<T>(
  items: T[],
  key: (t: T) => string,
  compare: (a: string, b: string) => number,
  pageSize?: number,
  pageToken?: string,
) {
  let start = 0;
  if (pageToken) {
    const after = Buffer.from(pageToken, 'base64').toString('utf8');
    start = items.findIndex((t) => compare(key(t), after) > 0);
    if (start < 0) start = items.length;
  }
  const size = pageSize && pageSize > 0 ? pageSize : items.length;
  const slice = items.slice(start, start + size);
  const more = start + size < items.length && slice.length > 0;
  const nextPageToken = more
    ? Buffer.from(key(slice[slice.length - 1] as T), 'utf8').toString('base64')
    : undefined;
  return { slice, nextPageToken };
}

export function listDocuments(
  core: EngineCore,
  req: ListDocumentsRequest,
  caller: Caller,
): { documents: Document[]; nextPageToken?: string } {
  const database = databaseOf(req.parent);
  const parent = parentPath(database, req.parent);
  checkCollectionId(req.collectionId, req.parent);
  const ctx = readContext(core, database, req);
  const q = compileQuery({ from: [{ collectionId: req.collectionId }] }, parent);
  checkList(core, database, caller, q, ctx.at);
  const db = core.store.database(database);
  const coll = parent === '' ? req.collectionId : `${parent}/${req.collectionId}`;
  const docs: Document[] = db.collection(coll, ctx.at);
  if (req.showMissing) {
    const seen = new Set(docs.map((d) => d.name));
    for (const c of db.collectionPaths()) {
      if (!c.startsWith(coll + '/')) continue;
      const id = c.slice(coll.length + 1).split('/')[0] as string;
      const name = fullName(database, `${coll}/${id}`);
      if (!seen.has(name)) {
        seen.add(name);
        docs.push({ name });
      }
    }
  }
  docs.sort((a, b) => compareReferences(a.name, b.name));
  const paths = req.mask ? (req.mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
  const { slice, nextPageToken } = page(
    docs,
    (d) => d.name,
    compareReferences,
    req.pageSize,
    req.pageToken,
  );
  const documents = paths
    ? slice.map((d) => (d.fields ? { ...d, fields: applyMask(d.fields, paths) } : d))
    : slice;
  return nextPageToken ? { documents, nextPageToken } : { documents };
}

export function listCollectionIds(
  core: EngineCore,
  req: { parent: string; pageSize?: number; pageToken?: string },
): { collectionIds: string[]; nextPageToken?: string } {
  const database = databaseOf(req.parent);
  const parent = parentPath(database, req.parent);
  const prefix = parent === '' ? '' : parent + '/';
  const ids = new Set<string>();
  for (const c of core.store.database(database).collectionPaths()) {
    if (c.startsWith(prefix)) ids.add(c.slice(prefix.length).split('/')[0] as string);
  }
  const sorted = [...ids].sort(compareStrings);
  const { slice, nextPageToken } = page(
    sorted,
    (s) => s,
    compareStrings,
    req.pageSize,
    req.pageToken,
  );
  return nextPageToken ? { collectionIds: slice, nextPageToken } : { collectionIds: slice };
}
