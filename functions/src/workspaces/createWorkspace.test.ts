import { describe, expect, it } from 'vitest';
import { TEXT } from '@vg/common';
import { dbFor } from '../firestore';
import { signInWithGoogle, signUpOwner, uniqueId } from '../testing/emulators';
import { useApiHarness } from '../testing/useApiHarness';

const { api, visitor } = useApiHarness();

const create = (token: string | undefined, body: unknown) =>
  api.call('POST', '/api/eu/workspaces', { ...(token ? { token } : {}), body });

async function draftsBy(uid: string) {
  return (await dbFor('eu').collection('users').where('createdBy', '==', uid).get()).docs;
}

describe('POST /workspaces', () => {
  it('drafts a workspace with a fresh uid, no credits and the caller as its member', async () => {
    const email = `${uniqueId('ada')}@example.com`;
    const ada = await signInWithGoogle(email, 'Ada');
    const answer = await create(ada.idToken, { workspaceName: '  Side project ' });
    expect(answer.status).toBe(201);
    const workspace = answer.body.workspace as Record<string, unknown>;
    expect(workspace).toMatchObject({
      workspaceName: 'Side project',
      workspaceEmails: [email],
      loadTokens: 0,
      hasEverPaid: false,
      createdBy: ada.uid,
    });
    expect(workspace.uid).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(workspace.workspaceSecret).toMatch(/^\S{20}$/);
    const stored = await draftsBy(ada.uid);
    expect(stored.map((d) => d.id)).toEqual([workspace.uid]);
  });

  it('answers a missing or bad name and smuggled fields with a 400, writing nothing', async () => {
    const ada = await signInWithGoogle(`${uniqueId('ada')}@example.com`, 'Ada');
    const blank = await create(ada.idToken, { workspaceName: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(TEXT.workspaceNameRequired);
    for (const body of [
      {},
      { workspaceName: 7 },
      { workspaceName: 'x'.repeat(101) },
      { workspaceName: 'Rich', loadTokens: 1e9 },
      { workspaceName: 'Mine', uid: 'victim' },
    ]) {
      const answer = await create(ada.idToken, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/Invalid request: [a-zA-Z]+/);
    }
    expect(await draftsBy(ada.uid)).toEqual([]);
  });

  it('asks an account with an unverified e-mail to verify it first', async () => {
    const unverified = await signUpOwner();
    const answer = await create(unverified.idToken, { workspaceName: 'Borrowed address' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      error: {
        code: 'email-unverified',
        message: expect.stringMatching(
          /^Verify your e-mail address first: open the link we sent to owner-/,
        ),
      },
    });
    expect(await draftsBy(unverified.uid)).toEqual([]);
  });

  it('refuses visitors and signed-out callers', async () => {
    const anonymous = await create(visitor.idToken, { workspaceName: 'Visitor' });
    expect(anonymous.status).toBe(403);
    expect(await draftsBy(visitor.uid)).toEqual([]);
    const unsigned = await create(undefined, { workspaceName: 'Nobody' });
    expect(unsigned.status).toBe(401);
  });
});
