import { FieldValue } from 'firebase-admin/firestore';
import { clientSchema, documentIdSchema, updateClientRequestSchema } from '@vg/common';
import { hashPassword } from '@vg/common/logic/clients/passwordHash';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { agencyWorkspace } from './agencyWorkspace';
import { clientSecretsPath, publicClient, refuseTakenEmail } from './clientRecord';
import { checkOwnedAgents } from './ownedAgents';
import { fireWorkspaceEvent } from '../events/fireWorkspaceEvent';

/**
 * POST /clients/{clientId}: the Edit User drawer. Only the workspace that
 * manages the client may change it; a new password replaces the digest,
 * a left-out one keeps it.
 */
export const updateClient = defineEndpoint({
  method: 'POST',
  path: '/clients/:clientId',
  input: updateClientRequestSchema,
  handle: async ({ db, input, params, caller }) => {
    const clientId = params.clientId ?? '';
    if (!documentIdSchema.safeParse(clientId).success) {
      throw new HttpError(400, 'Invalid client id.', { code: 'invalid-client-id' });
    }
    const ref = db.doc(`clients/${clientId}`);
    const snap = await ref.get();
    const current = snap.exists ? clientSchema.safeParse({ ID: snap.id, ...snap.data() }) : null;
    if (!current?.success) throw new HttpError(404, `Client ${clientId} not found.`);
    const workspace = await agencyWorkspace(db, await caller(), current.data.ownerID);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const { password: _password, canAccess, widgetIDs, ...fields } = input;
    const changes: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) changes[key] = value;
    if (canAccess) Object.assign(changes, { canAccess, clientTabOrder: canAccess });
    if (widgetIDs) changes.widgetIDs = [...new Set(widgetIDs)];

    await db.runTransaction(async (tx) => {
      if (input.email && input.email !== current.data.email) {
        await refuseTakenEmail(db, tx, input.email, clientId);
      }
      if (widgetIDs) await checkOwnedAgents(db, tx, workspace.uid, widgetIDs);
      if (Object.keys(changes).length) tx.update(ref, changes);
      if (passwordHash) {
        tx.set(db.doc(clientSecretsPath(clientId)), {
          passwordHash,
          passwordChangedAt: Date.now(),
        });
      }
      if (widgetIDs?.length && current.data.orgId) {
        tx.update(db.doc(`orgs/${current.data.orgId}`), {
          widgetIDs: FieldValue.arrayUnion(...widgetIDs),
        });
      }
    });
    const updated = publicClient({ ...(await ref.get()).data(), ID: clientId });
    await fireWorkspaceEvent(db, workspace, 'client_updated', { client: updated });
    return { body: { client: updated } };
  },
});
