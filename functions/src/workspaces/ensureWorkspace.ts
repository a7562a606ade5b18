import {
  ensureWorkspaceRequestSchema,
  generateWorkspaceSecret,
  workspaceSchema,
  type Region,
  type Workspace,
} from '@vg/common';
import type { UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { dbFor } from '../firestore';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { grantStartingCredits } from './startingCredits';
import { verifiedEmail, workspaceCaller } from './workspaceCaller';

/** gRPC status of a create() whose document exists. */
const ALREADY_EXISTS = 6;

/**
 * POST /workspaces/own: the caller's own workspace in the region, created on
 * the first sign-in there, with the starting credits granted once per person
 * (see grantStartingCredits). Later calls answer the stored workspace.
 */
export const ensureWorkspace = defineEndpoint({
  method: 'POST',
  path: '/workspaces/own',
  input: ensureWorkspaceRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const user = await workspaceCaller(caller);
    const ref = db.doc(`users/${user.uid}`);
    const [client, existing] = await Promise.all([db.doc(`clients/${user.uid}`).get(), ref.get()]);
    if (!existing.exists && client.exists) {
      throw new HttpError(
        409,
        "This account is an agency client: sign in to your agency's dashboard instead.",
        { code: 'client-account' },
      );
    }
    if (!existing.exists) {
      const onboardedElsewhere = await hasWorkspace(dbFor(otherRegion(region)), user.uid);
      // A parallel first call may have created it meanwhile; the grant below is idempotent.
      await ref
        .create(newWorkspace(user, onboardedElsewhere, input.referredFrom))
        .catch((error: { code?: number }) => {
          if (error.code !== ALREADY_EXISTS) throw error;
        });
    }
    await grantStartingCredits(db, region, user.uid, verifiedEmail(user));
    const stored = workspaceSchema.parse({ uid: user.uid, ...(await ref.get()).data() });
    return { body: { workspace: stored } };
  },
});

function newWorkspace(user: UserRecord, onboardedElsewhere: boolean, referredFrom?: string) {
  const now = Math.floor(Date.now() / 1000);
  const name = user.displayName ?? user.email?.split('@')[0] ?? '';
  const workspace: Workspace = workspaceSchema.parse({
    uid: user.uid,
    email: user.email?.toLowerCase() ?? '',
    displayName: name,
    photoURL: user.photoURL ?? '',
    joinedAt: now,
    loadTokens: 0,
    workspaceName: name ? `${name}'s Workspace` : 'My Workspace',
    workspaceSecret: generateWorkspaceSecret(),
    workspaceEmails: [],
    workspacePhotoURL: user.photoURL ?? '',
    // Onboarding happens once per account, not once per region.
    showOnboarding: !onboardedElsewhere,
    ...(referredFrom ? { referredFrom } : {}),
    provider: user.providerData.some((p) => p.providerId === 'facebook.com') ? 'meta' : 'other',
  });
  return workspace;
}

function otherRegion(region: Region): Region {
  return region === 'eu' ? 'na' : 'eu';
}

async function hasWorkspace(db: Firestore, uid: string): Promise<boolean> {
  return (await db.doc(`users/${uid}`).get()).exists;
}
