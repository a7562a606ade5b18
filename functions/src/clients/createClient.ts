import { FieldValue } from 'firebase-admin/firestore';
import {
  CLIENT_SEATS_FULL_MESSAGE,
  clientSeatLimit,
  createClientRequestSchema,
  generateClientId,
} from '@vg/common';
import { hashPassword } from '@vg/common/logic/clients/passwordHash';
import { adminAuth } from '../firestore';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { clientSecretsPath, publicClient, refuseTakenEmail } from './clientRecord';
import { managedOrganisation } from './managedOrganisation';
import { checkOwnedAgents } from './ownedAgents';
import { fireWorkspaceEvent } from '../events/fireWorkspaceEvent';

/**
 * POST /orgs/{orgId}/clients: the Add User drawer. In one transaction: the
 * e-mail is free, the plan has a client seat left, every granted agent is
 * the workspace's, and the new id is nobody's workspace; then the client,
 * its password digest and its organisation membership are written together.
 */
export const createClient = defineEndpoint({
  method: 'POST',
  path: '/orgs/:orgId/clients',
  input: createClientRequestSchema,
  handle: async ({ db, input, params, caller }) => {
    const {
      ref: orgRef,
      organisation,
      workspace,
    } = await managedOrganisation(db, await caller(), params.orgId);
    const passwordHash = await hashPassword(input.password);
    const agency = await db
      .collection('agencies')
      .where('userId', '==', workspace.uid)
      .limit(1)
      .get();
    const canAccess = input.canAccess ?? organisation.defaultClientAccess;
    const widgetIDs = [...new Set(input.widgetIDs ?? [])];
    const id = await unusedClientId();

    const client = await db.runTransaction(async (tx) => {
      await refuseTakenEmail(db, tx, input.email);
      const seats = await tx.get(db.collection('clients').where('ownerID', '==', workspace.uid));
      if (seats.size >= clientSeatLimit(workspace)) {
        throw new HttpError(403, CLIENT_SEATS_FULL_MESSAGE, { code: 'client-seats-full' });
      }
      await checkOwnedAgents(db, tx, workspace.uid, widgetIDs);
      if ((await tx.get(db.doc(`users/${id}`))).exists) {
        throw new HttpError(409, 'Please try again: the new client id was taken.');
      }
      const record = {
        ID: id,
        ownerID: workspace.uid,
        ...(agency.docs[0] ? { agencyId: agency.docs[0].id } : {}),
        orgId: organisation.ID,
        email: input.email,
        name: input.name,
        status: 'offline',
        widgetIDs,
        canAccess,
        clientTabOrder: canAccess,
        isOrgAdmin: input.isOrgAdmin,
        ...(input.squarePhotoURL ? { squarePhotoURL: input.squarePhotoURL } : {}),
        preferredLanguage: organisation.preferredLanguage,
        notificationsSettings: { notifyThrough: 'all', notifyIf: 'requestsOnly' },
        createdAt: Math.floor(Date.now() / 1000),
      };
      tx.create(db.doc(`clients/${id}`), record);
      tx.create(db.doc(clientSecretsPath(id)), { passwordHash, passwordChangedAt: Date.now() });
      tx.update(orgRef, {
        orgUsers: FieldValue.arrayUnion(id),
        ...(widgetIDs.length ? { widgetIDs: FieldValue.arrayUnion(...widgetIDs) } : {}),
        lastModified: Math.floor(Date.now() / 1000),
      });
      return record;
    });
    await fireWorkspaceEvent(db, workspace, 'client_created', { client: publicClient(client) });
    return { status: 201, body: { client: publicClient(client) } };
  },
});

/** A random id that is no sign-in account yet, so a client never takes over a workspace user. */
async function unusedClientId(): Promise<string> {
  for (;;) {
    const id = generateClientId();
    const taken = await adminAuth()
      .getUser(id)
      .then(() => true)
      .catch(() => false);
    if (!taken) return id;
  }
}
