/** Listeners through firebase-admin (gRPC Listen): initial results, exact deltas, limits, documents. */
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { recorder } from './support/snapshots';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-listen');
});
afterAll(async () => {
  await h.close();
});

const changes = (s: QuerySnapshot) => s.docChanges().map((c) => `${c.type}:${c.doc.id}`);

describe('query listeners', () => {
  it('delivers initial results, then added / modified / removed in commit order', async () => {
    const db = h.db();
    await db.doc('l1/a').set({ n: 1 });
    await db.doc('l1/b').set({ n: 5 });
    const rec = recorder<QuerySnapshot>();
    const stop = db.collection('l1').where('n', '<', 10).onSnapshot(rec.push, rec.fail);
    expect(changes(await rec.nth(1))).toEqual(['added:a', 'added:b']);

    await db.doc('l1/c').set({ n: 2 });
    expect(changes(await rec.nth(2))).toEqual(['added:c']);
    await db.doc('l1/a').update({ n: 3 });
    const s3 = await rec.nth(3);
    expect(changes(s3)).toEqual(['modified:a']);
    expect(s3.docs.map((d) => d.id)).toEqual(['b', 'c', 'a'].sort());
    await db.doc('l1/b').update({ n: 50 });
    expect(changes(await rec.nth(4))).toEqual(['removed:b']);
    await db.doc('l1/c').delete();
    expect(changes(await rec.nth(5))).toEqual(['removed:c']);

    const batch = db.batch();
    batch.set(db.doc('l1/d'), { n: 4 });
    batch.set(db.doc('l1/e'), { n: 6 });
    batch.delete(db.doc('l1/a'));
    await batch.commit();
    const s6 = await rec.nth(6);
    expect(changes(s6).sort()).toEqual(['added:d', 'added:e', 'removed:a']);
    expect(s6.docs.map((d) => d.id)).toEqual(['d', 'e']);
    stop();
  });

  it('keeps a limited query full when documents leave it', async () => {
    const db = h.db();
    for (let i = 1; i <= 5; i++) await db.doc(`l2/d${i}`).set({ rank: i });
    const rec = recorder<QuerySnapshot>();
    const stop = db.collection('l2').orderBy('rank').limit(3).onSnapshot(rec.push, rec.fail);
    const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);
    expect(ids(await rec.nth(1))).toEqual(['d1', 'd2', 'd3']);

    await db.doc('l2/d2').delete();
    const s2 = await rec.nth(2);
    expect(ids(s2)).toEqual(['d1', 'd3', 'd4']);
    expect(changes(s2).sort()).toEqual(['added:d4', 'removed:d2']);

    await db.doc('l2/d0').set({ rank: 0 });
    const s3 = await rec.nth(3);
    expect(ids(s3)).toEqual(['d0', 'd1', 'd3']);
    expect(changes(s3).sort()).toEqual(['added:d0', 'removed:d4']);

    await db.doc('l2/d1').update({ rank: 10 });
    expect(ids(await rec.nth(4))).toEqual(['d0', 'd3', 'd4']);
    stop();
  });

  it('listens to collection groups', async () => {
    const db = h.db();
    const rec = recorder<QuerySnapshot>();
    const stop = db.collectionGroup('items').onSnapshot(rec.push, rec.fail);
    expect((await rec.nth(1)).size).toBe(0);
    await db.doc('a/1/items/x').set({ v: 1 });
    expect(changes(await rec.nth(2))).toEqual(['added:x']);
    await db.doc('b/2/items/y').set({ v: 1 });
    expect(changes(await rec.nth(3))).toEqual(['added:y']);
    await db.doc('b/2/other/z').set({ v: 1 });
    await db.doc('a/1/items/x').delete();
    expect(changes(await rec.nth(4))).toEqual(['removed:x']);
    stop();
  });

  it('gives every listener of the same query the same deltas', async () => {
    const db = h.db();
    const recs = Array.from({ length: 5 }, () => recorder<QuerySnapshot>());
    const stops = recs.map((r) => db.collection('l3').onSnapshot(r.push, r.fail));
    await Promise.all(recs.map((r) => r.nth(1)));
    await db.doc('l3/x').set({ v: 1 });
    for (const r of recs) expect(changes(await r.nth(2))).toEqual(['added:x']);
    stops.forEach((s) => s());
  });
});

describe('document listeners', () => {
  it('reports missing, created, changed and deleted', async () => {
    const db = h.db();
    const rec = recorder<DocumentSnapshot>();
    const stop = db.doc('docs/one').onSnapshot(rec.push, rec.fail);
    expect((await rec.nth(1)).exists).toBe(false);
    await db.doc('docs/one').set({ v: 1 });
    expect((await rec.nth(2)).data()).toEqual({ v: 1 });
    await db.doc('docs/one').set({ v: 2 });
    expect((await rec.nth(3)).data()).toEqual({ v: 2 });
    await db.doc('docs/one').delete();
    expect((await rec.nth(4)).exists).toBe(false);
    stop();
  });

  it('does not fire for writes that change nothing', async () => {
    const db = h.db();
    await db.doc('docs/same').set({ v: 1 });
    const rec = recorder<DocumentSnapshot>();
    const stop = db.doc('docs/same').onSnapshot(rec.push, rec.fail);
    await rec.nth(1);
    await db.doc('docs/same').set({ v: 1 });
    await db.doc('docs/same').set({ v: 2 });
    expect((await rec.nth(2)).get('v')).toBe(2);
    expect(rec.snapshots).toHaveLength(2);
    stop();
  });
});
