/** Runs a compiled query against a database's documents (optionally as of a past time). */
import type { DatabaseStore, Micros } from '../../store/DatabaseStore';
import { applyMask } from '../fieldPaths';
import type { Document } from '../types';
import { withinBounds, type CompiledQuery } from './compileQuery';

/** Matching documents in query order, before offset and limit. */
export function matchingDocuments(db: DatabaseStore, q: CompiledQuery, time?: Micros): Document[] {
  const candidates = q.allDescendants
    ? db.collectionsMatching((coll) => q.inScope(coll + '/x'), time)
    : db.collection(q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`, time);
  const out = candidates.filter((d) => q.matches(d) && withinBounds(q, d));
  out.sort(q.compare);
  return out;
}

export function executeQuery(db: DatabaseStore, q: CompiledQuery, time?: Micros): Document[] {
  const all = matchingDocuments(db, q, time);
  const end = q.limit === undefined ? undefined : q.offset + q.limit;
  return q.offset > 0 || end !== undefined ? all.slice(q.offset, end) : all;
}

/** Applies the query's projection (`select`) to a result document. */
export function project(q: CompiledQuery, doc: Document): Document {
  if (!q.select) return doc;
  return { ...doc, fields: applyMask(doc.fields, q.select) };
}
