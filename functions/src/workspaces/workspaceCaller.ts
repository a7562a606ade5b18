import type { UserRecord } from 'firebase-admin/auth';
import { PRODUCT_ID_PATTERN } from '@vg/common';
import { adminAuth } from '../firestore';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';

/**
 * The signed-in person behind a workspace call, with the account data the
 * Auth service vouches for. Anonymous widget visitors have no workspace.
 */
export async function workspaceCaller(caller: () => Promise<Caller>): Promise<UserRecord> {
  const { uid, anonymous } = await caller();
  if (anonymous) {
    throw new HttpError(
      403,
      'Workspaces belong to signed-in accounts: sign in with Google or e-mail first.',
      { code: 'anonymous-account' },
    );
  }
  // Custom tokens may carry any text; only an id the product would create may name a path.
  if (!PRODUCT_ID_PATTERN.test(uid)) {
    throw new HttpError(
      400,
      'This account id cannot hold a workspace: sign in with Google or e-mail.',
      { code: 'invalid-account-id' },
    );
  }
  return adminAuth().getUser(uid);
}

/** The account's e-mail, lower-cased, when the Auth service has verified it. */
export function verifiedEmail(user: UserRecord): string | null {
  return user.email && user.emailVerified ? user.email.trim().toLowerCase() : null;
}
