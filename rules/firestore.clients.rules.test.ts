import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { useFirestoreActors } from './firestoreActors';

const { as, visitor, nobody } = useFirestoreActors();

describe('clients: who may become a client', () => {
  it('stops a visitor making itself a client of any agent', async () => {
    const forged = { ID: 'v1', ownerID: 'v1', email: 'x@evil.dev', widgetIDs: ['a1'] };
    await assertFails(setDoc(doc(visitor(), 'clients/v1'), forged));
    // Without a record, the agent's conversations and knowledge stay closed.
    await assertFails(getDocs(collection(visitor(), 'voiceglow/a1/convos')));
    await assertFails(getDocs(collection(visitor(), 'voiceglow/a1/kb')));
  });

  it('stops a stranger or otherOwner making themselves clients of an agent', async () => {
    const forged = (uid: string, ownerID: string) => ({ ID: uid, ownerID, widgetIDs: ['a1'] });
    await assertFails(setDoc(doc(as('stranger'), 'clients/nina'), forged('nina', 'nina')));
    await assertFails(setDoc(doc(as('stranger'), 'clients/nina'), forged('nina', 'olivia')));
    await assertFails(setDoc(doc(as('otherOwner'), 'clients/sam'), forged('sam', 'sam')));
  });

  it("stops a stranger shadowing the owner's account with a client record", async () => {
    await assertFails(
      setDoc(doc(as('stranger'), 'clients/olivia'), { ID: 'olivia', ownerID: 'nina', email: 'x' }),
    );
    await assertFails(
      setDoc(doc(as('otherOwner'), 'clients/olivia'), { ID: 'olivia', ownerID: 'sam' }),
    );
  });

  it('leaves creating, editing and deleting clients to the agency functions', async () => {
    await assertFails(setDoc(doc(as('agencyOwner'), 'clients/c2'), { ownerID: 'olivia' }));
    await assertFails(
      updateDoc(doc(as('agencyOwner'), 'clients/chloe'), { widgetIDs: ['a1', 'b1'] }),
    );
    await assertFails(updateDoc(doc(as('member'), 'clients/chloe'), { ownerID: 'mia' }));
    await assertFails(deleteDoc(doc(as('agencyOwner'), 'clients/chloe')));
    await assertFails(deleteDoc(doc(as('stranger'), 'clients/chloe')));
  });
});

describe("clients: the client's own record", () => {
  it('lets the client and its agency workspace read it, nobody else', async () => {
    await assertSucceeds(getDoc(doc(as('client'), 'clients/chloe')));
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'clients/chloe')));
    await assertSucceeds(getDoc(doc(as('member'), 'clients/chloe')));
    await assertFails(getDoc(doc(as('otherOwner'), 'clients/chloe')));
    await assertFails(getDoc(doc(visitor(), 'clients/chloe')));
    await assertFails(getDoc(doc(nobody(), 'clients/chloe')));
  });

  it('lets the client set its presence, notification settings and push token', async () => {
    const own = doc(as('client'), 'clients/chloe');
    await assertSucceeds(updateDoc(own, { status: 'offline' }));
    await assertSucceeds(
      updateDoc(own, { notificationsSettings: { notifyThrough: 'email', notifyIf: 'all' } }),
    );
    await assertSucceeds(updateDoc(own, { FB_PUSH_TOKEN: 'token' }));
  });

  it('stops the client widening its own access or changing its agency', async () => {
    const own = doc(as('client'), 'clients/chloe');
    for (const change of [
      { widgetIDs: ['a1', 'b1'] },
      { ownerID: 'chloe' },
      { canAccess: ['/settings'] },
      { isOrgAdmin: true },
      { orgId: 'o2' },
      { dashboardPassword: 'x' },
      { status: 'online', canAccess: ['/settings'] },
    ]) {
      await assertFails(updateDoc(own, change));
    }
    await assertFails(deleteDoc(own));
    await assertFails(updateDoc(doc(as('stranger'), 'clients/chloe'), { status: 'offline' }));
  });
});

describe('orgs: organisations', () => {
  it('lets the agency workspace and the organisation users read it', async () => {
    await assertSucceeds(getDoc(doc(as('client'), 'orgs/o1')));
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'orgs/o1')));
    await assertSucceeds(getDoc(doc(as('member'), 'orgs/o1')));
    await assertFails(getDoc(doc(as('otherOwner'), 'orgs/o1')));
    await assertFails(getDoc(doc(visitor(), 'orgs/o1')));
  });

  it('stops anyone creating an organisation with credits', async () => {
    const rich = { ID: 'o2', ownerID: 'nina', orgUsers: ['nina'], loadTokens: 1e9 };
    await assertFails(setDoc(doc(as('stranger'), 'orgs/o2'), rich));
    await assertFails(setDoc(doc(as('agencyOwner'), 'orgs/o3'), { ...rich, ownerID: 'olivia' }));
  });

  it('leaves organisation credits, settings and membership to the functions', async () => {
    await assertFails(updateDoc(doc(as('agencyOwner'), 'orgs/o1'), { loadTokens: 1e9 }));
    await assertFails(updateDoc(doc(as('agencyOwner'), 'orgs/o1'), { allowBilling: true }));
    await assertFails(updateDoc(doc(as('client'), 'orgs/o1'), { orgUsers: ['chloe', 'nina'] }));
    // A plan bought from the agency is recorded only by Stripe's webhook.
    await assertFails(
      updateDoc(doc(as('client'), 'orgs/o1'), {
        loadTokens: 1e9,
        subscription: { status: 'active', priceId: 'price_x' },
      }),
    );
    await assertFails(
      updateDoc(doc(as('agencyOwner'), 'orgs/o1'), { subscription: { status: 'active' } }),
    );
    await assertFails(deleteDoc(doc(as('agencyOwner'), 'orgs/o1')));
  });
});

describe('clientSecrets: password digests and login codes', () => {
  it('stays closed to every browser: the client itself, its agency, anyone', async () => {
    for (const db of [
      as('client'),
      as('agencyOwner'),
      as('member'),
      as('stranger'),
      visitor(),
      nobody(),
    ]) {
      await assertFails(getDoc(doc(db, 'clientSecrets/chloe')));
      await assertFails(getDocs(collection(db, 'clientSecrets')));
      await assertFails(
        setDoc(doc(db, 'clientSecrets/chloe'), { passwordHash: 'x', code: '123456' }),
      );
      await assertFails(deleteDoc(doc(db, 'clientSecrets/chloe')));
    }
  });
});
