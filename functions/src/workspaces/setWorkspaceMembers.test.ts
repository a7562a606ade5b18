import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_SEATS_MESSAGE } from '@vg/common';
import { dbFor } from '../firestore';
import { signInWithGoogle, uniqueId } from '../testing/emulators';
import { useApiHarness } from '../testing/useApiHarness';

const { api, visitor } = useApiHarness();
const db = () => dbFor('eu');

const setMembers = (token: string, uid: string, workspaceEmails: unknown) =>
  api.call('POST', `/api/eu/workspaces/${uid}/members`, { token, body: { workspaceEmails } });

const members = async (uid: string) =>
  (await db().doc(`users/${uid}`).get()).get('workspaceEmails') as string[];

async function ownerWithWorkspace(fields: Record<string, unknown> = {}) {
  const email = `${uniqueId('owner')}@example.com`;
  const person = await signInWithGoogle(email);
  await db()
    .doc(`users/${person.uid}`)
    .set({ uid: person.uid, email, workspaceEmails: [], loadTokens: 0, ...fields });
  return person;
}

describe('POST /workspaces/{uid}/members', () => {
  it('adds members up to the 2 default seats, then refuses with the seats message', async () => {
    const owner = await ownerWithWorkspace();
    const ok = await setMembers(owner.idToken, owner.uid, ['A@Team.io', 'b@team.io']);
    expect(ok.status).toBe(200);
    expect(await members(owner.uid)).toEqual(['a@team.io', 'b@team.io']);
    const third = await setMembers(owner.idToken, owner.uid, [
      'a@team.io',
      'b@team.io',
      'c@team.io',
    ]);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error: { code: 'seats-full', message: NOT_ENOUGH_SEATS_MESSAGE },
    });
    expect(await members(owner.uid)).toEqual(['a@team.io', 'b@team.io']);
  });

  it('counts bought seats and the custom plan; removing members always works', async () => {
    const owner = await ownerWithWorkspace({
      workspaceEmails: ['a@team.io', 'b@team.io', 'c@team.io'],
      v2StripeConfig: { status: 'active', addons: { 'workspace-seat': 1 } },
    });
    expect(
      (
        await setMembers(owner.idToken, owner.uid, [
          'a@team.io',
          'b@team.io',
          'c@team.io',
          'd@team.io',
        ])
      ).status,
    ).toBe(403);
    const custom = await ownerWithWorkspace({
      workspaceEmails: ['a@team.io', 'b@team.io', 'c@team.io'],
      internal: { customPlan: { limits: { workspaceSeats: 3 } } },
      v2StripeConfig: { status: 'active', addons: { 'workspace-seat': 1 } },
    });
    expect(
      (
        await setMembers(custom.idToken, custom.uid, [
          'a@team.io',
          'b@team.io',
          'c@team.io',
          'd@team.io',
        ])
      ).status,
    ).toBe(200);
    // Over the seats (bought seats ended) the owner can still remove people.
    const over = await ownerWithWorkspace({ workspaceEmails: ['a@t.io', 'b@t.io', 'c@t.io'] });
    expect((await setMembers(over.idToken, over.uid, ['a@t.io', 'b@t.io'])).status).toBe(200);
    expect(await members(over.uid)).toEqual(['a@t.io', 'b@t.io']);
    // Swapping one member for another is an addition past the seats.
    expect((await setMembers(over.idToken, over.uid, ['a@t.io', 'z@t.io'])).status).toBe(200);
    expect((await setMembers(over.idToken, over.uid, ['a@t.io', 'z@t.io', 'y@t.io'])).status).toBe(
      403,
    );
  });

  it('lets a verified member change the list; refuses strangers and visitors', async () => {
    const miaEmail = `${uniqueId('mia')}@example.com`;
    const mia = await signInWithGoogle(miaEmail);
    const owner = await ownerWithWorkspace({ workspaceEmails: [miaEmail] });
    expect((await setMembers(mia.idToken, owner.uid, [miaEmail, 'x@team.io'])).status).toBe(200);
    const stranger = await signInWithGoogle(`${uniqueId('nina')}@example.com`);
    expect((await setMembers(stranger.idToken, owner.uid, [])).status).toBe(403);
    expect((await setMembers(visitor.idToken, owner.uid, [])).status).toBe(403);
    expect(await members(owner.uid)).toEqual([miaEmail, 'x@team.io']);
  });

  it('answers bad input with a 400 and changes nothing', async () => {
    const owner = await ownerWithWorkspace({ workspaceEmails: ['a@team.io'] });
    for (const emails of ['a@team.io', ['not-an-email'], [7], null]) {
      expect((await setMembers(owner.idToken, owner.uid, emails)).status).toBe(400);
    }
    expect((await setMembers(owner.idToken, 'no-such-workspace', [])).status).toBe(404);
    expect(await members(owner.uid)).toEqual(['a@team.io']);
  });
});
