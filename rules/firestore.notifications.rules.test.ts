import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { useFirestoreActors } from './firestoreActors';

const { as, visitor, nobody } = useFirestoreActors();

describe('notifications', () => {
  it('lets the workspace read and mark them seen, nothing else', async () => {
    for (const path of ['notifications/n1', 'notifications2/n2']) {
      await assertSucceeds(getDoc(doc(as('member'), path)));
      await assertSucceeds(updateDoc(doc(as('agencyOwner'), path), { seen: true }));
      await assertFails(updateDoc(doc(as('agencyOwner'), path), { title: 'Changed' }));
      await assertFails(getDoc(doc(as('otherOwner'), path)));
      await assertFails(setDoc(doc(as('agencyOwner'), `${path}-new`), { ownerID: 'olivia' }));
      await assertFails(deleteDoc(doc(as('agencyOwner'), path)));
    }
  });

  it('lets a client read and mark seen only the notifications addressed to it', async () => {
    await assertSucceeds(getDoc(doc(as('client'), 'notifications2/n3')));
    await assertSucceeds(updateDoc(doc(as('client'), 'notifications2/n3'), { seen: true }));
    await assertFails(updateDoc(doc(as('client'), 'notifications2/n3'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(as('client'), 'notifications2/n3')));
    await assertFails(getDoc(doc(as('client'), 'notifications2/n2')));
    await assertFails(getDoc(doc(as('client'), 'notifications/n1')));
    await assertFails(getDoc(doc(as('stranger'), 'notifications2/n3')));
    await assertFails(updateDoc(doc(visitor(), 'notifications2/n3'), { seen: true }));
  });

  it("lets a client list its notifications, never another client's", async () => {
    const forChloe = where('notifyOnly', 'array-contains', 'chloe');
    await assertSucceeds(getDocs(query(collection(as('client'), 'notifications2'), forChloe)));
    await assertFails(getDocs(query(collection(as('stranger'), 'notifications2'), forChloe)));
  });
});

describe('channel claims', () => {
  const CLAIMS = ['waNumbers', 'telegramBots', 'discordChannels', 'metaPages'];

  it('lets the owning workspace read its claims, nobody else', async () => {
    for (const path of [
      'telegramBots/t1',
      'waNumbers/p1',
      'metaPages/pg1',
      'discordChannels/dc1',
    ]) {
      await assertSucceeds(getDoc(doc(as('agencyOwner'), path)));
      await assertSucceeds(getDoc(doc(as('member'), path)));
      await assertFails(getDoc(doc(as('otherOwner'), path)));
      await assertFails(getDoc(doc(as('stranger'), path)));
      await assertFails(getDoc(doc(visitor(), path)));
    }
  });

  it('stops a stranger claiming a number, bot, channel or page before its owner connects it', async () => {
    for (const name of CLAIMS) {
      await assertFails(
        setDoc(doc(as('stranger'), `${name}/claimed-early`), { ownerID: 'nina', agentId: 'x' }),
      );
      await assertFails(
        setDoc(doc(visitor(), `${name}/claimed-early`), { ownerID: 'v1', agentId: 'x' }),
      );
    }
  });

  it('leaves claims to the channel functions, even for the owner', async () => {
    for (const name of CLAIMS) {
      await assertFails(setDoc(doc(as('agencyOwner'), `${name}/c1`), { ownerID: 'olivia' }));
    }
    await assertFails(updateDoc(doc(as('agencyOwner'), 'telegramBots/t1'), { ownerID: 'sam' }));
    await assertFails(updateDoc(doc(as('otherOwner'), 'telegramBots/t1'), { ownerID: 'sam' }));
    await assertFails(deleteDoc(doc(as('agencyOwner'), 'telegramBots/t1')));
  });

  it("keeps tokens, webhook secrets, seen deliveries and Meta logins from every browser, their owner's included", async () => {
    const hidden = [
      'telegramBots/t1/private/secrets',
      'telegramBots/t1/updates/7',
      'waNumbers/p1/private/secrets',
      'waNumbers/p1/deliveries/d1',
      'metaPages/pg1/private/secrets',
      'metaPages/pg1/deliveries/d1',
      'metaLogins/olivia',
      'discordChannels/dc1/interactions/i1',
    ];
    for (const path of hidden) {
      for (const actor of ['agencyOwner', 'member', 'client', 'otherOwner', 'stranger'] as const) {
        await assertFails(getDoc(doc(as(actor), path)));
        await assertFails(setDoc(doc(as(actor), path), { botToken: '1:mine' }));
      }
      await assertFails(getDoc(doc(visitor(), path)));
      await assertFails(deleteDoc(doc(as('agencyOwner'), path)));
    }
    await assertFails(
      setDoc(doc(as('agencyOwner'), 'telegramBots/t1/updates/8'), { receivedAt: 2 }),
    );
    await assertFails(setDoc(doc(as('stranger'), 'metaLogins/nina'), { accessToken: 'EAAG' }));
  });

  it('leaves numbers and pages to the channel functions: no browser moves one to another agent', async () => {
    for (const path of ['waNumbers/p1', 'metaPages/pg1', 'discordChannels/dc1']) {
      await assertFails(updateDoc(doc(as('agencyOwner'), path), { agentId: 'a2', agentID: 'a2' }));
      await assertFails(updateDoc(doc(as('client'), path), { agentId: 'a2', agentID: 'a2' }));
      await assertFails(deleteDoc(doc(as('member'), path)));
    }
  });
});

describe('tools', () => {
  it('belong to the workspace that made them', async () => {
    await assertSucceeds(getDoc(doc(as('member'), 'tools/tool1')));
    await assertSucceeds(setDoc(doc(as('agencyOwner'), 'tools/tool2'), { ownerID: 'olivia' }));
    await assertSucceeds(updateDoc(doc(as('member'), 'tools/tool1'), { name: 'Forecast' }));
    await assertSucceeds(deleteDoc(doc(as('agencyOwner'), 'tools/tool2')));
  });

  it("stops otherOwner reading, planting or moving someone's tools", async () => {
    await assertFails(getDoc(doc(as('otherOwner'), 'tools/tool1')));
    await assertFails(setDoc(doc(as('otherOwner'), 'tools/tool3'), { ownerID: 'olivia' }));
    await assertFails(updateDoc(doc(as('otherOwner'), 'tools/tool1'), { name: 'x' }));
    await assertFails(updateDoc(doc(as('agencyOwner'), 'tools/tool1'), { ownerID: 'sam' }));
    await assertFails(deleteDoc(doc(visitor(), 'tools/tool1')));
  });

  it('keep the server secret writable by the workspace and readable by no browser', async () => {
    const secret = 'tools/tool1/private/secret';
    await assertSucceeds(setDoc(doc(as('member'), secret), { serverUrlSecret: 'new' }));
    await assertSucceeds(updateDoc(doc(as('agencyOwner'), secret), { serverUrlSecret: 'newer' }));
    await assertFails(getDoc(doc(as('agencyOwner'), secret)));
    await assertFails(getDoc(doc(as('member'), secret)));
    await assertFails(setDoc(doc(as('otherOwner'), secret), { serverUrlSecret: 'mine' }));
    await assertFails(getDoc(doc(as('otherOwner'), secret)));
    await assertFails(setDoc(doc(visitor(), secret), { serverUrlSecret: 'x' }));
    await assertFails(setDoc(doc(as('agencyOwner'), 'tools/tool1/private/other'), { a: 1 }));
    await assertFails(setDoc(doc(as('agencyOwner'), 'tools/ghost/private/secret'), { a: 1 }));
    await assertSucceeds(deleteDoc(doc(as('agencyOwner'), secret)));
  });

  it('refuse a secret on the readable tool document', async () => {
    await assertFails(
      setDoc(doc(as('agencyOwner'), 'tools/tool4'), { ownerID: 'olivia', serverUrlSecret: 's' }),
    );
    await assertFails(updateDoc(doc(as('member'), 'tools/tool1'), { serverUrlSecret: 's' }));
  });
});

describe('ledgers and everything else', () => {
  it('keeps the starting-credit ledger closed to every browser', async () => {
    for (const db of [as('agencyOwner'), as('stranger'), visitor(), nobody()]) {
      await assertFails(getDoc(doc(db, 'creditGrants/uid-x')));
      await assertFails(deleteDoc(doc(db, 'creditGrants/uid-x')));
      await assertFails(setDoc(doc(db, 'creditGrants/uid-y'), { state: 'granted' }));
    }
  });

  it('denies collections no rule names', async () => {
    await assertFails(setDoc(doc(as('agencyOwner'), 'somethingElse/x'), { ownerID: 'olivia' }));
    await assertFails(getDoc(doc(as('agencyOwner'), 'users/olivia/creditLogs/l1')));
  });
});
