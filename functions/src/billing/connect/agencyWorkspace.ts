import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { workspaceSchema, type Workspace } from '@vg/common';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';

export interface AgencyWorkspace {
  ref: DocumentReference;
  workspace: Workspace;
  /** The stored stripeConnect as written (parsing fills in defaults). */
  storedConnect: Record<string, unknown>;
}

/**
 * The agency workspace whose connected billing the caller manages: only its
 * owner (the signed-in uid) connects accounts, prices credits and sets plans.
 */
export async function agencyWorkspace(
  db: Firestore,
  caller: () => Promise<Caller>,
  workspaceId: string,
): Promise<AgencyWorkspace> {
  const { uid, anonymous } = await caller();
  if (anonymous || uid !== workspaceId)
    throw new HttpError(403, 'Only the workspace owner manages its connected billing.', {
      code: 'not-owner',
    });
  const ref = db.doc(`users/${pathId(workspaceId, 'workspaceId')}`);
  const snapshot = await ref.get();
  if (!snapshot.exists)
    throw new HttpError(404, 'Workspace not found. Please refresh and try again.', {
      code: 'workspace-not-found',
    });
  const storedConnect = (snapshot.get('stripeConnect') ?? {}) as Record<string, unknown>;
  return {
    ref,
    workspace: workspaceSchema.parse({ uid: snapshot.id, ...snapshot.data() }),
    storedConnect,
  };
}

/** The connected account id, or 409 asking to do step 1 first. */
export function connectedAccountOf(workspace: Workspace): string {
  const accountId = workspace.stripeConnect?.accountId;
  if (!accountId)
    throw new HttpError(409, 'Connect a Stripe account first (step 1).', {
      code: 'not-connected',
    });
  return accountId;
}
