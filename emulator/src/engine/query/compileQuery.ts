/**
 * Validates and normalises a StructuredQuery: scope (collection, group or
 * all descendants), filter, the server-side implicit ordering (inequality
 * fields, then `__name__` in the last explicit direction), cursors, offset,
 * limit and projection.
 */
import { invalidArgument } from '../errors';
import { formatFieldPath, parseFieldPath } from '../fieldPaths';
import { checkCollectionId, collectionOf } from '../paths';
import type { Document, StructuredQuery, Value } from '../types';
import { compareReferences, compareStrings, compareValues } from '../values';
import {
  compileFilter,
  fieldSegments,
  fieldValue,
  MAX_DISJUNCTIONS,
  type Predicate,
} from './compileFilter';
import { compileFindNearest, type NearestSpec } from './findNearest';

export interface OrderSpec {
  /** null = `__name__` */
  segs: string[] | null;
  path: string;
  descending: boolean;
}

export interface Bound {
  values: Value[];
  inclusive: boolean;
}

export interface CompiledQuery {
  /** Document path of the parent ('' = database root). */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  /** Whether a document path is in the query's collections. */
  inScope(docPath: string): boolean;
  /** Filter plus "has every ordered field". */
  matches: Predicate;
  orderBy: OrderSpec[];
  compare(a: Document, b: Document): number;
  start?: Bound;
  end?: Bound;
  offset: number;
  limit?: number;
  select?: string[][];
  /** Vector search: replaces the ordering, limits the result to the nearest neighbours. */
  nearest?: NearestSpec;
  source: StructuredQuery;
}

function compileOrder(query: StructuredQuery, inequalityFields: string[]): OrderSpec[] {
  const explicit: OrderSpec[] = ((query.orderBy ?? []) as StructuredQuery[]).map((o) => {
    const path = o?.field?.fieldPath;
    const segs = fieldSegments(path);
    const dir = String(o.direction ?? 'ASCENDING');
    if (!['ASCENDING', 'DESCENDING', 'DIRECTION_UNSPECIFIED'].includes(dir)) {
      throw invalidArgument(`Invalid order direction "${dir}".`);
    }
    return {
      segs,
      path: segs ? formatFieldPath(segs) : '__name__',
      descending: dir === 'DESCENDING',
    };
  });
  const seen = new Set(explicit.map((o) => o.path));
  const last = explicit[explicit.length - 1];
  const descending = last?.descending ?? false;
  const implicit = [...new Set(inequalityFields.map((p) => formatFieldPath(parseFieldPath(p))))]
    .filter((p) => p !== '__name__' && !seen.has(p))
    .map((p) => ({ path: p, segs: parseFieldPath(p) }))
    .sort((a, b) => compareSegs(a.segs, b.segs));
  const order = [...explicit, ...implicit.map((o) => ({ ...o, descending }))];
  if (!seen.has('__name__')) order.push({ segs: null, path: '__name__', descending });
  return order;
}

function compareSegs(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function compileBound(
  cursor: StructuredQuery | undefined,
  order: OrderSpec[],
  isStart: boolean,
): Bound | undefined {
  if (!cursor) return undefined;
  const values = (cursor.values ?? []) as Value[];
  if (values.length > order.length) {
    throw invalidArgument(
      'Too many cursor values specified. The specified order by clauses are insufficient.',
    );
  }
  values.forEach((v, i) => {
    if (order[i]?.segs === null && !v.referenceValue) {
      throw invalidArgument('Cursor values for __name__ must be document references.');
    }
  });
  // `before` means the cursor sits just before the values: inclusive for a start, exclusive for an end.
  const before = Boolean(cursor.before);
  return { values, inclusive: isStart ? before : !before };
}

function limitOf(query: StructuredQuery): number | undefined {
  const l = query.limit;
  if (l === undefined || l === null) return undefined;
  const n = typeof l === 'object' ? Number(l.value ?? 0) : Number(l);
  if (!Number.isInteger(n) || n < 0) throw invalidArgument('limit is negative');
  return n;
}

export function compileQuery(query: StructuredQuery | undefined, parent: string): CompiledQuery {
  if (!query || typeof query !== 'object') throw invalidArgument('A structured query is required.');
  const from = (query.from ?? []) as StructuredQuery[];
  if (from.length !== 1) throw invalidArgument('A query must select exactly one collection.');
  const collectionId = String(from[0]?.collectionId ?? '');
  const allDescendants = Boolean(from[0]?.allDescendants);
  if (collectionId !== '') checkCollectionId(collectionId, collectionId);
  else if (!allDescendants) throw invalidArgument('A collection id is required.');
  const nearest = compileFindNearest(query);

  const filter = compileFilter(query.where);
  if (filter.disjunctions > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Query has ${filter.disjunctions} disjunctions; at most ${MAX_DISJUNCTIONS} are allowed.`,
    );
  }
  const orderBy = compileOrder(query, filter.inequalityFields);
  const ordered = orderBy.filter((o) => o.segs !== null).map((o) => o.segs as string[]);
  const prefix = parent === '' ? '' : parent + '/';
  const direct = prefix + collectionId;

  const inScope = (docPath: string): boolean => {
    const coll = collectionOf(docPath);
    if (!allDescendants) return coll === direct;
    if (prefix !== '' && !coll.startsWith(prefix)) return false;
    return collectionId === '' || coll === collectionId || coll.endsWith('/' + collectionId);
  };

  const compare = (a: Document, b: Document): number => {
    for (const o of orderBy) {
      const c =
        o.segs === null
          ? compareReferences(a.name, b.name)
          : compareValues(fieldValue(a, o.segs) as Value, fieldValue(b, o.segs) as Value);
      if (c !== 0) return o.descending ? -c : c;
    }
    return 0;
  };

  const select = query.select
    ? ((query.select.fields ?? []) as StructuredQuery[])
        .map((f) => String(f.fieldPath ?? ''))
        .filter((p) => p !== '__name__')
        .map(parseFieldPath)
    : undefined;
  const offset = Number(query.offset ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument('offset is negative');

  return {
    parent,
    collectionId,
    allDescendants,
    inScope,
    matches: (d) => filter.matches(d) && ordered.every((s) => fieldValue(d, s) !== undefined),
    orderBy,
    compare,
    start: compileBound(query.startAt, orderBy, true),
    end: compileBound(query.endAt, orderBy, false),
    offset,
    limit: limitOf(query),
    select,
    nearest,
    source: query,
  };
}

/** Position of a document relative to a cursor: <0 when the cursor sorts first. */
function boundCompare(bound: Bound, order: OrderSpec[], doc: Document): number {
  for (let i = 0; i < bound.values.length; i++) {
    const o = order[i] as OrderSpec;
    const v = bound.values[i] as Value;
    let c =
      o.segs === null
        ? compareReferences(v.referenceValue ?? '', doc.name)
        : compareValues(v, fieldValue(doc, o.segs) as Value);
    if (o.descending) c = -c;
    if (c !== 0) return c;
  }
  return 0;
}

export function withinBounds(q: CompiledQuery, doc: Document): boolean {
  if (q.start) {
    const c = boundCompare(q.start, q.orderBy, doc);
    if (q.start.inclusive ? c > 0 : c >= 0) return false;
  }
  if (q.end) {
    const c = boundCompare(q.end, q.orderBy, doc);
    if (q.end.inclusive ? c < 0 : c <= 0) return false;
  }
  return true;
}
