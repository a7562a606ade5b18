/**
 * Resuming a listen target, as the web SDK does when it listens again to a
 * query it still holds a resume token for: the emulator sends only what
 * changed since the token plus an existence filter with the current count; a
 * client that missed deletions sees its count differ and listens afresh, so
 * its snapshot ends exactly right.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  onSnapshot,
  query,
  terminate,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListenResponse } from '../src/engine/types';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { recorder } from './support/snapshots';

let h: AdminHarness;
let app: FirebaseApp;
let db: Firestore;
const responses: ListenResponse[] = [];

beforeAll(async () => {
  h = await startAdminHarness('demo-resume');
  // Record every Listen response the engine sends, whatever the transport.
  const engine = h.emulator.engine;
  const listen = engine.listen.bind(engine);
  engine.listen = (database, caller, send, fail) =>
    listen(database, caller, (m) => (responses.push(m), send(m)), fail);
  app = initializeApp({ projectId: 'demo-resume', apiKey: 'fake-api-key' }, 'resume');
  // The LRU cache keeps a query's target (and resume token) after its last listener goes.
  db = initializeFirestore(app, {
    localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }),
  });
  connectFirestoreEmulator(db, '127.0.0.1', h.emulator.port);
});
afterAll(async () => {
  await terminate(db);
  await deleteApp(app);
  await h.close();
});

const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);
const filters = () => responses.filter((m) => m.filter).map((m) => m.filter.count as number);

describe('resumed listen targets', () => {
  it('sends changes since the token with an existence filter; a client that missed a delete refetches', async () => {
    const admin = h.db();
    await Promise.all(['a', 'b', 'c'].map((id) => admin.doc(`tasks/${id}`).set({ open: true })));
    const q = query(collection(db, 'tasks'), where('open', '==', true));

    const first = recorder<QuerySnapshot>();
    let stop = onSnapshot(q, (s) => first.push(s));
    expect(ids(await first.nth(1))).toEqual(['a', 'b', 'c']);
    stop();

    // While nobody listens: one document is deleted, one leaves the results, one arrives.
    await admin.doc('tasks/a').delete();
    await admin.doc('tasks/b').update({ open: false });
    await admin.doc('tasks/d').set({ open: true });

    const second = recorder<QuerySnapshot>();
    stop = onSnapshot(q, (s) => second.push(s));
    try {
      // First the cache, then the server's answer; the last snapshot is exact.
      await expect
        .poll(() => second.snapshots.at(-1) && ids(second.snapshots.at(-1)!), { timeout: 5000 })
        .toEqual(['c', 'd']);
      expect(filters()).toEqual([2]);
      expect(second.snapshots.at(-1)!.metadata.fromCache).toBe(false);
    } finally {
      stop();
    }
  });

  it('tells a resumed document listener that its document was deleted meanwhile', async () => {
    const admin = h.db();
    await admin.doc('notes/n1').set({ text: 'hi' });
    const ref = doc(db, 'notes/n1');
    const first = recorder<DocumentSnapshot>();
    let stop = onSnapshot(ref, (s) => first.push(s));
    expect((await first.nth(1)).exists()).toBe(true);
    stop();
    await admin.doc('notes/n1').delete();
    const second = recorder<DocumentSnapshot>();
    stop = onSnapshot(ref, (s) => second.push(s));
    try {
      await expect.poll(() => second.snapshots.at(-1)?.exists(), { timeout: 5000 }).toBe(false);
      expect(filters().at(-1)).toBe(0);
    } finally {
      stop();
    }
  });
});
