/**
 * Web SDK transactions that read documents they do not write. The SDK commits a
 * `verify` write (a precondition only) for each of them: it must hold the
 * commit to the version read, make the SDK retry when that document changed,
 * and never create or change the document itself.
 */
import { deleteDoc, doc, getDoc, runTransaction, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/server';
import { webClients, type WebClients } from './support/webClient';

let emulator: RunningEmulator;
let web: WebClients;
beforeAll(async () => {
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  web = webClients('demo-web-txn', emulator.port);
});
afterAll(async () => {
  await web.close();
  await emulator.close();
});

describe('web SDK transactions with verify writes', () => {
  it('reads one document and writes another, leaving the one read untouched', async () => {
    const db = web.db();
    const source = doc(db, 'plans/basic');
    await setDoc(source, { price: 7 });
    const before = await getDoc(source);
    const copied = await runTransaction(db, async (tx) => {
      const snap = await tx.get(source);
      tx.set(doc(db, 'orders/o1'), { price: snap.get('price') as number });
      return snap.get('price') as number;
    });
    expect(copied).toBe(7);
    expect((await getDoc(doc(db, 'orders/o1'))).data()).toEqual({ price: 7 });
    const after = await getDoc(source);
    expect(after.data()).toEqual({ price: 7 });
    expect(after.get('price')).toBe(before.get('price'));
  });

  it('retries when a document it only read changed before the commit', async () => {
    const db = web.db();
    const other = web.db();
    const source = doc(db, 'plans/pro');
    await setDoc(source, { price: 10 });
    let attempts = 0;
    const copied = await runTransaction(db, async (tx) => {
      attempts++;
      const snap = await tx.get(source);
      if (attempts === 1) await setDoc(doc(other, 'plans/pro'), { price: 12 });
      tx.set(doc(db, 'orders/o2'), { price: snap.get('price') as number });
      return snap.get('price') as number;
    });
    expect(attempts).toBe(2);
    expect(copied).toBe(12);
    expect((await getDoc(doc(db, 'orders/o2'))).data()).toEqual({ price: 12 });
  });

  it('verifies a document read as missing without creating it, and retries when it appears', async () => {
    const db = web.db();
    const other = web.db();
    const flag = doc(db, 'flags/f1');
    const copied = await runTransaction(db, async (tx) => {
      const snap = await tx.get(flag);
      tx.set(doc(db, 'orders/o3'), { flagged: snap.exists() });
      return snap.exists();
    });
    expect(copied).toBe(false);
    expect((await getDoc(flag)).exists()).toBe(false);

    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const snap = await tx.get(flag);
      if (attempts === 1) await setDoc(doc(other, 'flags/f1'), { on: true });
      tx.set(doc(db, 'orders/o4'), { flagged: snap.exists() });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'orders/o4'))).data()).toEqual({ flagged: true });
  });

  it('retries when a document it only read was deleted before the commit', async () => {
    const db = web.db();
    const other = web.db();
    const source = doc(db, 'plans/old');
    await setDoc(source, { price: 3 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const snap = await tx.get(source);
      if (attempts === 1) await deleteDoc(doc(other, 'plans/old'));
      tx.set(doc(db, 'orders/o5'), { found: snap.exists() });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'orders/o5'))).data()).toEqual({ found: false });
    expect((await getDoc(source)).exists()).toBe(false);
  });
});
