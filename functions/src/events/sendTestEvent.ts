import { TEST_EVENT_TYPE } from '@vg/common';
import { z } from 'zod';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { deliverEvent } from './deliverEvent';

/**
 * POST /workspaces/{workspaceId}/events/test: Events' "Send test event".
 * Posts a test_event to the saved endpoint (whatever is subscribed) and
 * answers the logged delivery, so the page shows at once whether it
 * arrived.
 */
export const sendTestEvent = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/events/test',
  limit: 'mail',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    const workspace = await agencyWorkspace(db, await caller(), workspaceId);
    const endpoint = workspace.internal?.events?.endpoint;
    if (!endpoint) {
      throw new HttpError(400, 'Save an events endpoint first, then send a test event.', {
        code: 'no-endpoint',
      });
    }
    const { id, delivery } = await deliverEvent({
      db,
      workspace,
      endpoint,
      type: TEST_EVENT_TYPE,
      payload: { message: 'A test event from the Events page.' },
      emailOnFailure: false,
    });
    return { body: { id, delivery } };
  },
});
