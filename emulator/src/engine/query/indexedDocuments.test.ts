/**
 * Queries answered from single-field indexes give exactly what a scan of the
 * collection gives (same documents, same order), for ties, mixed types,
 * cursors, filters, offsets and limits, and stay so while documents are
 * created, changed, lose the field and are deleted.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseStore } from '../../store/DatabaseStore';
import type { Document, StructuredQuery, Value } from '../types';
import { compileQuery } from './compileQuery';
import { executeQuery } from './executeQuery';
import { indexedDocuments } from './indexedDocuments';

const DB = 'projects/p/databases/(default)';
const PARENT = 'agents/a';
const COLL = `${PARENT}/convos`;
const ref = (id: string): Value => ({ referenceValue: `${DB}/documents/${COLL}/${id}` });
const int = (n: number): Value => ({ integerValue: String(n) });

/** A deterministic pseudo-random source. */
function random(seed: number): (below: number) => number {
  let x = seed;
  return (below) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * below);
  };
}

/** Fields with many ties, other types mixed in and fields sometimes missing. */
function fields(pick: (below: number) => number): Record<string, Value> {
  const out: Record<string, Value> = {};
  const kind = pick(20);
  if (kind === 0) out.n = { nullValue: 'NULL_VALUE' };
  else if (kind === 1) out.n = { stringValue: `s${pick(3)}` };
  else if (kind === 2) out.n = { doubleValue: pick(20) + 0.5 };
  else if (kind === 3) out.n = { doubleValue: 7 };
  else if (kind > 4) out.n = int(pick(20));
  const states = ['open', 'waiting', 'closed'];
  if (pick(8) > 0) out.state = { stringValue: states[pick(3)] as string };
  const when = pick(12);
  if (when === 0) out.t = int(pick(5));
  else if (when > 1)
    out.t = {
      timestampValue: { seconds: String(1_700_000_000 + pick(50)), nanos: pick(3) * 1000 },
    };
  if (pick(4) > 0) out.m = { mapValue: { fields: { k: int(pick(6)) } } };
  return out;
}

function doc(id: string, f: Record<string, Value>, collection = COLL): Document {
  return { name: `${DB}/documents/${collection}/${id}`, fields: f };
}

const order = (path: string, direction = 'ASCENDING') => ({
  field: { fieldPath: path },
  direction,
});
const eq = (path: string, value: Value) => ({
  fieldFilter: { field: { fieldPath: path }, op: 'EQUAL', value },
});
const op = (path: string, o: string, value: Value) => ({
  fieldFilter: { field: { fieldPath: path }, op: o, value },
});
const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });

/** Queries of the convos collection, named; each is served by an index. */
const QUERIES: Record<string, StructuredQuery> = {
  'newest 6': { orderBy: [order('n', 'DESCENDING')], limit: 6 },
  'lowest 6': { orderBy: [order('n')], limit: 6 },
  'all by n': { orderBy: [order('n')] },
  'all by n, descending': { orderBy: [order('n', 'DESCENDING')] },
  'n descending, names ascending': {
    orderBy: [order('n', 'DESCENDING'), order('__name__')],
    limit: 25,
  },
  'n, then t descending': { orderBy: [order('n'), order('t', 'DESCENDING')], limit: 30 },
  'waiting, 5': { where: eq('state', { stringValue: 'waiting' }), limit: 5 },
  'waiting, names descending': {
    where: eq('state', { stringValue: 'waiting' }),
    orderBy: [order('__name__', 'DESCENDING')],
    limit: 5,
  },
  'every waiting': { where: eq('state', { stringValue: 'waiting' }) },
  'waiting after a name': {
    where: eq('state', { stringValue: 'waiting' }),
    orderBy: [order('__name__')],
    startAt: { values: [ref('c040')], before: false },
  },
  'open with n ≥ 5 (implicit order)': {
    where: and(eq('state', { stringValue: 'open' }), op('n', 'GREATER_THAN_OR_EQUAL', int(5))),
    limit: 12,
  },
  'n == 7 (integers and doubles)': { where: eq('n', int(7)) },
  'after (10, c050), descending': {
    orderBy: [order('n', 'DESCENDING')],
    startAt: { values: [int(10), ref('c050')], before: false },
    limit: 8,
  },
  'from 5 to before 12': {
    orderBy: [order('n')],
    startAt: { values: [int(5)], before: true },
    endAt: { values: [int(12)], before: true },
  },
  'from 12 down to 5': {
    orderBy: [order('n', 'DESCENDING')],
    startAt: { values: [int(12)], before: true },
    endAt: { values: [int(5)], before: false },
  },
  'before a string cursor': {
    orderBy: [order('n')],
    endAt: { values: [{ stringValue: 's1' }], before: true },
    limit: 40,
  },
  'latest by t': { orderBy: [order('t', 'DESCENDING')], limit: 6 },
  'earliest by t, then n': { orderBy: [order('t'), order('n', 'DESCENDING')], limit: 40 },
  'm.k descending': { orderBy: [order('m.k', 'DESCENDING')], limit: 4 },
  'open by t descending': {
    where: eq('state', { stringValue: 'open' }),
    orderBy: [order('t', 'DESCENDING')],
    limit: 6,
  },
  'offset 3, limit 4': { orderBy: [order('n')], offset: 3, limit: 4 },
  'limit 0': { orderBy: [order('n')], limit: 0 },
  'n above 3, descending': {
    where: op('n', 'GREATER_THAN', int(3)),
    orderBy: [order('n', 'DESCENDING')],
    limit: 5,
  },
  'open or n == 3': {
    where: or(eq('state', { stringValue: 'open' }), eq('n', int(3))),
    orderBy: [order('n')],
    limit: 9,
  },
};

function compiled(query: StructuredQuery) {
  return compileQuery({ from: [{ collectionId: 'convos' }], ...query }, PARENT);
}

/** The same documents in a store indexing every collection and in one scanning always. */
function stores() {
  const indexed = new DatabaseStore(DB, 0);
  const scanned = new DatabaseStore(DB, Number.POSITIVE_INFINITY);
  let time = 1n;
  const put = (path: string, d: Document | null) => {
    time += 1n;
    indexed.put(path, d, time);
    scanned.put(path, d, time);
  };
  return { indexed, scanned, put };
}

const names = (docs: Document[]) => docs.map((d) => d.name.slice(d.name.lastIndexOf('/') + 1));

function expectSameResults(indexed: DatabaseStore, scanned: DatabaseStore): void {
  for (const [name, query] of Object.entries(QUERIES)) {
    const q = compiled(query);
    expect(names(executeQuery(indexed, q)), name).toEqual(names(executeQuery(scanned, q)));
  }
}

describe('indexed queries', () => {
  it('answer as the scan does, and keep doing so while documents change', () => {
    const { indexed, scanned, put } = stores();
    const pick = random(42);
    // Numeric ids sort before string ids.
    const ids = [
      ...Array.from({ length: 300 }, (_, i) => `c${String(i).padStart(3, '0')}`),
      '__id7__',
      '__id-2__',
    ];
    for (const id of ids) put(`${COLL}/${id}`, doc(id, fields(pick)));
    // Another agent's conversations are never in the results.
    for (let i = 0; i < 50; i++)
      put(`agents/b/convos/c${i}`, doc(`c${i}`, fields(pick), 'agents/b/convos'));
    expectSameResults(indexed, scanned);
    for (const query of Object.values(QUERIES))
      expect(indexedDocuments(indexed, compiled(query))).not.toBeNull();

    // Updates, deletes, new documents and fields removed, with the indexes in place.
    let created = 0;
    for (let step = 1; step <= 600; step++) {
      const id = ids[pick(ids.length)] as string;
      const path = `${COLL}/${id}`;
      const action = pick(10);
      if (action === 0) put(path, null);
      else if (action === 1) {
        const next = `n${created++}`;
        ids.push(next);
        put(`${COLL}/${next}`, doc(next, fields(pick)));
      } else if (action === 2) {
        const { n: _dropped, ...rest } = indexed.get(path)?.fields ?? fields(pick);
        put(path, doc(id, rest));
      } else put(path, doc(id, fields(pick)));
      if (step % 50 === 0) expectSameResults(indexed, scanned);
    }
    // Every document deleted, then some back.
    for (const id of ids) put(`${COLL}/${id}`, null);
    expectSameResults(indexed, scanned);
    expect(executeQuery(indexed, compiled(QUERIES['all by n'] as StructuredQuery))).toEqual([]);
    for (const id of ids.slice(0, 20)) put(`${COLL}/${id}`, doc(id, fields(pick)));
    expectSameResults(indexed, scanned);
  });

  it('leave small collections, collection groups and past reads to the scan', () => {
    const small = new DatabaseStore(DB);
    const pick = random(3);
    for (let i = 0; i < 20; i++) small.put(`${COLL}/c${i}`, doc(`c${i}`, fields(pick)), 1n);
    expect(indexedDocuments(small, compiled(QUERIES['newest 6'] as StructuredQuery))).toBeNull();

    const { indexed } = stores();
    indexed.put(`${COLL}/c1`, doc('c1', fields(pick)), 2n);
    const group = compileQuery(
      { from: [{ collectionId: 'convos', allDescendants: true }], orderBy: [order('n')] },
      '',
    );
    expect(indexedDocuments(indexed, group)).toBeNull();
    // No equality filter and no ordered field: nothing to walk.
    expect(indexedDocuments(indexed, compiled({ limit: 3 }))).toBeNull();
  });

  it('walk only the documents near the answer', () => {
    const { indexed } = stores();
    for (let i = 0; i < 5000; i++)
      indexed.put(`${COLL}/c${i}`, doc(`c${i}`, { n: int(i), state: { stringValue: 'open' } }), 1n);
    indexed.put(`${COLL}/w1`, doc('w1', { n: int(1), state: { stringValue: 'waiting' } }), 2n);
    let looked = 0;
    const counting = (query: StructuredQuery) => {
      const q = compiled(query);
      const matches = q.matches;
      q.matches = (d) => {
        looked++;
        return matches(d);
      };
      return q;
    };
    looked = 0;
    expect(names(executeQuery(indexed, counting(QUERIES['newest 6'] as StructuredQuery)))).toEqual([
      'c4999',
      'c4998',
      'c4997',
      'c4996',
      'c4995',
      'c4994',
    ]);
    expect(looked).toBe(6);
    looked = 0;
    expect(
      names(executeQuery(indexed, counting(QUERIES['every waiting'] as StructuredQuery))),
    ).toEqual(['w1']);
    expect(looked).toBe(1);
  });
});
