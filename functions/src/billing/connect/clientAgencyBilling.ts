import type { Firestore } from 'firebase-admin/firestore';
import { PRODUCT_ID_PATTERN, workspaceSchema, type Workspace } from '@vg/common';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';

/** What a client's purchase of its agency's plans rests on. */
export interface ClientAgencyBilling {
  clientId: string;
  client: Record<string, unknown>;
  orgId: string;
  org: Record<string, unknown>;
  agency: Workspace;
}

/**
 * The signed-in client, its organisation and the agency that owns both.
 * Only a client of an organisation with allowBilling gets this far: the
 * plans it may buy and the account it pays into are the agency's.
 */
export async function clientAgencyBilling(
  db: Firestore,
  caller: () => Promise<Caller>,
): Promise<ClientAgencyBilling> {
  const { uid, anonymous } = await caller();
  const notClient = new HttpError(403, 'Only a client of the agency can buy its plans.', {
    code: 'not-a-client',
  });
  if (anonymous || !PRODUCT_ID_PATTERN.test(uid)) throw notClient;
  const client = (await db.doc(`clients/${uid}`).get()).data();
  if (!client || typeof client.orgId !== 'string' || typeof client.ownerID !== 'string')
    throw notClient;
  const orgId = pathId(client.orgId, 'orgId');
  const org = (await db.doc(`orgs/${orgId}`).get()).data();
  if (!org || org.ownerID !== client.ownerID) throw notClient;
  if (org.allowBilling !== true)
    throw new HttpError(403, 'Your organisation does not buy credits here: ask your agency.', {
      code: 'billing-not-allowed',
    });
  const agencySnap = await db.doc(`users/${pathId(client.ownerID, 'ownerID')}`).get();
  const agency = workspaceSchema.parse({ uid: agencySnap.id, ...agencySnap.data() });
  return { clientId: uid, client, orgId, org, agency };
}
