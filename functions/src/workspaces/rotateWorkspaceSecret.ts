import { generateWorkspaceSecret } from '@vg/common';
import { z } from 'zod';
import { agencyWorkspace } from '../clients/agencyWorkspace';
import { defineEndpoint } from '../http/endpoint';
import { pathId } from '../http/pathId';

/**
 * POST /workspaces/{workspaceId}/secret: Credentials' Rotate. A member
 * gets a new workspace secret (vg_ and 20 characters); the old one is
 * refused from then on. Browsers cannot write the secret themselves (rules).
 */
export const rotateWorkspaceSecret = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/secret',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const workspaceId = pathId(params.workspaceId ?? '', 'workspaceId');
    await agencyWorkspace(db, await caller(), workspaceId);
    const workspaceSecret = generateWorkspaceSecret();
    await db.doc(`users/${workspaceId}`).update({ workspaceSecret });
    return { body: { workspaceSecret } };
  },
});
