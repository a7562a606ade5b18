/** Runs a compiled query against a database's documents (optionally as of a past time). */
import type { DatabaseStore, Micros } from '../../store/DatabaseStore';
import { applyMask } from '../fieldPaths';
import type { Document } from '../types';
import { withinBounds, type CompiledQuery } from './compileQuery';
import { nearestDocuments } from './findNearest';
import { indexedDocuments } from './indexedDocuments';

/**
 * Up to this many leading results (offset + limit) are picked from the
 * matches without sorting them all: the newest 6 of 100,000 conversations
 * costs one comparison for most documents instead of a full sort.
 */
export const PICK_FIRST_MAX = 1000;

/**
 * Matching documents (in query order unless `unordered`), before offset and
 * limit; only the first `take` in order when given.
 */
export function matchingDocuments(
  db: DatabaseStore,
  q: CompiledQuery,
  time?: Micros,
  unordered = false,
  take?: number,
): Document[] {
  // The current state of a large collection: from an index when one serves the query.
  const indexed = time === undefined ? indexedDocuments(db, q, take) : null;
  if (indexed) return indexed;
  const candidates = q.allDescendants
    ? db.collectionsMatching((coll) => q.inScope(coll + '/x'), time)
    : db.collection(q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`, time);
  const out = candidates.filter((d) => q.matches(d) && withinBounds(q, d));
  if (unordered) return out;
  if (take !== undefined && take <= PICK_FIRST_MAX) return firstInOrder(out, take, q.compare);
  return out.sort(q.compare);
}

/** The first `count` of `docs` in `compare` order (as sorting all and slicing would give). */
export function firstInOrder<T>(docs: T[], count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const d of docs) {
    if (kept.length === count && compare(d, kept[count - 1] as T) >= 0) continue;
    // Binary search for the first kept element that sorts after d (equal ones stay first).
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(kept[mid] as T, d) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, d);
    if (kept.length > count) kept.pop();
  }
  return kept;
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
  const end = q.limit === undefined ? undefined : q.offset + q.limit;
  const all = matchingDocuments(
    db,
    q,
    time,
    unordered && q.offset === 0 && q.limit === undefined,
    end,
  );
  return q.offset > 0 || end !== undefined ? all.slice(q.offset, end) : all;
}

/** Applies the query's projection (`select`) to a result document. */
export function project(q: CompiledQuery, doc: Document): Document {
  if (!q.select) return doc;
  return { ...doc, fields: applyMask(doc.fields, q.select) };
}
