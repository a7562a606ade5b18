import { eventsSettingsInputSchema } from '@vg/common';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { defineEndpoint } from '../http/endpoint';
import { pathId } from '../http/pathId';

/**
 * POST /workspaces/{workspaceId}/events: the Events page's Save. A member
 * sets the endpoint and the subscribed event types; they live in the
 * workspace's `internal`, which browsers may not write (rules).
 */
export const saveEventsSettings = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/events',
  input: eventsSettingsInputSchema,
  handle: async ({ db, params, input, caller }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    await agencyWorkspace(db, await caller(), workspaceId);
    const events = { endpoint: input.endpoint, subscribedEvents: input.subscribedEvents };
    await db.doc(`users/${workspaceId}`).set({ internal: { events } }, { merge: true });
    return { body: { events } };
  },
});
