/**
 * Answers a query of one collection from a single-field index instead of a
 * scan, as the service answers from its automatic indexes:
 *
 * - ordered by a field: walk that field's index in the query's direction
 *   (from the start cursor's value to the end cursor's), keep what the
 *   filters and cursors accept, stop once `take` documents are in;
 * - ordered by name only, with an equality filter: walk the documents that
 *   hold the filtered value (the index keeps them in name order).
 *
 * Every document walked is still checked with the query's own filter and
 * cursors, so the index only decides which documents are looked at and in
 * what order: the result is the scan's.
 */
import type { DatabaseStore } from '../../store/DatabaseStore';
import type { FieldIndex, IndexEntry } from '../../store/FieldIndex';
import type { Document, StructuredQuery, Value } from '../types';
import { compareValues } from '../values';
import { formatFieldPath } from '../fieldPaths';
import { fieldSegments } from './compileFilter';
import { withinBounds, type CompiledQuery, type OrderSpec } from './compileQuery';

/**
 * Matching documents in query order (the first `take` when given), or
 * null when no index serves the query (the caller scans).
 */
export function indexedDocuments(
  db: DatabaseStore,
  q: CompiledQuery,
  take?: number,
): Document[] | null {
  if (q.allDescendants || q.nearest) return null;
  const collection = q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`;
  const first = q.orderBy[0] as OrderSpec;
  if (first.segs !== null) {
    const index = db.fieldIndex(collection, first.segs, first.path);
    return index && walk(index, q, first, take, q.start?.values[0], q.end?.values[0]);
  }
  for (const { segs, value } of equalities(q.source.where)) {
    const index = db.fieldIndex(collection, segs, formatFieldPath(segs));
    if (index) return walk(index, q, first, take, value, value);
  }
  return null;
}

/**
 * Walks `index` in the direction of the query's first order, from the
 * entries valued `from` to those valued `to` (either end open when
 * undefined), grouping equal values: a group is sorted by the rest of the
 * order unless the index's name order already is it.
 */
function walk(
  index: FieldIndex,
  q: CompiledQuery,
  first: OrderSpec,
  take: number | undefined,
  from: Value | undefined,
  to: Value | undefined,
): Document[] {
  const descending = first.descending;
  // Ordered by the field, then by name in the same direction: the index's own order.
  const byName = q.orderBy.every(
    (o, i) => (i === 0 || o.segs === null) && o.descending === descending,
  );
  const out: Document[] = [];
  let group: Document[] = [];
  let groupValue: Value | undefined;
  const flush = () => {
    if (group.length > 1 && !byName) group.sort(q.compare);
    for (const d of group) out.push(d);
    group = [];
  };
  // Past the last value the walk may visit (the far end of the range).
  const beyond = (value: Value) =>
    to !== undefined && (descending ? compareValues(value, to) < 0 : compareValues(value, to) > 0);
  const visit = (entry: IndexEntry): boolean => {
    if (groupValue === undefined || compareValues(entry.value, groupValue) !== 0) {
      flush();
      if ((take !== undefined && out.length >= take) || beyond(entry.value)) return false;
      groupValue = entry.value;
    }
    if (q.matches(entry.doc) && withinBounds(q, entry.doc)) group.push(entry.doc);
    // In the index's order nothing later in the group can come before what is kept.
    return !(byName && take !== undefined && out.length + group.length >= take);
  };
  if (descending)
    index.descending(from === undefined ? index.end() : index.seek(from, false), visit);
  else index.ascending(from === undefined ? index.start() : index.seek(from, true), visit);
  flush();
  return take === undefined || out.length <= take ? out : out.slice(0, take);
}

/** The `field == value` filters the whole filter requires (top level or under ANDs). */
function equalities(filter: StructuredQuery | undefined): { segs: string[]; value: Value }[] {
  if (!filter) return [];
  const f = filter.fieldFilter;
  if (f) {
    if (f.op !== 'EQUAL') return [];
    const segs = fieldSegments(f.field?.fieldPath);
    return segs === null ? [] : [{ segs, value: f.value as Value }];
  }
  const c = filter.compositeFilter;
  if (c?.op !== 'AND') return [];
  return ((c.filters ?? []) as StructuredQuery[]).flatMap(equalities);
}
