/** Runs a compiled query against a database's documents (optionally as of a past time). */
import type { DatabaseStore, Micros } from '../../store/DatabaseStore';
import { applyMask } from '../fieldPaths';
import type { Document } from '../types';
import { withinBounds, type CompiledQuery } from './compileQuery';
import { nearestDocuments } from './findNearest';

/** Matching documents (in query order unless `unordered`), before offset and limit. */
export function matchingDocuments(
  db: DatabaseStore,
  q: CompiledQuery,
  time?: Micros,
  unordered = false,
): Document[] {
  const candidates = q.allDescendants
    ? db.collectionsMatching((coll) => q.inScope(coll + '/x'), time)
    : db.collection(q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`, time);
  const out = candidates.filter((d) => q.matches(d) && withinBounds(q, d));
  if (!unordered) out.sort(q.compare);
  return out;
}

/**
 * The query's result. `unordered` skips sorting when the caller does not
 * care about order (aggregations); it only applies without offset or limit.
 */
export function executeQuery(
  db: DatabaseStore,
  q: CompiledQuery,
  time?: Micros,
  unordered = false,
): Document[] {
  if (q.nearest) {
    const nearest = nearestDocuments(q.nearest, matchingDocuments(db, q, time, true));
    return q.limit === undefined ? nearest : nearest.slice(0, q.limit);
  }
  const all = matchingDocuments(db, q, time, unordered && q.offset === 0 && q.limit === undefined);
  const end = q.limit === undefined ? undefined : q.offset + q.limit;
  return q.offset > 0 || end !== undefined ? all.slice(q.offset, end) : all;
}

/** Applies the query's projection (`select`) to a result document. */
export function project(q: CompiledQuery, doc: Document): Document {
  if (!q.select) return doc;
  return { ...doc, fields: applyMask(doc.fields, q.select) };
}
