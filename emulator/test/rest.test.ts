/**
 * The REST API through the unmodified lite SDK (`firebase/firestore/lite`
 * speaks REST only): values, writes, queries, aggregations, transactions and
 * rules denials, against the emulator started in-process.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  average,
  Bytes,
  collection,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  GeoPoint,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/server';

const PROJECT = 'demo-rest';
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let base: string;
const apps: FirebaseApp[] = [];

function client(uid?: string): Firestore {
  const app = initializeApp({ projectId: PROJECT }, `rest-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    emulator.port,
    uid ? { mockUserToken: { user_id: uid } } : {},
  );
  return db;
}

beforeAll(async () => {
  // Expected failures (denials, contention retries) would otherwise log as SDK warnings.
  setLogLevel('silent');
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  base = `http://127.0.0.1:${emulator.port}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await putRules(
    'rules_version = "2"; service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }',
  );
});

async function putRules(content: string): Promise<Response> {
  return fetch(`${base}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content }] } }),
  });
}

describe('lite SDK over REST', () => {
  it('round-trips every value type', async () => {
    const db = client();
    const when = new Timestamp(1_700_000_000, 123_456_000);
    const value = {
      nil: null,
      yes: true,
      int: 9007199254740991,
      neg: -42,
      dbl: 1.5,
      nan: NaN,
      inf: -Infinity,
      when,
      text: 'héllo ✓ 😀',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 1, 254, 255])),
      ref: doc(db, 'other/x'),
      geo: new GeoPoint(48.85, 2.35),
      list: [1, 'two', false, { deep: ['x'] }],
      map: { a: { b: { c: 1 } }, empty: {} },
    };
    await setDoc(doc(db, 'values/all'), value);
    const snap = await getDoc(doc(db, 'values/all'));
    const data = snap.data()!;
    expect(data.nil).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.int).toBe(9007199254740991);
    expect(data.neg).toBe(-42);
    expect(data.dbl).toBe(1.5);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(-Infinity);
    expect((data.when as Timestamp).isEqual(when)).toBe(true);
    expect(data.text).toBe('héllo ✓ 😀');
    expect([...(data.bytes as Bytes).toUint8Array()]).toEqual([0, 1, 254, 255]);
    expect(data.ref.path).toBe('other/x');
    expect((data.geo as GeoPoint).isEqual(new GeoPoint(48.85, 2.35))).toBe(true);
    expect(data.list).toEqual([1, 'two', false, { deep: ['x'] }]);
    expect(data.map).toEqual({ a: { b: { c: 1 } }, empty: {} });
    expect((await getDoc(doc(db, 'values/missing'))).exists()).toBe(false);
  });

  it('updates, merges, transforms, batches and deletes', async () => {
    const db = client();
    const ref = doc(db, 'rooms/r1');
    await setDoc(ref, { title: 'a', count: 1, tags: ['x'] });
    await updateDoc(ref, { count: increment(2), 'nested.field': 'n', at: serverTimestamp() });
    await setDoc(ref, { title: 'b' }, { merge: true });
    const data = (await getDoc(ref)).data()!;
    expect(data).toMatchObject({ title: 'b', count: 3, tags: ['x'], nested: { field: 'n' } });
    expect(data.at).toBeInstanceOf(Timestamp);

    const batch = writeBatch(db);
    batch.set(doc(db, 'rooms/r2'), { n: 2 });
    batch.delete(ref);
    await batch.commit();
    expect((await getDoc(ref)).exists()).toBe(false);
    expect((await getDoc(doc(db, 'rooms/r2'))).data()).toEqual({ n: 2 });

    const added = await addDoc(collection(db, 'rooms'), { n: 3 });
    expect(added.id).toHaveLength(20);
    await deleteDoc(added);
    expect((await getDoc(added)).exists()).toBe(false);
    await expect(updateDoc(doc(db, 'rooms/none'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('runs queries with filters, order and limits, and aggregations', async () => {
    const db = client();
    const batch = writeBatch(db);
    for (let i = 1; i <= 6; i++)
      batch.set(doc(db, `items/i${i}`), {
        n: i,
        even: i % 2 === 0,
        group: i <= 3 ? 'low' : 'high',
      });
    await batch.commit();

    const evens = await getDocs(
      query(collection(db, 'items'), where('even', '==', true), orderBy('n', 'desc')),
    );
    expect(evens.docs.map((d) => d.id)).toEqual(['i6', 'i4', 'i2']);
    const top2 = await getDocs(query(collection(db, 'items'), orderBy('n', 'desc'), limit(2)));
    expect(top2.docs.map((d) => d.data().n)).toEqual([6, 5]);
    const inGroup = await getDocs(
      query(collection(db, 'items'), where('group', 'in', ['low']), where('n', '>', 1)),
    );
    expect(inGroup.docs.map((d) => d.id)).toEqual(['i2', 'i3']);

    expect((await getCount(collection(db, 'items'))).data().count).toBe(6);
    const agg = await getAggregate(query(collection(db, 'items'), where('group', '==', 'high')), {
      total: sum('n'),
      mean: average('n'),
      howMany: count(),
    });
    expect(agg.data()).toEqual({ total: 15, mean: 5, howMany: 3 });
  });

  it('keeps a counter exact under 10 concurrent transactions', async () => {
    const db = client();
    const ref = doc(db, 'counters/c');
    await setDoc(ref, { value: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        runTransaction(db, async (tx) => {
          const current = (await tx.get(ref)).data()!.value as number;
          tx.update(ref, { value: current + 1 });
        }),
      ),
    );
    expect((await getDoc(ref)).data()).toEqual({ value: 10 });
  });

  it('applies security rules with the caller from the emulator token', async () => {
    const res = await putRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /profiles/{uid} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.uid == uid;
    }
  }
}`);
    expect(res.status).toBe(200);
    const alice = client('alice');
    const visitor = client();
    await setDoc(doc(alice, 'profiles/alice'), { name: 'Alice' });
    expect((await getDoc(doc(visitor, 'profiles/alice'))).data()).toEqual({ name: 'Alice' });
    await expect(setDoc(doc(visitor, 'profiles/alice'), { name: 'Mallory' })).rejects.toMatchObject(
      {
        code: 'permission-denied',
      },
    );
    await expect(setDoc(doc(alice, 'profiles/bob'), { name: 'Bob?' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
