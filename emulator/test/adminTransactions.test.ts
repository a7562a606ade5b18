/** Transactions through firebase-admin: contention, retries, read-only reads, queries inside. */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-txn');
});
afterAll(async () => {
  await h.close();
});

describe('transactions', () => {
  it('20 concurrent read-modify-write transactions on one counter end at exactly 20', async () => {
    const db = h.db();
    const ref = db.doc('counters/c');
    await ref.set({ n: 0 });
    let attempts = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (tx) => {
          attempts++;
          const snap = await tx.get(ref);
          tx.update(ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('n')).toBe(20);
    expect(attempts).toBeGreaterThanOrEqual(20);
  });

  it('retries when a plain write changes a document the transaction read', async () => {
    const db = h.db();
    const ref = db.doc('counters/outside');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await ref.set({ n: 100 });
      tx.set(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('commits writes of a transaction atomically, including creates of documents read as missing', async () => {
    const db = h.db();
    const a = db.doc('tx/a');
    const b = db.doc('tx/b');
    await db.runTransaction(async (tx) => {
      const [sa, sb] = await tx.getAll(a, b);
      expect(sa?.exists).toBe(false);
      expect(sb?.exists).toBe(false);
      tx.create(a, { v: 1 }).set(b, { v: 2, at: FieldValue.serverTimestamp() });
    });
    const [sa, sb] = await db.getAll(a, b);
    expect(sa?.updateTime?.isEqual(sb?.updateTime as Timestamp)).toBe(true);
  });

  it('runs queries inside transactions', async () => {
    const db = h.db();
    await db.doc('txq/1').set({ open: true });
    await db.doc('txq/2').set({ open: true });
    await db.doc('txq/3').set({ open: false });
    const closed = await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.collection('txq').where('open', '==', true));
      snap.docs.forEach((d) => tx.update(d.ref, { open: false }));
      return snap.size;
    });
    expect(closed).toBe(2);
    const left = await db.collection('txq').where('open', '==', true).get();
    expect(left.size).toBe(0);
  });

  it('conflicts with a document inserted into a range it queried (no phantoms)', async () => {
    const db = h.db();
    await db.doc('slots/a').set({ day: 1 });
    await db.doc('slots/z').set({ day: 2 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const booked = await tx.get(db.collection('slots').where('day', '==', 1));
      if (attempts === 1) await db.doc('slots/b').set({ day: 1 });
      tx.set(db.doc('summaries/day1'), { booked: booked.size });
    });
    expect(attempts).toBe(2);
    expect((await db.doc('summaries/day1').get()).get('booked')).toBe(2);
  });

  it('conflicts with a document removed from a counted range, and not with writes outside it', async () => {
    const db = h.db();
    await db.doc('seats/s1').set({ row: 1 });
    await db.doc('seats/s2').set({ row: 1 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const n = await tx.get(db.collection('seats').where('row', '==', 1).count());
      if (attempts === 1) await db.doc('seats/s2').update({ row: 2 });
      if (attempts === 2) await db.doc('seats/s9').set({ row: 7 });
      tx.set(db.doc('summaries/row1'), { seats: n.data().count });
    });
    expect(attempts).toBe(2);
    expect((await db.doc('summaries/row1').get()).get('seats')).toBe(1);
  });

  it('rolls back when the update function throws', async () => {
    const db = h.db();
    const ref = db.doc('tx/rollback');
    await ref.set({ v: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { v: 2 });
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    expect((await ref.get()).get('v')).toBe(1);
    // The lock was released: a new transaction on the document goes through at once.
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { v: 3 });
    });
    expect((await ref.get()).get('v')).toBe(3);
  });

  it('reads a consistent past snapshot in read-only transactions with readTime', async () => {
    const db = h.db();
    const ref = db.doc('tx/readonly');
    const w = await ref.set({ v: 'old' });
    await ref.set({ v: 'new' });
    const past = await db.runTransaction((tx) => tx.get(ref), {
      readOnly: true,
      readTime: w.writeTime,
    });
    expect(past.get('v')).toBe('old');
    const now = await db.runTransaction((tx) => tx.get(ref), { readOnly: true });
    expect(now.get('v')).toBe('new');
  });

  it('reads past versions with getAll at a readTime outside transactions', async () => {
    const db = h.db();
    const ref = db.doc('tx/pastGet');
    const w = await ref.set({ v: 1 });
    await ref.delete();
    const [snap] = await db.runTransaction((tx) => tx.getAll(ref), {
      readOnly: true,
      readTime: w.writeTime,
    });
    expect(snap?.get('v')).toBe(1);
    expect((await ref.get()).exists).toBe(false);
  });
});
