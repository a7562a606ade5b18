import { FieldValue } from 'firebase-admin/firestore';
import {
  createOrganisationRequestSchema,
  documentIdSchema,
  generateClientId,
  organisationSchema,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { agencyWorkspace } from './agencyWorkspace';
import { fireWorkspaceEvent } from '../events/fireWorkspaceEvent';

/**
 * POST /orgs: a new organisation ('New Organization' unless named) of the
 * caller's current workspace, `workspaceId` (its own when left out).
 */
export const createOrganisation = defineEndpoint({
  method: 'POST',
  path: '/orgs',
  input: createOrganisationRequestSchema.extend({ workspaceId: documentIdSchema.optional() }),
  handle: async ({ db, input, caller }) => {
    const workspace = await agencyWorkspace(db, await caller(), input.workspaceId);
    const id = generateClientId();
    const organisation = organisationSchema.parse({
      ID: id,
      ownerID: workspace.uid,
      name: input.name,
      lastModified: Math.floor(Date.now() / 1000),
    });
    await db.doc(`orgs/${id}`).create({ ...organisation, createdAt: FieldValue.serverTimestamp() });
    await fireWorkspaceEvent(db, workspace, 'organization_created', { organization: organisation });
    return { status: 201, body: { organization: organisation } };
  },
});
