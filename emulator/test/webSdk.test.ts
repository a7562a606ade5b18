/** The firebase web SDK in Node (gRPC Listen and Write streams, Commit, BatchGet, aggregations). */
import {
  and,
  arrayUnion,
  average,
  Bytes,
  collection,
  count,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  GeoPoint,
  increment,
  limit,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/server';
import { recorder } from './support/snapshots';
import { webClients, type WebClients } from './support/webClient';

let emulator: RunningEmulator;
let web: WebClients;
beforeAll(async () => {
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  web = webClients('demo-web', emulator.port);
});
afterAll(async () => {
  await web.close();
  await emulator.close();
});

describe('web SDK over gRPC', () => {
  it('round-trips every value type', async () => {
    const db = web.db();
    const value = {
      nil: null,
      yes: true,
      int: 7,
      double: -2.5,
      nan: NaN,
      when: new Timestamp(1_700_000_000, 999_999_000),
      text: 'ünïcødé 🌍',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 255, 7])),
      geo: new GeoPoint(-33.9, 151.2),
      ref: doc(db, 'some/where'),
      list: [1, 'a', { deep: [true] }],
      map: { a: { b: { c: 'd' } } },
    };
    await setDoc(doc(db, 'webValues/all'), value);
    const data = (await getDoc(doc(db, 'webValues/all'))).data() as typeof value;
    expect(data.nan).toBeNaN();
    expect(data.bytes.isEqual(value.bytes)).toBe(true);
    expect(data.geo.isEqual(value.geo)).toBe(true);
    expect(data.when.isEqual(value.when)).toBe(true);
    expect(data.ref.path).toBe('some/where');
    expect({ ...data, nan: 0, bytes: 0, geo: 0, when: 0, ref: 0 }).toEqual({
      ...value,
      nan: 0,
      bytes: 0,
      geo: 0,
      when: 0,
      ref: 0,
    });
  });

  it('writes through the Write stream and reads through Listen', async () => {
    const db = web.db();
    const ref = doc(db, 'web/a');
    await setDoc(ref, { n: 1, at: serverTimestamp(), tags: ['x'] });
    await updateDoc(ref, { n: increment(2), tags: arrayUnion('y') });
    const snap = await getDoc(ref);
    expect(snap.get('n')).toBe(3);
    expect(snap.get('tags')).toEqual(['x', 'y']);
    expect(snap.get('at')).toBeInstanceOf(Timestamp);
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('sees writes from another client in a query listener, with exact changes', async () => {
    const writer = web.db();
    const reader = web.db();
    const rec = recorder<QuerySnapshot>();
    const stop = onSnapshot(
      query(collection(reader, 'live'), orderBy('n'), limit(2)),
      rec.push,
      rec.fail,
    );
    const ids = (s: QuerySnapshot) => s.docs.map((d) => d.id);
    expect(ids(await rec.nth(1))).toEqual([]);
    await setDoc(doc(writer, 'live/b'), { n: 2 });
    await setDoc(doc(writer, 'live/c'), { n: 3 });
    await setDoc(doc(writer, 'live/a'), { n: 1 });
    await expect
      .poll(() => ids(rec.snapshots[rec.snapshots.length - 1] as QuerySnapshot))
      .toEqual(['a', 'b']);
    const before = rec.snapshots.length;
    await deleteDoc(doc(writer, 'live/a'));
    const after = await rec.nth(before + 1);
    expect(ids(after)).toEqual(['b', 'c']);
    expect(
      after
        .docChanges()
        .map((c) => `${c.type}:${c.doc.id}`)
        .sort(),
    ).toEqual(['added:c', 'removed:a']);
    stop();
  });

  it('listens to a document written by another client', async () => {
    const writer = web.db();
    const reader = web.db();
    const rec = recorder<DocumentSnapshot>();
    const stop = onSnapshot(doc(reader, 'watched/d'), rec.push, rec.fail);
    expect((await rec.nth(1)).exists()).toBe(false);
    await setDoc(doc(writer, 'watched/d'), { v: 1 });
    expect((await rec.nth(2)).data()).toEqual({ v: 1 });
    stop();
  });

  it('runs queries with OR and compound filters', async () => {
    const db = web.db();
    const batch = writeBatch(db);
    [1, 2, 3, 4].forEach((n) => batch.set(doc(db, `wq/n${n}`), { n, even: n % 2 === 0 }));
    await batch.commit();
    const q = query(
      collection(db, 'wq'),
      or(where('n', '==', 1), and(where('even', '==', true), where('n', '>', 2))),
    );
    expect((await getDocs(q)).docs.map((d) => d.id)).toEqual(['n1', 'n4']);
  });

  it('aggregates on the server', async () => {
    const db = web.db();
    const batch = writeBatch(db);
    [2, 4, 6].forEach((n) => batch.set(doc(db, `wagg/n${n}`), { n }));
    await batch.commit();
    const snap = await getAggregateFromServer(collection(db, 'wagg'), {
      c: count(),
      s: sum('n'),
      a: average('n'),
    });
    expect(snap.data()).toEqual({ c: 3, s: 12, a: 4 });
  });

  it('runs 20 concurrent transactions on one counter to exactly 20', async () => {
    const db = web.db();
    const ref = doc(db, 'wcounter/c');
    await setDoc(ref, { n: 0 });
    const clients = Array.from({ length: 4 }, () => web.db());
    const attempts = Array.from({ length: 20 }, () => 0);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runTransaction(clients[i % 4]!, async (tx) => {
          attempts[i]!++;
          const snap = await tx.get(doc(clients[i % 4]!, 'wcounter/c'));
          tx.update(snap.ref, { n: (snap.get('n') as number) + 1 });
        }),
      ),
    );
    // The web SDK transacts optimistically (update-time preconditions): conflicts are retried.
    expect(Math.max(...attempts)).toBeLessThanOrEqual(5);
    expect((await getDoc(ref)).get('n')).toBe(20);
  }, 60_000);

  it('uses a named database through getFirestore(app, id)', async () => {
    const eu = web.db({ database: 'voiceglow-eu' });
    const def = web.db();
    await setDoc(doc(eu, 'regional/x'), { region: 'eu' });
    expect((await getDoc(doc(eu, 'regional/x'))).get('region')).toBe('eu');
    expect((await getDoc(doc(def, 'regional/x'))).exists()).toBe(false);
  });
});
