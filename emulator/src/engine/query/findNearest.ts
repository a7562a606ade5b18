/**
 * Vector search (StructuredQuery.findNearest) as the service defines it: the
 * documents the rest of the query matches whose field holds a vector of the
 * query vector's dimension, ordered by EUCLIDEAN or COSINE distance (closest
 * first) or by DOT_PRODUCT (largest first), cut by the optional threshold
 * (`<=`, or `>=` for DOT_PRODUCT) and the limit (1 to 1,000), each optionally
 * carrying its distance in `distanceResultField`. Exact (brute force): the
 * service's approximate index returns these same neighbours on small data.
 */
import { invalidArgument } from '../errors';
import { formatFieldPath, parseFieldPath, setField } from '../fieldPaths';
import type { Document, StructuredQuery, Value } from '../types';
import { compareReferences, isVector, kindOf } from '../values';
import { fieldValue } from './compileFilter';

export const MAX_NEAREST_LIMIT = 1000;
export const MAX_VECTOR_DIMENSION = 2048;

type Measure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

export interface NearestSpec {
  segs: string[];
  /** Dotted path of the vector field, for explain. */
  path: string;
  query: Float64Array;
  queryNorm: number;
  measure: Measure;
  limit: number;
  threshold?: number;
  resultField?: string[];
}

interface Embedding {
  values: Float64Array;
  norm: number;
}

/** Stored values never change, so each vector's numbers are read once. */
const embeddings = new WeakMap<Value, Embedding | null>();

function vectorComponents(v: Value): Value[] | undefined {
  if (!isVector(v)) return undefined;
  const inner = v.mapValue?.fields?.value;
  if (!inner || kindOf(inner) !== 'arrayValue') return undefined;
  return inner.arrayValue?.values ?? [];
}

function toEmbedding(components: Value[]): Embedding | null {
  const values = new Float64Array(components.length);
  let sq = 0;
  for (let i = 0; i < components.length; i++) {
    const c = components[i] as Value;
    const k = kindOf(c);
    if (k !== 'doubleValue' && k !== 'integerValue') return null;
    const x = Number(k === 'doubleValue' ? c.doubleValue : c.integerValue);
    values[i] = x;
    sq += x * x;
  }
  return { values, norm: Math.sqrt(sq) };
}

function embeddingOf(v: Value): Embedding | null {
  let e = embeddings.get(v);
  if (e === undefined) {
    const components = vectorComponents(v);
    e = components ? toEmbedding(components) : null;
    embeddings.set(v, e);
  }
  return e;
}

function parseLimit(raw: unknown): number {
  const n = Number(
    typeof raw === 'object' && raw !== null ? (raw as { value?: unknown }).value : raw,
  );
  if (!Number.isInteger(n) || n < 1 || n > MAX_NEAREST_LIMIT) {
    throw invalidArgument(
      `findNearest limit must be a positive integer of no more than ${MAX_NEAREST_LIMIT}.`,
    );
  }
  return n;
}

export function compileFindNearest(query: StructuredQuery): NearestSpec | undefined {
  const fn = query.findNearest;
  if (!fn) return undefined;
  const path = fn.vectorField?.fieldPath;
  if (typeof path !== 'string' || path === '' || path === '__name__')
    throw invalidArgument('findNearest requires a vector field.');
  const segs = parseFieldPath(path);
  const measure = String(fn.distanceMeasure ?? '');
  if (measure !== 'EUCLIDEAN' && measure !== 'COSINE' && measure !== 'DOT_PRODUCT')
    throw invalidArgument(`Invalid findNearest distance measure "${measure}".`);
  const components = fn.queryVector ? vectorComponents(fn.queryVector as Value) : undefined;
  const embedding = components && toEmbedding(components);
  if (!embedding) throw invalidArgument('findNearest query_vector must be a vector value.');
  const dim = embedding.values.length;
  if (dim === 0 || dim > MAX_VECTOR_DIMENSION) {
    throw invalidArgument(
      `findNearest query_vector must have between 1 and ${MAX_VECTOR_DIMENSION} dimensions, got ${dim}.`,
    );
  }
  if (query.startAt || query.endAt || Number(query.offset ?? 0) > 0)
    throw invalidArgument('findNearest does not support cursors or an offset.');
  const threshold = fn.distanceThreshold;
  const resultField = fn.distanceResultField ? String(fn.distanceResultField) : '';
  return {
    segs,
    path: formatFieldPath(segs),
    query: embedding.values,
    queryNorm: embedding.norm,
    measure,
    limit: parseLimit(fn.limit),
    threshold:
      threshold === undefined || threshold === null
        ? undefined
        : Number(typeof threshold === 'object' ? threshold.value : threshold),
    resultField: resultField === '' ? undefined : parseFieldPath(resultField),
  };
}

/** Σ (v−q)² or Σ v·q, four lanes at a time (the hot loop of a search). */
function accumulate(v: Float64Array, q: Float64Array, squaredDifference: boolean): number {
  const n = q.length;
  const m = n - (n % 4);
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  if (squaredDifference) {
    for (; i < m; i += 4) {
      const x0 = v[i]! - q[i]!;
      const x1 = v[i + 1]! - q[i + 1]!;
      const x2 = v[i + 2]! - q[i + 2]!;
      const x3 = v[i + 3]! - q[i + 3]!;
      a += x0 * x0;
      b += x1 * x1;
      c += x2 * x2;
      d += x3 * x3;
    }
    for (; i < n; i++) a += (v[i]! - q[i]!) ** 2;
  } else {
    for (; i < m; i += 4) {
      a += v[i]! * q[i]!;
      b += v[i + 1]! * q[i + 1]!;
      c += v[i + 2]! * q[i + 2]!;
      d += v[i + 3]! * q[i + 3]!;
    }
    for (; i < n; i++) a += v[i]! * q[i]!;
  }
  return a + b + c + d;
}

function distance(spec: NearestSpec, e: Embedding): number | null {
  if (spec.measure === 'EUCLIDEAN') return Math.sqrt(accumulate(e.values, spec.query, true));
  const dot = accumulate(e.values, spec.query, false);
  if (spec.measure === 'DOT_PRODUCT') return dot;
  // Cosine distance is undefined for a zero vector: such documents are never neighbours.
  if (e.norm === 0 || spec.queryNorm === 0) return null;
  return 1 - dot / (e.norm * spec.queryNorm);
}

/**
 * The nearest neighbours among `candidates` (documents the query's filters
 * already matched, in any order), closest first; ties in name order.
 */
export function nearestDocuments(spec: NearestSpec, candidates: Document[]): Document[] {
  const dotProduct = spec.measure === 'DOT_PRODUCT';
  const scored: { doc: Document; d: number }[] = [];
  for (const doc of candidates) {
    const v = fieldValue(doc, spec.segs);
    const e = v && embeddingOf(v);
    if (!e || e.values.length !== spec.query.length) continue;
    const d = distance(spec, e);
    if (d === null || Number.isNaN(d)) continue;
    if (spec.threshold !== undefined && (dotProduct ? d < spec.threshold : d > spec.threshold))
      continue;
    scored.push({ doc, d });
  }
  scored.sort(
    (a, b) => (dotProduct ? b.d - a.d : a.d - b.d) || compareReferences(a.doc.name, b.doc.name),
  );
  const top = scored.slice(0, spec.limit);
  const field = spec.resultField;
  if (!field) return top.map((s) => s.doc);
  return top.map(({ doc, d }) => ({
    ...doc,
    fields: setField(doc.fields ?? {}, field, { valueType: 'doubleValue', doubleValue: d }),
  }));
}
