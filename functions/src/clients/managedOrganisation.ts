import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  TEXT,
  documentIdSchema,
  organisationSchema,
  type Organisation,
  type Workspace,
} from '@vg/common';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/HttpError';
import { agencyWorkspace } from './agencyWorkspace';

export interface ManagedOrganisation {
  ref: DocumentReference;
  organisation: Organisation;
  workspace: Workspace;
}

/** An organisation the caller's workspace owns, or a 4xx that says why not. */
export async function managedOrganisation(
  db: Firestore,
  caller: Caller,
  orgId: string | undefined,
): Promise<ManagedOrganisation> {
  if (!documentIdSchema.safeParse(orgId).success) {
    throw new HttpError(400, TEXT.organisationIdMissing, { code: 'invalid-org-id' });
  }
  const ref = db.doc(`orgs/${orgId}`);
  const snap = await ref.get();
  const parsed = snap.exists ? organisationSchema.safeParse({ ID: snap.id, ...snap.data() }) : null;
  if (!parsed?.success) {
    throw new HttpError(404, `Organization ${orgId} not found.`, { code: 'org-not-found' });
  }
  const workspace = await agencyWorkspace(db, caller, parsed.data.ownerID);
  return { ref, organisation: parsed.data, workspace };
}
