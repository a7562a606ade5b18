import {
  WORKSPACE_SECRET_RANDOM_LENGTH,
  createWorkspaceRequestSchema,
  generateWorkspaceUid,
  newWorkspaceDraftSchema,
  randomString,
  workspaceSchema,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { verifiedEmail, workspaceCaller } from './workspaceCaller';

/**
 * POST /workspaces: '+ New Workspace'. A draft workspace with a fresh uid,
 * no credits and the caller as its first member. Drafts are made here, not
 * in the browser, so no one can create a workspace document under another
 * person's uid; createdBy marks it as a draft its members may delete.
 */
export const createWorkspace = defineEndpoint({
  method: 'POST',
  path: '/workspaces',
  input: createWorkspaceRequestSchema,
  handle: async ({ db, input, caller }) => {
    const user = await workspaceCaller(caller);
    if (!user.email?.trim()) {
      throw new HttpError(
        403,
        'Workspace members are found by e-mail: sign in with an account that has an e-mail address.',
        { code: 'email-required' },
      );
    }
    // Membership goes by e-mail: only an address the person proved is theirs.
    const email = verifiedEmail(user);
    if (!email) {
      throw new HttpError(
        403,
        `Verify your e-mail address first: open the link we sent to ${user.email}, then try again.`,
        { code: 'email-unverified' },
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const draft = newWorkspaceDraftSchema.parse({
      uid: generateWorkspaceUid(),
      workspaceName: input.workspaceName,
      workspaceEmails: [email],
      workspacePhotoURL: '',
      // A menu-created workspace gets a bare 20-character secret (spec: new workspace draft).
      workspaceSecret: randomString(WORKSPACE_SECRET_RANDOM_LENGTH),
      loadTokens: 0,
      joinedAt: now,
    });
    const stored = { ...draft, createdBy: user.uid, hasEverPaid: false };
    // A 15-character uid colliding is astronomically unlikely; create() refuses it anyway.
    await db.doc(`users/${draft.uid}`).create(stored);
    return { status: 201, body: { workspace: workspaceSchema.parse(stored) } };
  },
});
