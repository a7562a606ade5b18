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
import { FUNCTION_OWNED_AGENCY_FIELDS } from '@vg/common';
import { PEOPLE, useFirestoreActors } from './firestoreActors';

// agencyOwner (olivia) owns the agency ag1 and chloe (client) is one of its
// clients; otherOwner (sam) owns another agency, ag2.
const { as, nobody } = useFirestoreActors(async (db) => {
  await setDoc(doc(db, 'agencies/ag1'), {
    ID: 'ag1',
    userId: PEOPLE.agencyOwner.uid,
    name: 'Northwind',
    secret: 'abcdefghijklmnopqrstuvwxy',
    customDomain: 'chat.northwind.test',
    isVerifiedCustomDomain: false,
    VGsubDomain: 'northwind.localhost',
    isVerifiedSubDomain: false,
    resendEmailDomainStatus: 'not_started',
  });
  await setDoc(doc(db, 'agencies/ag2'), {
    ID: 'ag2',
    userId: PEOPLE.otherOwner.uid,
    name: 'Other',
  });
  await setDoc(doc(db, 'domainClaims/chat.northwind.test'), {
    agencyId: 'ag1',
    userId: PEOPLE.agencyOwner.uid,
  });
});

describe('agencies', () => {
  it('lets the agency owner read its record (with the secret) and find it by userId', async () => {
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'agencies/ag1')));
    await assertSucceeds(
      getDocs(query(collection(as('agencyOwner'), 'agencies'), where('userId', '==', 'olivia'))),
    );
  });

  it('hides the record, and so the secret, from its client, a stranger, another owner and visitors', async () => {
    for (const reader of [as('client'), as('stranger'), as('otherOwner'), nobody()]) {
      await assertFails(getDoc(doc(reader, 'agencies/ag1')));
      await assertFails(getDocs(collection(reader, 'agencies')));
    }
  });

  it('lets the agency owner save its settings with merge', async () => {
    await assertSucceeds(
      setDoc(
        doc(as('agencyOwner'), 'agencies/ag1'),
        { name: 'Northwind 2', googleFont: 'Lato', customCSS: 'body{}', lastModified: 5 },
        { merge: true },
      ),
    );
    await assertSucceeds(
      updateDoc(doc(as('agencyOwner'), 'agencies/ag1'), {
        customTabs: [{ label: 'Hi', href: '/hi' }],
      }),
    );
  });

  it.each(FUNCTION_OWNED_AGENCY_FIELDS.map((field) => [field]))(
    'refuses %s from the agency owner (functions write it)',
    async (field) => {
      const value = field.startsWith('isVerified') ? true : `set-by-browser-${field}`;
      await assertFails(updateDoc(doc(as('agencyOwner'), 'agencies/ag1'), { [field]: value }));
    },
  );

  it('refuses edits from a client, a stranger and another owner', async () => {
    for (const writer of [as('client'), as('stranger'), as('otherOwner')]) {
      await assertFails(updateDoc(doc(writer, 'agencies/ag1'), { name: 'Taken over' }));
    }
  });

  it('lets no browser create or delete an agency record', async () => {
    await assertFails(setDoc(doc(as('stranger'), 'agencies/ag3'), { ID: 'ag3', userId: 'nina' }));
    await assertFails(
      setDoc(doc(as('agencyOwner'), 'agencies/ag4'), { ID: 'ag4', userId: 'olivia', secret: 'x' }),
    );
    await assertFails(deleteDoc(doc(as('agencyOwner'), 'agencies/ag1')));
    await assertFails(deleteDoc(doc(as('otherOwner'), 'agencies/ag2')));
  });
});

describe('domainClaims', () => {
  it('is out of every browser’s reach, even the claiming owner’s', async () => {
    for (const actor of [
      as('agencyOwner'),
      as('client'),
      as('stranger'),
      as('otherOwner'),
      nobody(),
    ]) {
      await assertFails(getDoc(doc(actor, 'domainClaims/chat.northwind.test')));
      await assertFails(
        setDoc(doc(actor, 'domainClaims/chat.other.test'), { agencyId: 'ag2', userId: 'sam' }),
      );
      await assertFails(deleteDoc(doc(actor, 'domainClaims/chat.northwind.test')));
    }
  });
});
