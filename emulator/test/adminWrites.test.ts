/** Writes through firebase-admin: set, merge, update paths, delete, preconditions, transforms, batches. */
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-writes');
});
afterAll(async () => {
  await h.close();
});

const code = (e: unknown) => (e as { code?: number }).code;

describe('set, merge and update', () => {
  it('replaces the whole document on set', async () => {
    const ref = h.db().doc('w/set');
    await ref.set({ a: 1, b: { c: 2 } });
    await ref.set({ z: 9 });
    expect((await ref.get()).data()).toEqual({ z: 9 });
  });

  it('merges nested maps with merge: true and keeps other fields', async () => {
    const ref = h.db().doc('w/merge');
    await ref.set({ a: 1, nested: { x: 1, y: 2 } });
    await ref.set({ nested: { y: 3, z: 4 }, b: 2 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, nested: { x: 1, y: 3, z: 4 } });
  });

  it('merges only the named fields with mergeFields', async () => {
    const ref = h.db().doc('w/mergeFields');
    await ref.set({ a: 1, b: 1, nested: { x: 1, y: 1 } });
    await ref.set({ a: 2, b: 2, nested: { x: 2, y: 2 } }, { mergeFields: ['a', 'nested.x'] });
    expect((await ref.get()).data()).toEqual({ a: 2, b: 1, nested: { x: 2, y: 1 } });
  });

  it('updates dotted paths, FieldPath segments and deletes fields', async () => {
    const ref = h.db().doc('w/update');
    await ref.set({ a: { b: 1, c: 2 }, 'odd.key': 1, gone: true });
    await ref.update({ 'a.b': 10, gone: FieldValue.delete(), 'fresh.deep': 'x' });
    await ref.update(new FieldPath('odd.key'), 5);
    await ref.update(new FieldPath('with space', 'and`tick'), 7);
    expect((await ref.get()).data()).toEqual({
      a: { b: 10, c: 2 },
      'odd.key': 5,
      fresh: { deep: 'x' },
      'with space': { 'and`tick': 7 },
    });
  });

  it('deletes documents, and deleting a missing one succeeds', async () => {
    const ref = h.db().doc('w/delete');
    await ref.set({ a: 1 });
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
    await expect(ref.delete()).resolves.toBeDefined();
  });

  it('keeps the update time when a write changes nothing', async () => {
    const ref = h.db().doc('w/noop');
    const first = await ref.set({ a: 1 });
    const second = await ref.set({ a: 1 });
    expect(second.writeTime.isEqual(first.writeTime)).toBe(true);
  });
});

describe('preconditions', () => {
  it('create fails with ALREADY_EXISTS on an existing document', async () => {
    const ref = h.db().doc('p/create');
    await ref.create({ a: 1 });
    const err = await ref.create({ a: 2 }).catch((e: unknown) => e);
    expect(code(err)).toBe(6);
    expect(String((err as Error).message)).toContain('Document already exists');
  });

  it('update fails with NOT_FOUND on a missing document', async () => {
    const err = await h
      .db()
      .doc('p/missing')
      .update({ a: 1 })
      .catch((e: unknown) => e);
    expect(code(err)).toBe(5);
    expect(String((err as Error).message)).toContain('No document to update');
  });

  it('checks lastUpdateTime preconditions', async () => {
    const ref = h.db().doc('p/time');
    const w = await ref.set({ a: 1 });
    await ref.update({ a: 2 }, { lastUpdateTime: w.writeTime });
    const err = await ref
      .update({ a: 3 }, { lastUpdateTime: w.writeTime })
      .catch((e: unknown) => e);
    expect(code(err)).toBe(9);
    const stale = await ref
      .delete({ lastUpdateTime: new Timestamp(1, 0) })
      .catch((e: unknown) => e);
    expect(code(stale)).toBe(9);
    expect((await ref.get()).get('a')).toBe(2);
  });
});

describe('transforms', () => {
  it('applies serverTimestamp at the commit time', async () => {
    const ref = h.db().doc('t/ts');
    const res = await ref.set({
      at: FieldValue.serverTimestamp(),
      nested: { at: FieldValue.serverTimestamp() },
    });
    const snap = await ref.get();
    expect((snap.get('at') as Timestamp).isEqual(res.writeTime)).toBe(true);
    expect((snap.get('nested.at') as Timestamp).isEqual(res.writeTime)).toBe(true);
  });

  it('increments integers exactly, doubles as doubles, and missing fields from zero', async () => {
    const ref = h.db().doc('t/inc');
    await ref.set({ i: 1, d: 1.5, s: 'text' });
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(1),
      s: FieldValue.increment(3),
      m: FieldValue.increment(5),
    });
    await ref.update({ i: FieldValue.increment(0.5) });
    expect((await ref.get()).data()).toEqual({ i: 3.5, d: 2.5, s: 3, m: 5 });
    await ref.set({ big: Number.MAX_SAFE_INTEGER });
    await ref.update({ big: FieldValue.increment(1) });
    expect((await ref.get()).get('big')).toBe(Number.MAX_SAFE_INTEGER + 1);
  });

  it('unions and removes array elements by value equality', async () => {
    const ref = h.db().doc('t/arrays');
    await ref.set({ a: [1, 2, { x: 1 }], b: 'not an array' });
    await ref.update({
      a: FieldValue.arrayUnion(2, 3, { x: 1 }, { x: 2 }, 3),
      b: FieldValue.arrayUnion('q'),
    });
    expect((await ref.get()).data()).toEqual({ a: [1, 2, { x: 1 }, 3, { x: 2 }], b: ['q'] });
    await ref.update({ a: FieldValue.arrayRemove(1, { x: 1 }, 99), c: FieldValue.arrayRemove(1) });
    expect((await ref.get()).data()).toEqual({ a: [2, 3, { x: 2 }], b: ['q'], c: [] });
  });
});

describe('batches', () => {
  it('commits every write of a batch at one time', async () => {
    const db = h.db();
    const batch = db.batch();
    batch.set(db.doc('b/one'), { n: 1 });
    batch.set(db.doc('b/two'), { n: 2 });
    batch.update(db.doc('b/one'), { m: 1 });
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect((await db.doc('b/one').get()).data()).toEqual({ n: 1, m: 1 });
    const [one, two] = await db.getAll(db.doc('b/one'), db.doc('b/two'));
    expect(one?.updateTime?.isEqual(two?.updateTime as Timestamp)).toBe(true);
  });

  it('applies nothing when one write of a batch fails', async () => {
    const db = h.db();
    const batch = db.batch();
    batch.set(db.doc('b/atomic1'), { n: 1 });
    batch.update(db.doc('b/does-not-exist'), { n: 2 });
    const err = await batch.commit().catch((e: unknown) => e);
    expect(code(err)).toBe(5);
    expect((await db.doc('b/atomic1').get()).exists).toBe(false);
  });

  it('reports per-write outcomes through BulkWriter (BatchWrite)', async () => {
    const db = h.db();
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    const ok = writer.set(db.doc('bulk/a'), { n: 1 });
    const bad = writer.update(db.doc('bulk/missing'), { n: 1 }).catch((e: unknown) => e);
    await writer.close();
    await expect(ok).resolves.toBeDefined();
    expect(code(await bad)).toBe(5);
    expect((await db.doc('bulk/a').get()).get('n')).toBe(1);
  });
});
