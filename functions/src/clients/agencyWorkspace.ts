import type { Firestore } from 'firebase-admin/firestore';
import { hasWorkspaceAccess, workspaceSchema, type Workspace } from '@vg/common';
import { adminAuth } from '../firestore';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';

/**
 * The workspace a caller acts for when it manages organisations and
 * clients: its own, or one whose members list its verified e-mail. A client account
 * never manages anything (it has no workspace), and an anonymous visitor
 * neither.
 */
export async function agencyWorkspace(
  db: Firestore,
  caller: Caller,
  workspaceId: string = caller.uid,
): Promise<Workspace> {
  if (caller.anonymous) throw new HttpError(403, 'Sign in with your workspace account first.');
  const snap = await db.doc(`users/${workspaceId}`).get();
  const parsed = snap.exists ? workspaceSchema.safeParse({ uid: snap.id, ...snap.data() }) : null;
  if (!parsed?.success) {
    throw new HttpError(404, 'Workspace not found. Please refresh and try again.', {
      code: 'workspace-not-found',
    });
  }
  const workspace = parsed.data;
  const email = workspaceId === caller.uid ? null : await callerEmail(caller.uid);
  if (!hasWorkspaceAccess(workspace, { uid: caller.uid, email })) {
    throw new HttpError(403, 'You are not a member of this workspace.', { code: 'forbidden' });
  }
  return workspace;
}

/**
 * The caller's e-mail as membership counts it: only once verified, since
 * anyone can sign up with someone else's address.
 */
async function callerEmail(uid: string): Promise<string | null> {
  try {
    const user = await adminAuth().getUser(uid);
    return user.emailVerified ? (user.email ?? null) : null;
  } catch {
    return null;
  }
}
