import { eventDeliverySchema } from '@vg/common';
import { z } from 'zod';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { deliverEvent } from './deliverEvent';

/**
 * POST /workspaces/{workspaceId}/events/deliveries/{deliveryId}/retry:
 * Events' Retry on a failed delivery. The same event goes again to the
 * endpoint saved now (the owner may have fixed it meanwhile), with the
 * current secret; the new try is logged as a delivery of its own.
 */
export const retryEventDelivery = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/events/deliveries/:deliveryId/retry',
  limit: 'mail',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    const deliveryId = pathId(params.deliveryId ?? '', 'deliveryId');
    const workspace = await agencyWorkspace(db, await caller(), workspaceId);
    const snap = await db.doc(`users/${workspaceId}/eventDeliveries/${deliveryId}`).get();
    const earlier = snap.exists ? eventDeliverySchema.safeParse(snap.data()) : null;
    if (!earlier?.success) {
      throw new HttpError(404, 'This delivery is not in the log any more: reload the page.', {
        code: 'delivery-not-found',
      });
    }
    const endpoint = workspace.internal?.events?.endpoint;
    if (!endpoint) {
      throw new HttpError(400, 'Save an events endpoint first, then retry.', {
        code: 'no-endpoint',
      });
    }
    const { id, delivery } = await deliverEvent({
      db,
      workspace,
      endpoint,
      type: earlier.data.type,
      payload: earlier.data.payload,
      emailOnFailure: false,
      retryOf: deliveryId,
    });
    return { body: { id, delivery } };
  },
});
