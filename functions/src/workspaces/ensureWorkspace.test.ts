import { describe, expect, it } from 'vitest';
import { STARTING_CREDITS, type Region } from '@vg/common';
import { dbFor } from '../firestore';
import { signInWithGoogle, signUpOwner, uniqueId } from '../testing/emulators';
import { readDoc } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';
import { GRANT_LEDGER, GRANT_LEDGER_REGION, grantKeys } from './startingCredits';

const { api, visitor } = useApiHarness();

const ensure = (region: Region, token: string, body: unknown = {}) =>
  api.call('POST', `/api/${region}/workspaces/own`, { token, body });

const googleUser = () => signInWithGoogle(`${uniqueId('grace')}@example.com`);

async function ledgerEntries(uid: string, email: string | null) {
  const ledger = dbFor(GRANT_LEDGER_REGION).collection(GRANT_LEDGER);
  const snapshots = await Promise.all(grantKeys(uid, email).map((key) => ledger.doc(key).get()));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.data());
}

describe('POST /workspaces/own', () => {
  it('creates the workspace on the first sign-in with the starting credits, once', async () => {
    const grace = await googleUser();
    const first = await ensure('eu', grace.idToken);
    expect(first.status).toBe(200);
    expect(first.body.workspace).toMatchObject({
      uid: grace.uid,
      loadTokens: STARTING_CREDITS,
      showOnboarding: true,
      workspaceName: "Grace Hopper's Workspace",
      displayName: 'Grace Hopper',
    });
    const again = await ensure('eu', grace.idToken);
    expect(again.body.workspace).toMatchObject({ loadTokens: STARTING_CREDITS });
    expect((await readDoc('eu', `users/${grace.uid}`))?.loadTokens).toBe(STARTING_CREDITS);
  });

  it('grants nothing again in the other region, and skips onboarding there', async () => {
    const grace = await googleUser();
    await ensure('eu', grace.idToken);
    const na = await ensure('na', grace.idToken);
    expect(na.status).toBe(200);
    expect(na.body.workspace).toMatchObject({
      uid: grace.uid,
      loadTokens: 0,
      showOnboarding: false,
    });
    expect((await readDoc('eu', `users/${grace.uid}`))?.loadTokens).toBe(STARTING_CREDITS);
  });

  it('grants nothing again after the workspace document is deleted and re-created', async () => {
    const grace = await googleUser();
    await ensure('eu', grace.idToken);
    await dbFor('eu').doc(`users/${grace.uid}`).delete();
    const recreated = await ensure('eu', grace.idToken);
    expect(recreated.body.workspace).toMatchObject({ loadTokens: 0 });
  });

  it('credits exactly once when several screens ask at the same time', async () => {
    const grace = await googleUser();
    const answers = await Promise.all([1, 2, 3, 4].map(() => ensure('na', grace.idToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await readDoc('na', `users/${grace.uid}`))?.loadTokens).toBe(STARTING_CREDITS);
  });

  it('keys the grant on the account for an e-mail the Auth service has not verified', async () => {
    const owner = await signUpOwner();
    const made = await ensure('eu', owner.idToken, { referredFrom: 'partner-7' });
    expect(made.body.workspace).toMatchObject({
      loadTokens: STARTING_CREDITS,
      referredFrom: 'partner-7',
    });
    expect(await ledgerEntries(owner.uid, null)).toEqual([
      expect.objectContaining({ region: 'eu', state: 'granted' }),
    ]);
  });

  it('refuses an anonymous widget visitor, and writes nothing', async () => {
    const answer = await ensure('eu', visitor.idToken);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain('sign in with Google or e-mail');
    expect(await readDoc('eu', `users/${visitor.uid}`)).toBeUndefined();
    expect(await ledgerEntries(visitor.uid, null)).toEqual([]);
  });

  it('answers bad input with a 400 that says what is wrong, and writes nothing', async () => {
    const grace = await googleUser();
    for (const body of [
      { loadTokens: 1e9 },
      { referredFrom: 'x'.repeat(201) },
      { referredFrom: 5 },
    ]) {
      const answer = await ensure('eu', grace.idToken, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/Invalid request/);
    }
    const unsigned = await api.call('POST', '/api/eu/workspaces/own', { body: {} });
    expect(unsigned.status).toBe(401);
    expect(await readDoc('eu', `users/${grace.uid}`)).toBeUndefined();
  });

  it("sends an agency client to the agency's dashboard instead of making a workspace", async () => {
    const client = await googleUser();
    await dbFor('eu')
      .doc(`clients/${client.uid}`)
      .set({ ID: client.uid, ownerID: 'agency-1', email: 'c@example.com', widgetIDs: [] });
    const answer = await ensure('eu', client.idToken);
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toContain('agency client');
    expect(await readDoc('eu', `users/${client.uid}`)).toBeUndefined();
  });
});
