import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { useFirestoreActors } from './firestoreActors';

const { as, visitor, nobody, admin } = useFirestoreActors();

const CAMPAIGN = 'voiceglow/a1/campaigns/c1';
const RECIPIENT = `${CAMPAIGN}/recipients/l1`;
const CONTACT = 'voiceglow/a1/campaignContacts/l1';
const LEAD = 'voiceglow/a1/leads/l1';

async function seedCampaign(canAccess: string[]) {
  await admin(async (db) => {
    await setDoc(doc(db, CAMPAIGN), {
      name: 'Spring sale',
      status: 'sent',
      counts: { recipients: 1, sent: 1 },
    });
    await setDoc(doc(db, RECIPIENT), { leadId: 'l1', status: 'sent', address: 'ann@shop.dev' });
    await setDoc(doc(db, CONTACT), { campaignId: 'c1', sentAtMs: 1, replied: false });
    await setDoc(doc(db, LEAD), { email: 'ann@shop.dev', tags: [], firstContactMs: 1 });
    await setDoc(doc(db, 'clients/chloe'), { canAccess }, { merge: true });
  });
}

describe('campaigns: sent and counted by the functions', () => {
  it('lets the owner and members read campaigns and their recipients', async () => {
    await seedCampaign([]);
    await assertSucceeds(getDoc(doc(as('agencyOwner'), CAMPAIGN)));
    await assertSucceeds(getDocs(collection(as('agencyOwner'), 'voiceglow/a1/campaigns')));
    await assertSucceeds(getDocs(collection(as('member'), `${CAMPAIGN}/recipients`)));
  });

  it('lets a client read them only with Campaigns in its canAccess', async () => {
    await seedCampaign(['/convos', '/leads']);
    await assertFails(getDoc(doc(as('client'), CAMPAIGN)));
    await assertFails(getDocs(collection(as('client'), `${CAMPAIGN}/recipients`)));
    await seedCampaign(['/campaigns']);
    await assertSucceeds(getDoc(doc(as('client'), CAMPAIGN)));
    await assertSucceeds(getDoc(doc(as('client'), RECIPIENT)));
  });

  it('stops visitors, strangers, otherOwner and the signed-out reading them', async () => {
    await seedCampaign(['/campaigns']);
    for (const db of [visitor(), as('stranger'), as('otherOwner'), nobody()]) {
      await assertFails(getDoc(doc(db, CAMPAIGN)));
      await assertFails(getDocs(collection(db, 'voiceglow/a1/campaigns')));
      await assertFails(getDoc(doc(db, RECIPIENT)));
    }
  });

  it('lets no browser create, edit or delete a campaign, a recipient or a campaign contact', async () => {
    await seedCampaign(['/campaigns']);
    for (const db of [
      as('agencyOwner'),
      as('member'),
      as('client'),
      visitor(),
      as('otherOwner'),
      as('stranger'),
    ]) {
      await assertFails(setDoc(doc(db, 'voiceglow/a1/campaigns/c2'), { name: 'Mine', counts: {} }));
      await assertFails(updateDoc(doc(db, CAMPAIGN), { 'counts.sent': 999 }));
      await assertFails(deleteDoc(doc(db, CAMPAIGN)));
      await assertFails(setDoc(doc(db, `${CAMPAIGN}/recipients/l2`), { status: 'pending' }));
      await assertFails(updateDoc(doc(db, RECIPIENT), { status: 'pending' }));
      await assertFails(deleteDoc(doc(db, RECIPIENT)));
      await assertFails(getDoc(doc(db, CONTACT)));
      await assertFails(updateDoc(doc(db, CONTACT), { replied: true }));
    }
  });
});

describe('leads: tags and opting out of campaigns', () => {
  it('lets the owner and a client with Leads tag a lead, but opt it out only through a function', async () => {
    await seedCampaign(['/leads']);
    await assertSucceeds(updateDoc(doc(as('agencyOwner'), LEAD), { tags: ['vip'] }));
    await assertSucceeds(updateDoc(doc(as('client'), LEAD), { tags: ['vip', 'shoes'] }));
    for (const db of [as('agencyOwner'), as('client')]) {
      await assertFails(updateDoc(doc(db, LEAD), { optedOut: true }));
      await assertFails(updateDoc(doc(db, LEAD), { optedOut: false, optedOutBy: 'team' }));
      await assertFails(updateDoc(doc(db, LEAD), { tags: ['vip'], optedOut: true }));
    }
    await assertFails(updateDoc(doc(as('agencyOwner'), LEAD), { tags: 'vip' }));
  });

  it('stops a client without Leads, strangers and visitors changing a lead', async () => {
    await seedCampaign(['/campaigns']);
    for (const db of [as('client'), as('stranger'), as('otherOwner'), visitor()]) {
      await assertFails(updateDoc(doc(db, LEAD), { optedOut: true }));
      await assertFails(updateDoc(doc(db, LEAD), { tags: ['vip'] }));
    }
  });
});
