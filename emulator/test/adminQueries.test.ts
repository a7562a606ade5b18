/** Queries through firebase-admin: every filter, ordering across types, cursors, groups, OR, projections. */
import {
  AggregateField as FirebaseFirestoreAggregate,
  FieldPath,
  Filter,
  GeoPoint,
  Timestamp,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
const ids = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

beforeAll(async () => {
  h = await startAdminHarness('demo-queries');
  const db = h.db();
  const batch = db.batch();
  const people: Record<string, Record<string, unknown>> = {
    ann: { age: 30, city: 'Berlin', tags: ['a', 'b'], score: 1.5, active: true },
    bob: { age: 25, city: 'Paris', tags: ['b'], score: 2, active: false },
    cid: { age: 35, city: 'Berlin', tags: ['c'], score: null, active: true },
    dee: { age: 25, city: 'Rome', tags: [], score: NaN, active: true },
    eve: { city: 'Paris', tags: ['a', 'c'], active: false },
  };
  for (const [id, data] of Object.entries(people)) batch.set(db.doc(`people/${id}`), data);
  await batch.commit();
});
afterAll(async () => {
  await h.close();
});

describe('field filters', () => {
  const people = () => h.db().collection('people');

  it('compares with == != < <= > >= on one type only', async () => {
    expect(ids(await people().where('age', '==', 25).get())).toEqual(['bob', 'dee']);
    expect(ids(await people().where('age', '<', 30).get())).toEqual(['bob', 'dee']);
    expect(ids(await people().where('age', '<=', 30).get())).toEqual(['bob', 'dee', 'ann']);
    expect(ids(await people().where('age', '>', 25).get())).toEqual(['ann', 'cid']);
    expect(ids(await people().where('age', '>=', 30).get())).toEqual(['ann', 'cid']);
    expect(ids(await people().where('age', '>', 'a').get())).toEqual([]);
  });

  it('!= and not-in skip documents without the field', async () => {
    expect(ids(await people().where('age', '!=', 25).get())).toEqual(['ann', 'cid']);
    expect(ids(await people().where('city', 'not-in', ['Berlin', 'Rome']).get())).toEqual([
      'bob',
      'eve',
    ]);
  });

  it('matches in, array-contains and array-contains-any', async () => {
    expect(ids(await people().where('city', 'in', ['Rome', 'Paris']).get())).toEqual([
      'bob',
      'dee',
      'eve',
    ]);
    expect(ids(await people().where('tags', 'array-contains', 'a').get())).toEqual(['ann', 'eve']);
    expect(ids(await people().where('tags', 'array-contains-any', ['c', 'b']).get())).toEqual([
      'ann',
      'bob',
      'cid',
      'eve',
    ]);
  });

  it('matches null and NaN (unary filters)', async () => {
    expect(ids(await people().where('score', '==', null).get())).toEqual(['cid']);
    expect(ids(await people().where('score', '==', NaN).get())).toEqual(['dee']);
    // != is an inequality: results are ordered by the field (NaN sorts first among numbers).
    expect(ids(await people().where('score', '!=', null).get())).toEqual(['dee', 'ann', 'bob']);
    expect(ids(await people().where('score', '!=', NaN).get())).toEqual(['ann', 'bob']);
  });

  it('combines AND and OR filters', async () => {
    const q = people().where(
      Filter.or(
        Filter.where('city', '==', 'Rome'),
        Filter.and(Filter.where('city', '==', 'Berlin'), Filter.where('age', '>', 30)),
      ),
    );
    // The inequality inside the OR orders the results by age.
    expect(ids(await q.get())).toEqual(['dee', 'cid']);
    const q2 = people()
      .where('active', '==', true)
      .where(Filter.or(Filter.where('age', '==', 30), Filter.where('age', '==', 25)));
    expect(ids(await q2.get())).toEqual(['ann', 'dee']);
  });

  it('filters by document id', async () => {
    expect(ids(await people().where(FieldPath.documentId(), '>=', 'c').get())).toEqual([
      'cid',
      'dee',
      'eve',
    ]);
    const refs = [h.db().doc('people/bob'), h.db().doc('people/eve')];
    expect(ids(await people().where(FieldPath.documentId(), 'in', refs).get())).toEqual([
      'bob',
      'eve',
    ]);
  });

  it('rejects more than 30 disjunctions', async () => {
    const values = Array.from({ length: 31 }, (_, i) => i);
    const err = await people()
      .where(Filter.or(...values.map((v) => Filter.where('age', '==', v))))
      .get()
      .catch((e: unknown) => e);
    expect((err as { code: number }).code).toBe(3);
  });
});

describe('ordering', () => {
  it('orders by fields with __name__ as the implicit tie-breaker in the last direction', async () => {
    const people = h.db().collection('people');
    expect(ids(await people.orderBy('age').get())).toEqual(['bob', 'dee', 'ann', 'cid']);
    expect(ids(await people.orderBy('age', 'desc').get())).toEqual(['cid', 'ann', 'dee', 'bob']);
    // eve has no age: ordering by a field excludes documents without it.
    expect(ids(await people.orderBy('city').orderBy('age', 'desc').get())).toEqual([
      'cid',
      'ann',
      'bob',
      'dee',
    ]);
  });

  it('orders implicitly by inequality fields', async () => {
    const people = h.db().collection('people');
    expect(ids(await people.where('age', '>', 0).get())).toEqual(['bob', 'dee', 'ann', 'cid']);
    expect(ids(await people.where('age', '>', 0).where('city', '>', 'A').get())).toEqual([
      'bob',
      'dee',
      'ann',
      'cid',
    ]);
  });

  it('orders values of different types in Firestore type order', async () => {
    const db = h.db();
    const mixed: [string, unknown][] = [
      ['a-map', { a: 1 }],
      ['b-array', [1, 2]],
      ['c-geo', new GeoPoint(1, 2)],
      ['d-ref', db.doc('x/y')],
      ['e-bytes', Buffer.from('ab')],
      ['f-string', 'text'],
      ['g-time', new Timestamp(10, 0)],
      ['h-number', 7],
      ['i-nan', NaN],
      ['j-double', -1.5],
      ['k-bool', false],
      ['l-null', null],
      ['m-true', true],
      ['n-unicode', '\u{1F600}'],
      ['o-bmp', '\uFFFD'],
    ];
    const batch = db.batch();
    for (const [id, v] of mixed) batch.set(db.doc(`mixed/${id}`), { v });
    await batch.commit();
    expect(ids(await db.collection('mixed').orderBy('v').get())).toEqual([
      'l-null',
      'k-bool',
      'm-true',
      'i-nan',
      'j-double',
      'h-number',
      'g-time',
      'f-string',
      'o-bmp',
      'n-unicode',
      'e-bytes',
      'd-ref',
      'c-geo',
      'b-array',
      'a-map',
    ]);
  });
});

describe('cursors, limits and offsets', () => {
  const nums = () => h.db().collection('nums');
  beforeAll(async () => {
    const batch = h.db().batch();
    for (let i = 1; i <= 10; i++)
      batch.set(h.db().doc(`nums/n${String(i).padStart(2, '0')}`), { i, parity: i % 2 });
    await batch.commit();
  });

  it('supports startAt, startAfter, endAt, endBefore', async () => {
    const q = nums().orderBy('i');
    expect(ids(await q.startAt(3).endAt(5).get())).toEqual(['n03', 'n04', 'n05']);
    expect(ids(await q.startAfter(3).endBefore(6).get())).toEqual(['n04', 'n05']);
    expect(ids(await nums().orderBy('i', 'desc').startAt(3).limit(2).get())).toEqual([
      'n03',
      'n02',
    ]);
  });

  it('supports document snapshots as cursors (with the implicit __name__ order)', async () => {
    const n05 = await h.db().doc('nums/n05').get();
    expect(ids(await nums().orderBy('parity').startAfter(n05).get())).toEqual(['n07', 'n09']);
  });

  it('applies limit, offset and limitToLast', async () => {
    expect(ids(await nums().orderBy('i').limit(3).get())).toEqual(['n01', 'n02', 'n03']);
    expect(ids(await nums().orderBy('i').offset(8).get())).toEqual(['n09', 'n10']);
    expect(ids(await nums().orderBy('i').limitToLast(2).get())).toEqual(['n09', 'n10']);
  });

  it('reads only masked fields with getAll({ fieldMask })', async () => {
    const db = h.db();
    const [snap] = await db.getAll(db.doc('people/ann'), { fieldMask: ['city', 'tags'] });
    expect(snap?.data()).toEqual({ city: 'Berlin', tags: ['a', 'b'] });
  });

  it('projects fields with select', async () => {
    const snap = await nums().where('i', '==', 4).select('parity').get();
    expect(snap.docs[0]?.data()).toEqual({ parity: 0 });
  });
});

describe('collection groups and listings', () => {
  beforeAll(async () => {
    const db = h.db();
    await db.doc('rooms/r1/messages/m1').set({ n: 1 });
    await db.doc('rooms/r1/messages/m2').set({ n: 2 });
    await db.doc('rooms/r2/messages/m3').set({ n: 3 });
    await db.doc('other/o1/messages/m4').set({ n: 4 });
    await db.doc('rooms/r2/notes/x').set({ n: 5 });
  });

  it('queries a collection group across parents', async () => {
    const snap = await h.db().collectionGroup('messages').where('n', '>=', 2).get();
    expect(snap.docs.map((d) => d.ref.path)).toEqual([
      'rooms/r1/messages/m2',
      'rooms/r2/messages/m3',
      'other/o1/messages/m4',
    ]);
  });

  it('lists subcollections and documents including missing parents', async () => {
    const db = h.db();
    const cols = await db.doc('rooms/r2').listCollections();
    expect(cols.map((c) => c.id)).toEqual(['messages', 'notes']);
    const refs = await db.collection('rooms').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['r1', 'r2']);
    const root = await db.listCollections();
    expect(root.map((c) => c.id)).toContain('rooms');
  });

  it('splits collection group queries into partitions', async () => {
    const partitions = [];
    for await (const p of h.db().collectionGroup('messages').getPartitions(3)) partitions.push(p);
    expect(partitions.length).toBeGreaterThanOrEqual(1);
    const all = await partitions[0]!.toQuery().get();
    expect(all.size).toBe(4);
  });

  it('deletes a whole tree recursively', async () => {
    const db = h.db();
    await db.recursiveDelete(db.collection('rooms'));
    expect((await db.collectionGroup('messages').get()).docs.map((d) => d.ref.path)).toEqual([
      'other/o1/messages/m4',
    ]);
  });
});

describe('aggregations', () => {
  it('counts, sums and averages', async () => {
    const people = h.db().collection('people');
    const snap = await people
      .aggregate({
        n: FirebaseFirestoreAggregate.count(),
        total: FirebaseFirestoreAggregate.sum('age'),
        mean: FirebaseFirestoreAggregate.average('age'),
      })
      .get();
    // eve has no age: with several aggregations only documents holding every aggregated field count.
    expect(snap.data()).toEqual({ n: 4, total: 115, mean: 28.75 });
    expect((await people.where('city', '==', 'Berlin').count().get()).data().count).toBe(2);
    const none = await people
      .where('city', '==', 'Nowhere')
      .aggregate({
        s: FirebaseFirestoreAggregate.sum('age'),
        a: FirebaseFirestoreAggregate.average('age'),
      })
      .get();
    expect(none.data()).toEqual({ s: 0, a: null });
    expect((await people.orderBy('age').limit(2).count().get()).data().count).toBe(2);
  });
});

describe('explain', () => {
  it('plans without running, and analyzes with results and statistics', async () => {
    const q = h.db().collection('people').where('city', '==', 'Berlin');
    const plan = await q.explain({ analyze: false });
    expect(plan.snapshot).toBeNull();
    expect(plan.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
    const run = await q.explain({ analyze: true });
    expect(run.snapshot?.docs.map((d) => d.id)).toEqual(['ann', 'cid']);
    expect(run.metrics.executionStats?.resultsReturned).toBe(2);
    const agg = await q.count().explain({ analyze: true });
    expect(agg.snapshot?.data().count).toBe(2);
  });
});
