import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { hasWorkspaceAccess, workspaceSchema, type Workspace } from '@vg/common';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { verifiedEmail, workspaceCaller } from './workspaceCaller';

export interface UsableWorkspace {
  ref: DocumentReference;
  workspace: Workspace;
}

/**
 * The workspace the signed-in caller may use: their own (uid) or one whose
 * workspaceEmails list their verified e-mail, as firestore.rules'
 * canUseWorkspace. Read inside `tx` when given. 404 when missing, 403 otherwise.
 */
export async function usableWorkspace(
  db: Firestore,
  caller: () => Promise<Caller>,
  workspaceId: string,
  tx?: Transaction,
): Promise<UsableWorkspace> {
  const user = await workspaceCaller(caller);
  const ref = db.doc(`users/${pathId(workspaceId, 'workspaceId')}`);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  if (!snapshot.exists) {
    throw new HttpError(404, 'Workspace not found. Please refresh and try again.', {
      code: 'workspace-not-found',
    });
  }
  const workspace = workspaceSchema.parse({ uid: snapshot.id, ...snapshot.data() });
  if (!hasWorkspaceAccess(workspace, { uid: user.uid, email: verifiedEmail(user) })) {
    throw new HttpError(
      403,
      'This workspace is not yours: switch to a workspace you own or were invited to.',
      { code: 'not-a-member' },
    );
  }
  return { ref, workspace };
}
