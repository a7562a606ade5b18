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
import { FUNCTION_OWNED_AGENCY_FIELDS } from '@vg/common';
import { startTestEmulator } from './startTestEmulator';

// Named actors: aiden owns the agency ag1, chloe is one of its clients,
// oscar owns another agency (ag2), and sam is a stranger with an account.
const AGENCY_OWNER = { uid: 'aiden', email: 'aiden@test.dev' };
const CLIENT = { uid: 'chloe', email: 'chloe@test.dev' };
const OTHER_OWNER = { uid: 'oscar', email: 'oscar@test.dev' };
const STRANGER = { uid: 'sam', email: 'sam@test.dev' };

let env: RulesTestEnvironment;
let emulator: Awaited<ReturnType<typeof startTestEmulator>>;

const as = (user: { uid: string; email: string }) =>
  env.authenticatedContext(user.uid, { email: user.email }).firestore() as unknown as Firestore;
const nobody = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = await initializeTestEnvironment({
    projectId: 'demo-agency-rules',
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
    await setDoc(doc(db, 'agencies/ag1'), {
      ID: 'ag1',
      userId: AGENCY_OWNER.uid,
      name: 'Northwind',
      secret: 'abcdefghijklmnopqrstuvwxy',
      customDomain: 'chat.northwind.test',
      isVerifiedCustomDomain: false,
      VGsubDomain: 'northwind.localhost',
      isVerifiedSubDomain: false,
      resendEmailDomainStatus: 'not_started',
    });
    await setDoc(doc(db, 'agencies/ag2'), { ID: 'ag2', userId: OTHER_OWNER.uid, name: 'Other' });
    await setDoc(doc(db, 'clients/chloe'), {
      ID: 'chloe',
      ownerID: AGENCY_OWNER.uid,
      email: CLIENT.email,
    });
    await setDoc(doc(db, 'domainClaims/chat.northwind.test'), {
      agencyId: 'ag1',
      userId: AGENCY_OWNER.uid,
    });
  });
});

describe('agencies', () => {
  it('lets the agency owner read its record (with the secret) and find it by userId', async () => {
    await assertSucceeds(getDoc(doc(as(AGENCY_OWNER), 'agencies/ag1')));
    await assertSucceeds(
      getDocs(query(collection(as(AGENCY_OWNER), 'agencies'), where('userId', '==', 'aiden'))),
    );
  });

  it('hides the record, and so the secret, from its client, a stranger, another owner and visitors', async () => {
    for (const reader of [as(CLIENT), as(STRANGER), as(OTHER_OWNER), nobody()]) {
      await assertFails(getDoc(doc(reader, 'agencies/ag1')));
      await assertFails(getDocs(collection(reader, 'agencies')));
    }
  });

  it('lets the agency owner save its settings with merge', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(AGENCY_OWNER), 'agencies/ag1'),
        { name: 'Northwind 2', googleFont: 'Lato', customCSS: 'body{}', lastModified: 5 },
        { merge: true },
      ),
    );
    await assertSucceeds(
      updateDoc(doc(as(AGENCY_OWNER), 'agencies/ag1'), {
        customTabs: [{ label: 'Hi', href: '/hi' }],
      }),
    );
  });

  it.each(FUNCTION_OWNED_AGENCY_FIELDS.map((field) => [field]))(
    'refuses %s from the agency owner (functions write it)',
    async (field) => {
      const value = field.startsWith('isVerified') ? true : `set-by-browser-${field}`;
      await assertFails(updateDoc(doc(as(AGENCY_OWNER), 'agencies/ag1'), { [field]: value }));
    },
  );

  it('refuses edits from a client, a stranger and another owner', async () => {
    for (const writer of [as(CLIENT), as(STRANGER), as(OTHER_OWNER)]) {
      await assertFails(updateDoc(doc(writer, 'agencies/ag1'), { name: 'Taken over' }));
    }
  });

  it('lets no browser create or delete an agency record', async () => {
    await assertFails(setDoc(doc(as(STRANGER), 'agencies/ag3'), { ID: 'ag3', userId: 'sam' }));
    await assertFails(
      setDoc(doc(as(AGENCY_OWNER), 'agencies/ag4'), { ID: 'ag4', userId: 'aiden', secret: 'x' }),
    );
    await assertFails(deleteDoc(doc(as(AGENCY_OWNER), 'agencies/ag1')));
    await assertFails(deleteDoc(doc(as(OTHER_OWNER), 'agencies/ag2')));
  });
});

describe('domainClaims', () => {
  it('is out of every browser’s reach, even the claiming owner’s', async () => {
    for (const actor of [as(AGENCY_OWNER), as(CLIENT), as(STRANGER), as(OTHER_OWNER), nobody()]) {
      await assertFails(getDoc(doc(actor, 'domainClaims/chat.northwind.test')));
      await assertFails(
        setDoc(doc(actor, 'domainClaims/chat.other.test'), { agencyId: 'ag2', userId: 'oscar' }),
      );
      await assertFails(deleteDoc(doc(actor, 'domainClaims/chat.northwind.test')));
    }
  });
});
