import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
  type Firestore,
} from 'firebase/firestore';
import { startTestEmulator } from './startTestEmulator';

// Named actors: olivia owns a workspace and an agent, mia is a member of
// olivia's workspace, chloe is a client assigned to the agent, sam is a
// stranger, and v1 is an anonymous widget visitor.
const OLIVIA = { uid: 'olivia', email: 'olivia@test.dev' };
const MIA = { uid: 'mia', email: 'mia@test.dev' };
const SAM = { uid: 'sam', email: 'sam@test.dev' };
const CHLOE = { uid: 'chloe', email: 'chloe@test.dev' };

let env: RulesTestEnvironment;
let emulator: Awaited<ReturnType<typeof startTestEmulator>>;

const as = (user: { uid: string; email: string }) =>
  env.authenticatedContext(user.uid, { email: user.email }).firestore() as unknown as Firestore;
const visitor = () =>
  env
    .authenticatedContext('v1', { firebase: { sign_in_provider: 'anonymous' } })
    .firestore() as unknown as Firestore;
const nobody = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = await initializeTestEnvironment({
    projectId: 'demo-rules',
    firestore: {
      host: '127.0.0.1',
      port: emulator.port,
      rules: readFileSync(resolve(import.meta.dirname, '../firestore.rules'), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await emulator?.close();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users/olivia'), {
      uid: 'olivia',
      email: OLIVIA.email,
      workspaceEmails: [OLIVIA.email, MIA.email],
      loadTokens: 1000,
    });
    await setDoc(doc(db, 'users/sam'), {
      uid: 'sam',
      email: SAM.email,
      workspaceEmails: [SAM.email],
      loadTokens: 1000,
    });
    await setDoc(doc(db, 'voiceglow/a1'), {
      ID: 'a1',
      ownerID: 'olivia',
      title: 'Acme',
      tokensUsage: 5,
    });
    await setDoc(doc(db, 'voiceglow/a1/private/secrets'), {
      SECRET_API_KEY: 'vg_abcdefghijklmnopqrst',
    });
    await setDoc(doc(db, 'voiceglow/a1/kb/k1'), {
      ID: 'k1',
      name: 'Shipping',
      content: 'Ships in 2 days',
    });
    await setDoc(doc(db, 'voiceglow/a1/backups/b1'), { ts: 1 });
    await setDoc(doc(db, 'voiceglow/a1/convos/v1'), { authUid: 'v1', turns: '[]' });
    await setDoc(doc(db, 'clients/chloe'), {
      ID: 'chloe',
      ownerID: 'olivia',
      widgetIDs: ['a1'],
      email: CHLOE.email,
    });
    await setDoc(doc(db, 'orgs/o1'), { ID: 'o1', ownerID: 'olivia', orgUsers: ['chloe'] });
    await setDoc(doc(db, 'agencies/ag1'), { ID: 'ag1', userId: 'olivia', name: 'Northwind' });
    await setDoc(doc(db, 'notifications/n1'), { ownerID: 'olivia', title: 'Hi', seen: false });
    await setDoc(doc(db, 'notifications2/n2'), {
      ownerID: 'olivia',
      title: 'Handoff',
      seen: false,
    });
    await setDoc(doc(db, 'notifications2/n3'), {
      ownerID: 'olivia',
      title: 'Chat request',
      seen: false,
      notifyOnly: ['chloe'],
    });
    await setDoc(doc(db, 'telegramBots/t1'), { ownerID: 'olivia', botName: 'acme' });
  });
});

describe('users (workspaces)', () => {
  it('lets the owner and members read, not strangers or visitors', async () => {
    await assertSucceeds(getDoc(doc(as(OLIVIA), 'users/olivia')));
    await assertSucceeds(getDoc(doc(as(MIA), 'users/olivia')));
    await assertFails(getDoc(doc(as(SAM), 'users/olivia')));
    await assertFails(getDoc(doc(nobody(), 'users/olivia')));
  });

  it('lists only the workspaces shared with me', async () => {
    const mine = query(
      collection(as(MIA), 'users'),
      where('workspaceEmails', 'array-contains', MIA.email),
    );
    await assertSucceeds(getDocs(mine));
    const own = query(collection(as(SAM), 'users'), where('uid', '==', SAM.uid));
    await assertSucceeds(getDocs(own));
    const theirs = query(
      collection(as(SAM), 'users'),
      where('workspaceEmails', 'array-contains', MIA.email),
    );
    await assertFails(getDocs(theirs));
    await assertFails(getDocs(collection(as(SAM), 'users')));
  });

  it('creates the own workspace on first sign-in with at most the starting credits', async () => {
    const newUser = { uid: 'nina', email: 'nina@test.dev' };
    await assertFails(setDoc(doc(as(newUser), 'users/nina'), { uid: 'nina', loadTokens: 999999 }));
    await assertSucceeds(setDoc(doc(as(newUser), 'users/nina'), { uid: 'nina', loadTokens: 1000 }));
    await assertFails(
      setDoc(doc(as(newUser), 'users/someone-else'), { uid: 'someone-else', loadTokens: 0 }),
    );
  });

  it('creates a draft workspace only with the creator among the members and no credits', async () => {
    await assertSucceeds(
      setDoc(doc(as(SAM), 'users/draft123456789a'), {
        uid: 'draft123456789a',
        workspaceEmails: [SAM.email],
        loadTokens: 0,
      }),
    );
    await assertFails(
      setDoc(doc(as(SAM), 'users/draft123456789b'), {
        uid: 'draft123456789b',
        workspaceEmails: [SAM.email],
        loadTokens: 50,
      }),
    );
    await assertFails(
      setDoc(doc(as(SAM), 'users/draft123456789c'), {
        uid: 'draft123456789c',
        workspaceEmails: ['x@test.dev'],
        loadTokens: 0,
      }),
    );
  });

  it('lets members rename but never change credits or billing', async () => {
    await assertSucceeds(updateDoc(doc(as(MIA), 'users/olivia'), { workspaceName: 'Renamed' }));
    await assertFails(updateDoc(doc(as(MIA), 'users/olivia'), { loadTokens: 5000 }));
    await assertFails(
      updateDoc(doc(as(OLIVIA), 'users/olivia'), { stripeConnect: { isConnected: true } }),
    );
    await assertFails(updateDoc(doc(as(SAM), 'users/olivia'), { workspaceName: 'Mine now' }));
  });

  it('deletes only other (draft) workspaces one is a member of', async () => {
    await assertFails(deleteDoc(doc(as(OLIVIA), 'users/olivia')));
    await assertFails(deleteDoc(doc(as(SAM), 'users/olivia')));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, 'users/draft'), {
        uid: 'draft',
        workspaceEmails: [OLIVIA.email],
      });
    });
    await assertSucceeds(deleteDoc(doc(as(OLIVIA), 'users/draft')));
  });
});

describe('voiceglow (agents)', () => {
  it('lets anyone read the public agent document', async () => {
    await assertSucceeds(getDoc(doc(nobody(), 'voiceglow/a1')));
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1')));
  });

  it('creates agents only for a workspace one can use', async () => {
    await assertSucceeds(setDoc(doc(as(MIA), 'voiceglow/a2'), { ID: 'a2', ownerID: 'olivia' }));
    await assertFails(setDoc(doc(as(SAM), 'voiceglow/a3'), { ID: 'a3', ownerID: 'olivia' }));
    await assertFails(setDoc(doc(nobody(), 'voiceglow/a4'), { ID: 'a4', ownerID: 'olivia' }));
  });

  it('lets the owner and members edit, never the owner or usage counters', async () => {
    await assertSucceeds(updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { title: 'New title' }));
    await assertSucceeds(updateDoc(doc(as(MIA), 'voiceglow/a1'), { title: 'Member title' }));
    await assertFails(updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { ownerID: 'sam' }));
    await assertFails(updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { tokensUsage: 0 }));
    await assertFails(updateDoc(doc(as(SAM), 'voiceglow/a1'), { title: 'Hacked' }));
    await assertFails(updateDoc(doc(visitor(), 'voiceglow/a1'), { title: 'Hacked' }));
  });

  it('never lets the browser grant itself the paid flag', async () => {
    await assertFails(
      setDoc(doc(as(OLIVIA), 'voiceglow/a5'), { ID: 'a5', ownerID: 'olivia', ownerPaid: true }),
    );
    await assertSucceeds(
      setDoc(doc(as(OLIVIA), 'voiceglow/a6'), { ID: 'a6', ownerID: 'olivia', ownerPaid: false }),
    );
    await assertFails(updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { ownerPaid: true }));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore() as unknown as Firestore, 'voiceglow/a1'), {
        ownerPaid: true,
      });
    });
    // A save that carries the stored value unchanged is fine; removing it is not.
    await assertSucceeds(
      updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { title: 'Paid', ownerPaid: true }),
    );
    await assertFails(updateDoc(doc(as(OLIVIA), 'voiceglow/a1'), { ownerPaid: false }));
  });

  it('lets only the owner side delete', async () => {
    await assertFails(deleteDoc(doc(as(SAM), 'voiceglow/a1')));
    await assertSucceeds(deleteDoc(doc(as(OLIVIA), 'voiceglow/a1')));
  });

  it('keeps secrets to the owner side', async () => {
    await assertSucceeds(getDoc(doc(as(OLIVIA), 'voiceglow/a1/private/secrets')));
    await assertSucceeds(
      setDoc(doc(as(MIA), 'voiceglow/a1/private/secrets'), { SECRET_API_KEY: 'vg_x' }),
    );
    await assertFails(getDoc(doc(visitor(), 'voiceglow/a1/private/secrets')));
    await assertFails(getDoc(doc(as(CHLOE), 'voiceglow/a1/private/secrets')));
    await assertFails(getDoc(doc(as(SAM), 'voiceglow/a1/private/secrets')));
  });

  it('shares knowledge with the owner and assigned clients only', async () => {
    await assertSucceeds(getDoc(doc(as(OLIVIA), 'voiceglow/a1/kb/k1')));
    await assertSucceeds(setDoc(doc(as(CHLOE), 'voiceglow/a1/kb/k2'), { ID: 'k2', name: 'FAQ' }));
    await assertSucceeds(getDocs(collection(as(CHLOE), 'voiceglow/a1/kb')));
    await assertFails(getDoc(doc(as(SAM), 'voiceglow/a1/kb/k1')));
    await assertFails(getDoc(doc(visitor(), 'voiceglow/a1/kb/k1')));
  });

  it('keeps version history append-only for the owner side', async () => {
    await assertSucceeds(setDoc(doc(as(OLIVIA), 'voiceglow/a1/backups/b2'), { ts: 2 }));
    await assertSucceeds(getDoc(doc(as(MIA), 'voiceglow/a1/backups/b1')));
    await assertSucceeds(deleteDoc(doc(as(OLIVIA), 'voiceglow/a1/backups/b1')));
    await assertFails(updateDoc(doc(as(OLIVIA), 'voiceglow/a1/backups/b2'), { ts: 3 }));
    await assertFails(getDoc(doc(as(SAM), 'voiceglow/a1/backups/b2')));
  });
});

describe('conversations', () => {
  it('lets the visitor read their own conversation, not others', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1/convos/v1')));
    const other = env.authenticatedContext('v2').firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(other, 'voiceglow/a1/convos/v1')));
    await assertFails(getDoc(doc(nobody(), 'voiceglow/a1/convos/v1')));
  });

  it('lets a signed-in visitor wait on a conversation that does not exist yet', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'voiceglow/a1/convos/not-yet')));
    await assertFails(getDoc(doc(nobody(), 'voiceglow/a1/convos/not-yet')));
  });

  it('never lets a visitor write turns directly', async () => {
    await assertFails(updateDoc(doc(visitor(), 'voiceglow/a1/convos/v1'), { turns: '[{}]' }));
    await assertFails(setDoc(doc(visitor(), 'voiceglow/a1/convos/v9'), { authUid: 'v1' }));
  });

  it('lets the owner and the assigned client take and answer the chat', async () => {
    await assertSucceeds(
      updateDoc(doc(as(CHLOE), 'voiceglow/a1/convos/v1'), { state: 'human-chatting' }),
    );
    await assertSucceeds(
      updateDoc(doc(as(OLIVIA), 'voiceglow/a1/convos/v1'), { chatAssignedTo: 'olivia' }),
    );
    await assertSucceeds(getDocs(collection(as(OLIVIA), 'voiceglow/a1/convos')));
    await assertFails(
      updateDoc(doc(as(SAM), 'voiceglow/a1/convos/v1'), { state: 'human-chatting' }),
    );
    await assertFails(getDocs(collection(as(SAM), 'voiceglow/a1/convos')));
  });

  it('lets a visitor list only a query limited to their own conversation', async () => {
    await assertSucceeds(
      getDocs(query(collection(visitor(), 'voiceglow/a1/convos'), where('authUid', '==', 'v1'))),
    );
    await assertFails(getDocs(collection(visitor(), 'voiceglow/a1/convos')));
  });
});

describe('agencies', () => {
  it('belongs to its owner', async () => {
    await assertSucceeds(getDoc(doc(as(OLIVIA), 'agencies/ag1')));
    await assertSucceeds(updateDoc(doc(as(OLIVIA), 'agencies/ag1'), { name: 'Northwind 2' }));
    await assertFails(updateDoc(doc(as(OLIVIA), 'agencies/ag1'), { userId: 'sam' }));
    await assertFails(getDoc(doc(as(SAM), 'agencies/ag1')));
    // Created by a function (agency.rules.test.ts covers every owned field).
    await assertFails(setDoc(doc(as(SAM), 'agencies/ag2'), { userId: 'sam' }));
    await assertFails(deleteDoc(doc(as(OLIVIA), 'agencies/ag1')));
  });
});

describe('clients and organisations', () => {
  it('lets a client read its own record and the agency manage it', async () => {
    await assertSucceeds(getDoc(doc(as(CHLOE), 'clients/chloe')));
    await assertSucceeds(updateDoc(doc(as(OLIVIA), 'clients/chloe'), { name: 'Chloe C.' }));
    await assertFails(updateDoc(doc(as(CHLOE), 'clients/chloe'), { widgetIDs: ['a1', 'a9'] }));
    await assertFails(getDoc(doc(as(SAM), 'clients/chloe')));
    await assertSucceeds(setDoc(doc(as(OLIVIA), 'clients/c2'), { ownerID: 'olivia' }));
    await assertFails(setDoc(doc(as(SAM), 'clients/c3'), { ownerID: 'olivia' }));
    await assertFails(updateDoc(doc(as(OLIVIA), 'clients/chloe'), { ownerID: 'sam' }));
    await assertSucceeds(deleteDoc(doc(as(OLIVIA), 'clients/c2')));
    await assertFails(deleteDoc(doc(as(SAM), 'clients/chloe')));
  });

  it('lets a client set its own presence and notification settings, nothing else', async () => {
    await assertSucceeds(updateDoc(doc(as(CHLOE), 'clients/chloe'), { status: 'offline' }));
    await assertSucceeds(
      updateDoc(doc(as(CHLOE), 'clients/chloe'), {
        notificationsSettings: { notifyThrough: 'email', notifyIf: 'all' },
      }),
    );
    await assertFails(
      updateDoc(doc(as(CHLOE), 'clients/chloe'), { status: 'online', canAccess: ['/settings'] }),
    );
    await assertFails(updateDoc(doc(as(CHLOE), 'clients/chloe'), { dashboardPassword: 'x' }));
    await assertFails(updateDoc(doc(as(SAM), 'clients/chloe'), { status: 'offline' }));
    await assertFails(updateDoc(doc(as(MIA), 'clients/chloe'), { ownerID: 'mia' }));
  });

  it('lets organisation users read their organisation', async () => {
    await assertSucceeds(getDoc(doc(as(CHLOE), 'orgs/o1')));
    await assertSucceeds(getDoc(doc(as(OLIVIA), 'orgs/o1')));
    await assertFails(getDoc(doc(as(SAM), 'orgs/o1')));
    await assertFails(updateDoc(doc(as(CHLOE), 'orgs/o1'), { allowBilling: true }));
    await assertSucceeds(updateDoc(doc(as(OLIVIA), 'orgs/o1'), { allowBilling: true }));
    await assertFails(updateDoc(doc(as(OLIVIA), 'orgs/o1'), { ownerID: 'sam' }));
    await assertSucceeds(setDoc(doc(as(OLIVIA), 'orgs/o2'), { ownerID: 'olivia' }));
    await assertFails(setDoc(doc(as(SAM), 'orgs/o3'), { ownerID: 'olivia' }));
    await assertFails(deleteDoc(doc(as(SAM), 'orgs/o1')));
    await assertSucceeds(deleteDoc(doc(as(OLIVIA), 'orgs/o2')));
  });
});

describe('notifications', () => {
  it('lets the workspace read and mark them seen, nothing else', async () => {
    for (const path of ['notifications/n1', 'notifications2/n2']) {
      await assertSucceeds(getDoc(doc(as(MIA), path)));
      await assertSucceeds(updateDoc(doc(as(OLIVIA), path), { seen: true }));
      await assertFails(updateDoc(doc(as(OLIVIA), path), { title: 'Changed' }));
      await assertFails(getDoc(doc(as(SAM), path)));
      await assertFails(setDoc(doc(as(OLIVIA), `${path}-new`), { ownerID: 'olivia' }));
      await assertFails(deleteDoc(doc(as(OLIVIA), path)));
    }
  });

  it('lets a client read and mark seen only the notifications addressed to it', async () => {
    await assertSucceeds(getDoc(doc(as(CHLOE), 'notifications2/n3')));
    await assertSucceeds(updateDoc(doc(as(CHLOE), 'notifications2/n3'), { seen: true }));
    await assertFails(updateDoc(doc(as(CHLOE), 'notifications2/n3'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(as(CHLOE), 'notifications2/n3')));
    await assertFails(getDoc(doc(as(CHLOE), 'notifications2/n2')));
    await assertFails(getDoc(doc(as(CHLOE), 'notifications/n1')));
    await assertFails(getDoc(doc(as(SAM), 'notifications2/n3')));
    await assertFails(updateDoc(doc(as(SAM), 'notifications2/n3'), { seen: true }));
  });

  it("lets a client list its notifications, never another client's", async () => {
    const mine = query(
      collection(as(CHLOE), 'notifications2'),
      where('notifyOnly', 'array-contains', 'chloe'),
    );
    await assertSucceeds(getDocs(mine));
    const theirs = query(
      collection(as(SAM), 'notifications2'),
      where('notifyOnly', 'array-contains', 'chloe'),
    );
    await assertFails(getDocs(theirs));
  });
});

describe('channels and tools', () => {
  it('belong to the owning workspace', async () => {
    await assertSucceeds(getDoc(doc(as(MIA), 'telegramBots/t1')));
    await assertSucceeds(setDoc(doc(as(OLIVIA), 'waNumbers/w1'), { ownerID: 'olivia' }));
    await assertFails(setDoc(doc(as(SAM), 'discordChannels/d1'), { ownerID: 'olivia' }));
    await assertFails(getDoc(doc(as(SAM), 'telegramBots/t1')));
    await assertFails(setDoc(doc(as(OLIVIA), 'somethingElse/x'), { ownerID: 'olivia' }));
  });
});
