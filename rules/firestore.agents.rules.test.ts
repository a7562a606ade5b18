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

const { as, visitor, nobody, admin } = useFirestoreActors();

describe('voiceglow: the public agent document', () => {
  it('lets anyone read it (the widget does, signed out or anonymous)', async () => {
    await assertSucceeds(getDoc(doc(nobody(), 'voiceglow/a1')));
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1')));
  });

  it('stops everyone, the owner and members too, creating agents from a browser', async () => {
    // POST /agents creates them after checking the plan's agent limit.
    const agent = { ID: 'a2', ownerID: 'olivia' };
    await assertFails(setDoc(doc(as('agencyOwner'), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(as('member'), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(as('otherOwner'), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(as('stranger'), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(as('client'), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(visitor(), 'voiceglow/a2'), agent));
    await assertFails(setDoc(doc(nobody(), 'voiceglow/a2'), agent));
  });

  it('lets the owner and members edit the agent', async () => {
    await assertSucceeds(updateDoc(doc(as('agencyOwner'), 'voiceglow/a1'), { title: 'New' }));
    await assertSucceeds(updateDoc(doc(as('member'), 'voiceglow/a1'), { title: 'Member' }));
    // A save that carries the stored counters unchanged is fine.
    await assertSucceeds(
      updateDoc(doc(as('agencyOwner'), 'voiceglow/a1'), { title: 'Again', tokensUsage: 5 }),
    );
  });

  it('stops the owner resetting usage, raising the allowance, paying itself or giving the agent away', async () => {
    for (const change of [
      { tokensUsage: 0 },
      { maxTokensUsage: 1e12 },
      { ownerPaid: true },
      { ownerID: 'sam' },
    ]) {
      await assertFails(updateDoc(doc(as('agencyOwner'), 'voiceglow/a1'), change));
    }
  });

  it('keeps the paid flag the functions set', async () => {
    await admin((db) => updateDoc(doc(db, 'voiceglow/a1'), { ownerPaid: true }));
    await assertSucceeds(
      updateDoc(doc(as('agencyOwner'), 'voiceglow/a1'), { title: 'Paid', ownerPaid: true }),
    );
    await assertFails(updateDoc(doc(as('agencyOwner'), 'voiceglow/a1'), { ownerPaid: false }));
  });

  it('stops otherOwner, strangers, clients and visitors editing the agent', async () => {
    for (const db of [as('otherOwner'), as('stranger'), as('client'), visitor()]) {
      await assertFails(updateDoc(doc(db, 'voiceglow/a1'), { title: 'Hacked' }));
    }
  });

  it('lets only the owner side delete', async () => {
    await assertFails(deleteDoc(doc(as('otherOwner'), 'voiceglow/a1')));
    await assertFails(deleteDoc(doc(as('client'), 'voiceglow/a1')));
    await assertSucceeds(deleteDoc(doc(as('member'), 'voiceglow/a1')));
  });
});

describe('agentUsage: the usage ledger', () => {
  it('stops an owner resetting usage by deleting and re-creating the agent', async () => {
    await assertSucceeds(deleteDoc(doc(as('agencyOwner'), 'voiceglow/a1')));
    // Re-creating goes through POST /agents (an admin write here stands for it).
    await admin((db) => setDoc(doc(db, 'voiceglow/a1'), { ID: 'a1', ownerID: 'olivia' }));
    // The functions count usage from the ledger, which the browser cannot touch.
    const ledger = doc(as('agencyOwner'), 'agentUsage/a1');
    await assertSucceeds(getDoc(ledger));
    await assertFails(setDoc(ledger, { ownerID: 'olivia', tokensUsage: 0 }));
    await assertFails(updateDoc(ledger, { tokensUsage: 0 }));
    await assertFails(deleteDoc(ledger));
  });

  it('shows the ledger to the owning workspace only', async () => {
    await assertSucceeds(getDoc(doc(as('member'), 'agentUsage/a1')));
    await assertFails(getDoc(doc(as('otherOwner'), 'agentUsage/a1')));
    await assertFails(getDoc(doc(visitor(), 'agentUsage/a1')));
    await assertFails(setDoc(doc(as('otherOwner'), 'agentUsage/b1'), { ownerID: 'sam' }));
  });
});

describe('voiceglow: secrets, knowledge and versions', () => {
  it('keeps secrets to the owner side', async () => {
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'voiceglow/a1/private/secrets')));
    await assertSucceeds(
      setDoc(doc(as('member'), 'voiceglow/a1/private/secrets'), { SECRET_API_KEY: 'vg_x' }),
    );
    for (const db of [visitor(), as('client'), as('otherOwner'), as('stranger')]) {
      await assertFails(getDoc(doc(db, 'voiceglow/a1/private/secrets')));
      await assertFails(setDoc(doc(db, 'voiceglow/a1/private/secrets'), { SECRET_API_KEY: 'x' }));
    }
  });

  it('shares knowledge with the owner side and the assigned client only', async () => {
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'voiceglow/a1/kb/k1')));
    await assertSucceeds(getDocs(collection(as('client'), 'voiceglow/a1/kb')));
    await assertFails(getDoc(doc(as('otherOwner'), 'voiceglow/a1/kb/k1')));
    await assertFails(getDoc(doc(visitor(), 'voiceglow/a1/kb/k1')));
    await assertFails(setDoc(doc(as('stranger'), 'voiceglow/a1/kb/k3'), { ID: 'k3' }));
  });

  it('lets only functions write knowledge sources (status, characters, the plan limit)', async () => {
    for (const actor of ['agencyOwner', 'member', 'client'] as const) {
      const db = as(actor);
      await assertFails(
        setDoc(doc(db, 'voiceglow/a1/kb/k9'), {
          ID: 'k9',
          name: 'x',
          status: 'SUCCESS',
          charCount: 1,
        }),
      );
      await assertFails(
        updateDoc(doc(db, 'voiceglow/a1/kb/k1'), { status: 'SUCCESS', charCount: 0 }),
      );
      await assertFails(deleteDoc(doc(db, 'voiceglow/a1/kb/k1')));
    }
  });

  it('shows the indexing progress to the owner side and the client; only functions write it', async () => {
    const progress = 'voiceglow/a1/kbIndex/progress';
    await assertSucceeds(getDoc(doc(as('agencyOwner'), progress)));
    await assertSucceeds(getDoc(doc(as('member'), progress)));
    await assertSucceeds(getDoc(doc(as('client'), progress)));
    for (const db of [visitor(), as('otherOwner'), as('stranger')]) {
      await assertFails(getDoc(doc(db, progress)));
    }
    for (const actor of ['agencyOwner', 'member', 'client', 'otherOwner', 'stranger'] as const) {
      const db = as(actor);
      await assertFails(updateDoc(doc(db, progress), { state: 'done', done: 3 }));
      await assertFails(setDoc(doc(db, 'voiceglow/a1/kbIndex/other'), { state: 'done' }));
      await assertFails(deleteDoc(doc(db, progress)));
    }
    await assertFails(setDoc(doc(visitor(), progress), { state: 'done', done: 0, total: 0 }));
  });

  it('keeps the stored passage vectors to the functions', async () => {
    for (const db of [as('agencyOwner'), as('member'), as('client'), as('stranger'), visitor()]) {
      await assertFails(getDoc(doc(db, 'voiceglow/a1/kbChunks/k1#0.0')));
      await assertFails(getDocs(collection(db, 'voiceglow/a1/kbChunks')));
      await assertFails(setDoc(doc(db, 'voiceglow/a1/kbChunks/k9#0.0'), { docId: 'k9' }));
      await assertFails(deleteDoc(doc(db, 'voiceglow/a1/kbChunks/k1#0.0')));
    }
  });

  it("stops a client record of another agency opening the agent's knowledge", async () => {
    // A record that lists a1 but was made by another workspace grants nothing.
    await admin((db) =>
      setDoc(doc(db, 'clients/nina'), { ID: 'nina', ownerID: 'sam', widgetIDs: ['a1'] }),
    );
    await assertFails(getDocs(collection(as('stranger'), 'voiceglow/a1/kb')));
    await assertFails(setDoc(doc(as('stranger'), 'voiceglow/a1/kb/k4'), { ID: 'k4' }));
    await assertFails(getDocs(collection(as('stranger'), 'voiceglow/a1/convos')));
  });

  it('keeps version history append-only for the owner side', async () => {
    await assertSucceeds(setDoc(doc(as('agencyOwner'), 'voiceglow/a1/backups/b2'), { ts: 2 }));
    await assertSucceeds(getDoc(doc(as('member'), 'voiceglow/a1/backups/b1')));
    await assertSucceeds(deleteDoc(doc(as('agencyOwner'), 'voiceglow/a1/backups/b1')));
    await assertFails(updateDoc(doc(as('agencyOwner'), 'voiceglow/a1/backups/b2'), { ts: 3 }));
    await assertFails(getDoc(doc(as('otherOwner'), 'voiceglow/a1/backups/b2')));
    await assertFails(setDoc(doc(as('client'), 'voiceglow/a1/backups/b3'), { ts: 3 }));
  });
});

describe('voiceglow: conversations', () => {
  it('lets the visitor read their own conversation, not others', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1/convos/v1')));
    await assertFails(getDoc(doc(visitor('v2'), 'voiceglow/a1/convos/v1')));
    await assertFails(getDoc(doc(nobody(), 'voiceglow/a1/convos/v1')));
  });

  it('lets a signed-in visitor wait on a conversation that does not exist yet', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1/convos/not-yet')));
    await assertFails(getDoc(doc(nobody(), 'voiceglow/a1/convos/not-yet')));
  });

  it('stops a visitor writing turns or conversations directly', async () => {
    await assertFails(updateDoc(doc(visitor(), 'voiceglow/a1/convos/v1'), { turns: '[{}]' }));
    await assertFails(setDoc(doc(visitor(), 'voiceglow/a1/convos/v9'), { authUid: 'v1' }));
    await assertFails(deleteDoc(doc(visitor(), 'voiceglow/a1/convos/v1')));
  });

  it('lets the owner side and the assigned client take and answer the chat', async () => {
    await assertSucceeds(
      updateDoc(doc(as('client'), 'voiceglow/a1/convos/v1'), { state: 'human-chatting' }),
    );
    await assertSucceeds(
      updateDoc(doc(as('agencyOwner'), 'voiceglow/a1/convos/v1'), { chatAssignedTo: 'olivia' }),
    );
    await assertSucceeds(getDocs(collection(as('agencyOwner'), 'voiceglow/a1/convos')));
    await assertSucceeds(setDoc(doc(as('agencyOwner'), 'voiceglow/a1/convos/v5'), { turns: '[]' }));
    await assertSucceeds(deleteDoc(doc(as('agencyOwner'), 'voiceglow/a1/convos/v5')));
    await assertFails(deleteDoc(doc(as('client'), 'voiceglow/a1/convos/v1')));
  });

  it('stops otherOwner and strangers reading or taking conversations', async () => {
    for (const db of [as('otherOwner'), as('stranger')]) {
      await assertFails(updateDoc(doc(db, 'voiceglow/a1/convos/v1'), { state: 'human-chatting' }));
      await assertFails(getDocs(collection(db, 'voiceglow/a1/convos')));
    }
  });

  it('lets a visitor list only a query limited to their own conversation', async () => {
    const own = where('authUid', '==', 'v1');
    await assertSucceeds(getDocs(query(collection(visitor(), 'voiceglow/a1/convos'), own)));
    await assertFails(getDocs(collection(visitor(), 'voiceglow/a1/convos')));
  });
});
