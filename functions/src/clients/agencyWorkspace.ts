import type { Firestore } from 'firebase-admin/firestore';
import { hasWorkspaceAccess, workspaceSchema, type Workspace } from '@vg/common';
import { adminAuth } from '../firestore';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';

/**
 * The workspace a caller acts for when it manages organisations and
 * clients: its own, or one whose members list its e-mail. A client account
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

async function callerEmail(uid: string): Promise<string | null> {
  try {
    return (await adminAuth().getUser(uid)).email ?? null;
  } catch {
    return null;
  }
}
