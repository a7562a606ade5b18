import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { workspaceSchema, type Workspace } from '@vg/common';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

export interface BillingWorkspace {
  ref: DocumentReference;
  workspace: Workspace;
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Billing calls carry the workspace secret as bearer (spec 4 §7): the
 * workspace named by userId must hold that secret.
 */
export async function billingWorkspace(
  db: Firestore,
  headers: IncomingHttpHeaders,
  userId: string,
): Promise<BillingWorkspace> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!bearer)
    throw new HttpError(
      401,
      'Send the workspace secret as Authorization: Bearer <workspace secret>.',
    );
  const ref = db.doc(`users/${pathId(userId, 'userId')}`);
  const snapshot = await ref.get();
  const stored = snapshot.get('workspaceSecret') as unknown;
  if (!snapshot.exists || typeof stored !== 'string' || !sameSecret(bearer, stored))
    throw new HttpError(403, 'Error: Cannot access workspace information.', {
      code: 'wrong-workspace-secret',
    });
  return { ref, workspace: workspaceSchema.parse(snapshot.data()) };
}
