import { describe, expect, it } from 'vitest';
import { STARTING_CREDITS } from '@vg/common';
import { dbFor } from '../firestore';
import { useEmulators, uniqueId } from '../testing/emulators';
import { readDoc } from '../testing/seed';
import { GRANT_LEDGER, grantKeys, grantStartingCredits } from './startingCredits';

useEmulators();

async function workspace(uid: string, fields: Record<string, unknown> = {}) {
  await dbFor('eu')
    .doc(`users/${uid}`)
    .set({ uid, loadTokens: 0, ...fields });
}

describe('grantStartingCredits', () => {
  it('grants a verified e-mail once, whichever account it signs in with', async () => {
    const email = `${uniqueId('ada')}@example.com`;
    const [first, second] = [uniqueId('uid'), uniqueId('uid')];
    await workspace(first);
    await workspace(second);
    expect(await grantStartingCredits(dbFor('eu'), 'eu', first, email)).toBe(true);
    expect(await grantStartingCredits(dbFor('eu'), 'eu', second, email)).toBe(false);
    expect((await readDoc('eu', `users/${first}`))?.loadTokens).toBe(STARTING_CREDITS);
    expect((await readDoc('eu', `users/${second}`))?.loadTokens).toBe(0);
  });

  it('never credits a workspace that already had its starting credits', async () => {
    const uid = uniqueId('uid');
    await workspace(uid, { loadTokens: 40, freeLTsTS: 1_700_000_000 });
    expect(await grantStartingCredits(dbFor('eu'), 'eu', uid, null)).toBe(false);
    expect((await readDoc('eu', `users/${uid}`))?.loadTokens).toBe(40);
  });

  it('finishes a grant left pending in its region, and only there', async () => {
    const uid = uniqueId('uid');
    await workspace(uid);
    await dbFor('na').doc(`users/${uid}`).set({ uid, loadTokens: 0 });
    // The ledger claim of an earlier call whose crediting step failed.
    const [key] = grantKeys(uid, null);
    await dbFor('eu').doc(`${GRANT_LEDGER}/${key}`).set({ region: 'eu', state: 'pending' });
    expect(await grantStartingCredits(dbFor('na'), 'na', uid, null)).toBe(false);
    expect(await grantStartingCredits(dbFor('eu'), 'eu', uid, null)).toBe(true);
    expect((await readDoc('eu', `users/${uid}`))?.loadTokens).toBe(STARTING_CREDITS);
    expect((await readDoc('na', `users/${uid}`))?.loadTokens).toBe(0);
  });
});
