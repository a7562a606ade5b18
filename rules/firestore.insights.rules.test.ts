import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  sum,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useFirestoreActors } from './firestoreActors';

const { as, withClaims, visitor, nobody, admin } = useFirestoreActors();

const SHARD = 'voiceglow/a1/insights/2026-01-05_0';
const LEAD = 'voiceglow/a1/leads/l1';

async function seedInsights(canAccess: string[]) {
  await admin(async (db) => {
    await setDoc(doc(db, SHARD), { day: '2026-01-05', conversations: 3 });
    await setDoc(doc(db, LEAD), { email: 'ann@shop.dev', tags: [], firstContactMs: 1 });
    await setDoc(doc(db, 'clients/chloe'), { canAccess }, { merge: true });
  });
}

/** Home's sum of a counter over closed days: an aggregation query, under the same rule as a list. */
function closedDaysSum(db: Firestore) {
  return getAggregateFromServer(
    query(
      collection(db, 'voiceglow/a1/insights'),
      where('day', '>=', '2026-01-01'),
      where('day', '<=', '2026-01-24'),
    ),
    { total: sum('conversations') },
  );
}

describe('insights: the agent counters kept by the functions', () => {
  it('lets the owner and members read them', async () => {
    await seedInsights([]);
    await assertSucceeds(getDoc(doc(as('agencyOwner'), SHARD)));
    await assertSucceeds(getDocs(collection(as('member'), 'voiceglow/a1/insights')));
    await assertSucceeds(getDoc(doc(as('agencyOwner'), 'voiceglow/a1/insights/m2026-01')));
  });

  it('lets a client read them only with Home, Analytics or Metrics in its canAccess', async () => {
    await seedInsights(['/convos', '/kb']);
    await assertFails(getDoc(doc(as('client'), SHARD)));
    await seedInsights(['/analytics']);
    await assertSucceeds(getDoc(doc(as('client'), SHARD)));
    await assertSucceeds(getDocs(collection(as('client'), 'voiceglow/a1/insights')));
  });

  it("lets the agency's admin, entered as the client with the agency secret, read them; the claim alone opens nothing", async () => {
    await seedInsights(['/convos']);
    await assertSucceeds(getDoc(doc(withClaims('client', { agencyAdmin: true }), SHARD)));
    await assertFails(getDoc(doc(withClaims('client', { agencyAdmin: false }), SHARD)));
    await assertFails(getDoc(doc(withClaims('stranger', { agencyAdmin: true }), SHARD)));
    await assertFails(getDoc(doc(withClaims('otherOwner', { agencyAdmin: true }), SHARD)));
  });

  it("gives Home's sums to the owner and to a client with Home, and to nobody else", async () => {
    await seedInsights(['/home']);
    expect((await closedDaysSum(as('agencyOwner'))).data().total).toBe(3);
    await assertSucceeds(closedDaysSum(as('member')));
    await assertSucceeds(closedDaysSum(as('client')));
    await seedInsights(['/convos']);
    await assertFails(closedDaysSum(as('client')));
    for (const db of [visitor(), as('stranger'), as('otherOwner'), nobody()])
      await assertFails(closedDaysSum(db));
  });

  it('stops visitors, strangers, otherOwner and the signed-out reading them', async () => {
    await seedInsights(['/analytics']);
    await assertFails(getDoc(doc(visitor(), SHARD)));
    await assertFails(getDoc(doc(as('stranger'), SHARD)));
    await assertFails(getDoc(doc(as('otherOwner'), SHARD)));
    await assertFails(getDocs(collection(as('otherOwner'), 'voiceglow/a1/insights')));
    await assertFails(getDoc(doc(nobody(), SHARD)));
  });

  it('lets no browser write them, not even the owner or the agencyOwner', async () => {
    await seedInsights(['/analytics']);
    for (const db of [
      as('agencyOwner'),
      as('client'),
      visitor(),
      as('otherOwner'),
      as('stranger'),
    ]) {
      await assertFails(setDoc(doc(db, SHARD), { day: '2026-01-05', conversations: 999 }));
      await assertFails(updateDoc(doc(db, SHARD), { conversations: 0 }));
      await assertFails(deleteDoc(doc(db, SHARD)));
      await assertFails(
        setDoc(doc(db, 'voiceglow/a1/insights/2026-01-06_1'), { day: '2026-01-06' }),
      );
      // Nor the nightly rollups: a month, a rolled day.
      await assertFails(setDoc(doc(db, 'voiceglow/a1/insights/m2026-01'), { month: '2026-01' }));
      await assertFails(
        setDoc(doc(db, 'voiceglow/a1/insights/2026-01-05_r'), { day: '2026-01-05' }),
      );
    }
  });
});

describe('leads: contacts the agent captured', () => {
  it('lets the owner read them and change only their tags', async () => {
    await seedInsights([]);
    await assertSucceeds(getDocs(collection(as('agencyOwner'), 'voiceglow/a1/leads')));
    await assertSucceeds(updateDoc(doc(as('agencyOwner'), LEAD), { tags: ['vip'] }));
    await assertFails(updateDoc(doc(as('agencyOwner'), LEAD), { email: 'other@shop.dev' }));
    await assertFails(updateDoc(doc(as('agencyOwner'), LEAD), { tags: 'vip' }));
    await assertFails(
      setDoc(doc(as('agencyOwner'), 'voiceglow/a1/leads/l2'), { email: 'x@y.dev' }),
    );
    await assertFails(deleteDoc(doc(as('agencyOwner'), LEAD)));
  });

  it('lets a client read and tag them only with Leads in its canAccess', async () => {
    await seedInsights(['/analytics']);
    await assertFails(getDoc(doc(as('client'), LEAD)));
    await assertFails(updateDoc(doc(as('client'), LEAD), { tags: ['vip'] }));
    await seedInsights(['/leads']);
    await assertSucceeds(getDoc(doc(as('client'), LEAD)));
    await assertSucceeds(updateDoc(doc(as('client'), LEAD), { tags: ['vip'] }));
  });

  it('stops visitors, strangers and otherOwner reading or tagging them', async () => {
    await seedInsights(['/leads']);
    for (const db of [visitor(), as('stranger'), as('otherOwner'), nobody()]) {
      await assertFails(getDoc(doc(db, LEAD)));
      await assertFails(updateDoc(doc(db, LEAD), { tags: ['spam'] }));
    }
  });
});
