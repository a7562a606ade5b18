/**
 * Numeric document ids (`__id<int64>__`, as Datastore-mode and legacy keys
 * appear in Firestore): accepted, and ordered numerically before every string
 * id in queries, cursors, listings and listeners.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { collection, onSnapshot, orderBy, query, type QuerySnapshot } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { recorder } from './support/snapshots';
import { webClients, type WebClients } from './support/webClient';

let h: AdminHarness;
let web: WebClients;
const IDS = ['b', '__id123__', 'a', '__id-5__', '__id7__', '__id9223372036854775807__'];
const ORDERED = ['__id-5__', '__id7__', '__id123__', '__id9223372036854775807__', 'a', 'b'];

beforeAll(async () => {
  h = await startAdminHarness('demo-numeric-ids');
  web = webClients('demo-numeric-ids', h.emulator.port);
  const batch = h.db().batch();
  IDS.forEach((id, n) => batch.set(h.db().doc(`keys/${id}`), { n }));
  await batch.commit();
});
afterAll(async () => {
  await web.close();
  await h.close();
});

const ids = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id);

describe('numeric document ids', () => {
  it('are stored and read back', async () => {
    const snap = await h.db().doc('keys/__id123__').get();
    expect(snap.exists).toBe(true);
    expect(snap.get('n')).toBe(1);
  });

  it('order numerically before string ids in queries, both directions', async () => {
    const keys = h.db().collection('keys');
    expect(ids(await keys.get())).toEqual(ORDERED);
    expect(ids(await keys.orderBy(FieldPath.documentId(), 'desc').get())).toEqual(
      [...ORDERED].reverse(),
    );
    expect(ids(await keys.orderBy(FieldPath.documentId()).startAfter('__id7__').get())).toEqual(
      ORDERED.slice(2),
    );
    expect(ids(await keys.where(FieldPath.documentId(), '<', keys.doc('a')).get())).toEqual(
      ORDERED.slice(0, 4),
    );
  });

  it('order numerically in document listings', async () => {
    const refs = await h.db().collection('keys').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(ORDERED);
  });

  it('order numerically in a web SDK listener, including one added later', async () => {
    const db = web.db();
    const rec = recorder<QuerySnapshot>();
    const stop = onSnapshot(query(collection(db, 'keys'), orderBy('__name__')), (s) => rec.push(s));
    try {
      expect(ids(await rec.nth(1))).toEqual(ORDERED);
      await h.db().doc('keys/__id-9223372036854775808__').set({ n: 99 });
      expect(ids(await rec.nth(2))).toEqual(['__id-9223372036854775808__', ...ORDERED]);
    } finally {
      stop();
    }
  });

  it('refuses ids that only look numeric, and numeric collection ids', async () => {
    for (const id of [
      '__id__',
      '__idx1__',
      '__id1.5__',
      '__id007__',
      '__id9223372036854775808__',
    ]) {
      await expect(h.db().doc(`keys/${id}`).set({ n: 0 })).rejects.toThrow(/reserved|invalid/i);
    }
    await expect(h.db().doc('__id5__/doc').set({ n: 0 })).rejects.toThrow(/reserved|invalid/i);
  });
});
