/** The first end-to-end path: firebase-admin writes, reads and queries over gRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-smoke');
});
afterAll(async () => {
  await h.close();
});

describe('firebase-admin smoke', () => {
  it('writes, reads back and queries a document', async () => {
    const db = h.db();
    await db.doc('things/a').set({ n: 1, tag: 'x' });
    await db.doc('things/b').set({ n: 2, tag: 'y' });
    const snap = await db.doc('things/a').get();
    expect(snap.exists).toBe(true);
    expect(snap.data()).toEqual({ n: 1, tag: 'x' });
    const q = await db.collection('things').where('n', '>', 1).get();
    expect(q.docs.map((d) => d.id)).toEqual(['b']);
  });
});
