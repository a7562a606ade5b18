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
import { PEOPLE, useFirestoreActors } from './firestoreActors';

const { as, visitor, impostor, nobody, admin } = useFirestoreActors();
const { member, stranger, otherOwner } = PEOPLE;

/** Every workspace field that decides money, plan, identity or draft status. */
const BACKEND_FIELDS: Record<string, unknown> = {
  loadTokens: 1_000_000,
  v2StripeConfig: { status: 'active', limits: { maxAgents: 1000, maxMonthlyCredits: 1e9 } },
  stripeCustomerId: 'cus_stolen',
  stripePlanId: 'price_enterprise',
  stripeSubscriptionId: 'sub_stolen',
  stripeConnect: { isConnected: true, USDPerToken: 0 },
  hasEverPaid: true,
  internal: { customPlan: { limits: { maxAgents: 999 } } },
  freeLTsTS: 1,
  joinedAt: 1,
  email: 'attacker@evil.dev',
  uid: 'someone-else',
  createdBy: 'nina',
  automaticBilling: true,
  billingNotice: null,
  // The workspace secret authorises API calls: only the rotate function writes it.
  workspaceSecret: 'vg_chosenbyattacker00',
  // Members take paid seats: only POST /workspaces/{uid}/members changes them.
  workspaceEmails: ['friend1@evil.dev', 'friend2@evil.dev', 'friend3@evil.dev'],
  // What Credentials shows of the workspace's model server: only its function writes it.
  modelProvider: { baseUrl: 'https://evil.dev/v1', keyHint: 'abcd' },
};

describe('users: reading workspaces', () => {
  it('lets the owner and members read, not otherOwner, strangers, visitors or nobody', async () => {
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'users/olivia')));
    await assertSucceeds(getDoc(doc(as('member'), 'users/olivia')));
    await assertFails(getDoc(doc(as('otherOwner'), 'users/olivia')));
    await assertFails(getDoc(doc(as('stranger'), 'users/olivia')));
    await assertFails(getDoc(doc(visitor(), 'users/olivia')));
    await assertFails(getDoc(doc(nobody(), 'users/olivia')));
  });

  it('lets a stranger look for their own workspace before it exists', async () => {
    await assertSucceeds(getDoc(doc(as('stranger'), 'users/nina')));
  });

  it('lists only the workspaces shared with me, or my own', async () => {
    const shared = where('workspaceEmails', 'array-contains', member.email);
    await assertSucceeds(getDocs(query(collection(as('member'), 'users'), shared)));
    const own = where('uid', '==', otherOwner.uid);
    await assertSucceeds(getDocs(query(collection(as('otherOwner'), 'users'), own)));
    await assertFails(getDocs(query(collection(as('stranger'), 'users'), shared)));
    await assertFails(getDocs(collection(as('stranger'), 'users')));
  });
});

describe("users: an impostor with a member's unverified e-mail", () => {
  it('cannot read, list, edit or delete the workspace the address is a member of', async () => {
    await assertFails(getDoc(doc(impostor(), 'users/olivia')));
    const shared = where('workspaceEmails', 'array-contains', member.email);
    await assertFails(getDocs(query(collection(impostor(), 'users'), shared)));
    await assertFails(updateDoc(doc(impostor(), 'users/olivia'), { workspaceName: 'Mine now' }));
    await assertFails(
      updateDoc(doc(impostor(), 'users/olivia'), { workspaceEmails: ['ivan@evil.dev'] }),
    );
    await assertFails(deleteDoc(doc(impostor(), 'users/olivia')));
    // The real member, verified, still can.
    await assertSucceeds(getDoc(doc(as('member'), 'users/olivia')));
  });

  it("cannot create, read or edit the workspace's agents and their conversations", async () => {
    await assertFails(
      setDoc(doc(impostor(), 'voiceglow/stolen'), { ID: 'stolen', ownerID: 'olivia', title: 'x' }),
    );
    await assertFails(updateDoc(doc(impostor(), 'voiceglow/a1'), { title: 'Hijacked' }));
    await assertFails(deleteDoc(doc(impostor(), 'voiceglow/a1')));
    await assertFails(getDocs(collection(impostor(), 'voiceglow/a1/convos')));
    await assertSucceeds(getDocs(collection(as('member'), 'voiceglow/a1/convos')));
  });

  it('still uses its own workspace', async () => {
    await assertSucceeds(
      setDoc(doc(impostor(), 'users/ivan'), { uid: 'ivan', workspaceName: 'Ivan' }),
    );
    await assertSucceeds(getDoc(doc(impostor(), 'users/ivan')));
  });
});

describe('users: creating workspaces', () => {
  it('lets a person create their own workspace without credits or billing', async () => {
    await assertSucceeds(
      setDoc(doc(as('stranger'), 'users/nina'), {
        uid: 'nina',
        email: stranger.email,
        workspaceName: 'Nina',
        workspaceEmails: [],
        loadTokens: 0,
        hasEverPaid: false,
      }),
    );
  });

  it("stops a stranger taking over a victim's workspace in the other region", async () => {
    // The victim has no workspace in this region yet; the stranger names themselves a member.
    const takeover = { uid: 'victim', workspaceEmails: [stranger.email], loadTokens: 0 };
    await assertFails(setDoc(doc(as('stranger'), 'users/victim'), takeover));
    await assertFails(setDoc(doc(visitor(), 'users/victim'), takeover));
    await assertFails(setDoc(doc(nobody(), 'users/victim'), takeover));
  });

  it('stops any browser from drafting a workspace (the createWorkspace function does)', async () => {
    const draft = { uid: 'draft123456789a', workspaceEmails: [stranger.email], loadTokens: 0 };
    await assertFails(setDoc(doc(as('stranger'), 'users/draft123456789a'), draft));
  });

  it('stops a new account granting itself credits, a plan or a Stripe id', async () => {
    for (const [field, value] of Object.entries(BACKEND_FIELDS)) {
      if (field === 'uid') continue;
      await assertFails(setDoc(doc(as('stranger'), 'users/nina'), { uid: 'nina', [field]: value }));
    }
    await assertFails(setDoc(doc(as('stranger'), 'users/nina'), { uid: 'sam' }));
  });

  it('stops an anonymous visitor collecting starting credits', async () => {
    await assertFails(setDoc(doc(visitor(), 'users/v1'), { uid: 'v1', loadTokens: 1000 }));
    await assertSucceeds(setDoc(doc(visitor(), 'users/v1'), { uid: 'v1', loadTokens: 0 }));
  });
});

describe('users: editing workspaces', () => {
  it('lets members rename the workspace', async () => {
    await assertSucceeds(
      updateDoc(doc(as('member'), 'users/olivia'), { workspaceName: 'Renamed' }),
    );
  });

  it('stops the owner and members adding or removing members past the seat check', async () => {
    // Seats live in the plan: a browser writing workspaceEmails would skip them.
    const moreSeats = { workspaceEmails: [PEOPLE.agencyOwner.email, member.email, 'new@test.dev'] };
    await assertFails(updateDoc(doc(as('agencyOwner'), 'users/olivia'), moreSeats));
    await assertFails(updateDoc(doc(as('member'), 'users/olivia'), moreSeats));
    await assertFails(
      updateDoc(doc(as('member'), 'users/olivia'), { workspaceEmails: [member.email] }),
    );
    await assertFails(updateDoc(doc(as('otherOwner'), 'users/olivia'), moreSeats));
  });

  it('stops a new workspace naming members (they would take seats unchecked)', async () => {
    await assertFails(
      setDoc(doc(as('stranger'), 'users/nina'), {
        uid: 'nina',
        workspaceEmails: ['a@evil.dev', 'b@evil.dev', 'c@evil.dev'],
        loadTokens: 0,
      }),
    );
  });

  it('stops the owner and members writing credits, plan, limits, Stripe ids or identity', async () => {
    for (const [field, value] of Object.entries(BACKEND_FIELDS)) {
      await assertFails(updateDoc(doc(as('agencyOwner'), 'users/olivia'), { [field]: value }));
      await assertFails(updateDoc(doc(as('member'), 'users/olivia'), { [field]: value }));
    }
  });

  it('stops the agencyOwner and members starting or extending the whitelabel trial (a function does)', async () => {
    const trial = { 'internal.whitelabel_trial': true, 'internal.whitelabelTrialEndsAt': 4e9 };
    await assertFails(updateDoc(doc(as('agencyOwner'), 'users/olivia'), trial));
    await assertFails(updateDoc(doc(as('member'), 'users/olivia'), trial));
    await assertFails(
      setDoc(
        doc(as('agencyOwner'), 'users/olivia'),
        { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: 4e9 } },
        { merge: true },
      ),
    );
  });

  it('stops a member raising their own permissions; the owner sets them', async () => {
    const perms = { usersPerms: { [member.email]: { role: 'admin' } } };
    await assertFails(updateDoc(doc(as('member'), 'users/olivia'), perms));
    await assertSucceeds(updateDoc(doc(as('agencyOwner'), 'users/olivia'), perms));
  });

  it("stops otherOwner, strangers and visitors editing someone's workspace", async () => {
    const rename = { workspaceName: 'Mine now' };
    await assertFails(updateDoc(doc(as('otherOwner'), 'users/olivia'), rename));
    await assertFails(updateDoc(doc(as('stranger'), 'users/olivia'), rename));
    await assertFails(updateDoc(doc(visitor(), 'users/olivia'), rename));
  });
});

describe('users: deleting workspaces', () => {
  it("stops a member deleting the owner's own workspace, and the owner too", async () => {
    await assertFails(deleteDoc(doc(as('member'), 'users/olivia')));
    await assertFails(deleteDoc(doc(as('agencyOwner'), 'users/olivia')));
    await assertFails(deleteDoc(doc(as('stranger'), 'users/olivia')));
  });

  it('lets members delete a draft the function made, strangers not', async () => {
    await admin((db) =>
      setDoc(doc(db, 'users/draft123456789a'), {
        uid: 'draft123456789a',
        workspaceEmails: [member.email],
        createdBy: 'mia',
      }),
    );
    await assertFails(deleteDoc(doc(as('stranger'), 'users/draft123456789a')));
    await assertSucceeds(deleteDoc(doc(as('member'), 'users/draft123456789a')));
  });
});

describe('users: the events delivery log', () => {
  const path = 'users/olivia/eventDeliveries/d1';
  const delivery = {
    type: 'client_created',
    endpoint: 'https://hooks.example/in',
    status: 'failed',
  };

  it('lets the owner and members read it, not otherOwner, strangers, clients or visitors', async () => {
    await admin((db) => setDoc(doc(db, path), { ...delivery, attempts: 3, createdAt: 1 }));
    await assertSucceeds(getDoc(doc(as('agencyOwner'), path)));
    await assertSucceeds(getDocs(collection(as('member'), 'users/olivia/eventDeliveries')));
    for (const person of ['otherOwner', 'stranger', 'client'] as const) {
      await assertFails(getDoc(doc(as(person), path)));
    }
    await assertFails(getDoc(doc(visitor(), path)));
    await assertFails(getDoc(doc(nobody(), path)));
  });

  it('stops everyone writing it: only the functions log deliveries', async () => {
    await admin((db) => setDoc(doc(db, path), { ...delivery, attempts: 3, createdAt: 1 }));
    for (const person of ['agencyOwner', 'member', 'stranger', 'otherOwner'] as const) {
      await assertFails(setDoc(doc(as(person), 'users/olivia/eventDeliveries/d2'), delivery));
      await assertFails(updateDoc(doc(as(person), path), { status: 'delivered' }));
      await assertFails(deleteDoc(doc(as(person), path)));
    }
    await assertFails(setDoc(doc(visitor(), 'users/olivia/eventDeliveries/d3'), delivery));
    // Nor may a member point the workspace's events elsewhere: the Events function saves them.
    const events = {
      endpoint: 'https://attacker.example/hook',
      subscribedEvents: ['client_created'],
    };
    for (const person of ['agencyOwner', 'member'] as const) {
      await assertFails(updateDoc(doc(as(person), 'users/olivia'), { 'internal.events': events }));
    }
  });
});

describe('billing records only functions write', () => {
  const paths = ['users/olivia/recharges/r1', 'stripeEvents/evt_1', 'billingSettings/taxRates'];

  it('stops the owner, a member, strangers, clients and visitors writing or reading them', async () => {
    for (const path of paths) {
      for (const person of ['agencyOwner', 'member', 'stranger', 'client', 'otherOwner'] as const) {
        await assertFails(setDoc(doc(as(person), path), { status: 'succeeded', credits: 1e9 }));
        await assertFails(getDoc(doc(as(person), path)));
      }
      await assertFails(setDoc(doc(visitor(), path), { status: 'succeeded' }));
      await assertFails(getDoc(doc(nobody(), path)));
    }
  });
});

describe("users: the workspace's model server key", () => {
  it('is read and written by no browser, the owner and members included', async () => {
    await admin((db) =>
      setDoc(doc(db, 'users/olivia/private/modelProvider'), {
        baseUrl: 'https://models.example.com/v1',
        apiKey: 'sk-owner-secret-1234',
      }),
    );
    for (const actor of ['agencyOwner', 'member', 'otherOwner', 'stranger'] as const) {
      await assertFails(getDoc(doc(as(actor), 'users/olivia/private/modelProvider')));
      await assertFails(
        setDoc(doc(as(actor), 'users/olivia/private/modelProvider'), {
          baseUrl: 'https://evil.dev/v1',
          apiKey: 'sk-attacker',
        }),
      );
    }
    await assertFails(getDoc(doc(visitor(), 'users/olivia/private/modelProvider')));
    await assertFails(getDoc(doc(nobody(), 'users/olivia/private/modelProvider')));
  });
});
