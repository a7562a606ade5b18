import { updateOrganisationRequestSchema, type UpdateOrganisationRequest } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { managedOrganisation } from './managedOrganisation';
import { fireWorkspaceEvent } from '../events/fireWorkspaceEvent';

/**
 * POST /orgs/{orgId}: the Org Info drawer's save. Settings are merged key
 * by key, so a drawer that shows only some of them keeps the others.
 */
export const updateOrganisation = defineEndpoint({
  method: 'POST',
  path: '/orgs/:orgId',
  input: updateOrganisationRequestSchema,
  handle: async ({ db, input, params, caller }) => {
    const { ref, organisation, workspace } = await managedOrganisation(
      db,
      await caller(),
      params.orgId,
    );
    const changes = organisationChanges(input);
    await ref.update(changes);
    const updated = (await ref.get()).data() ?? {};
    await fireWorkspaceEvent(db, workspace, 'organization_updated', {
      organization: { ...updated, ID: organisation.ID },
    });
    return { body: { organization: { ...updated, ID: organisation.ID } } };
  },
});

/** The update as Firestore field paths; `settings.*` one by one. */
export function organisationChanges(input: UpdateOrganisationRequest): Record<string, unknown> {
  const { settings, defaultClientAccess, ...top } = input;
  const changes: Record<string, unknown> = { lastModified: Math.floor(Date.now() / 1000) };
  for (const [key, value] of Object.entries(top)) if (value !== undefined) changes[key] = value;
  if (defaultClientAccess) {
    changes.defaultClientAccess = defaultClientAccess;
    changes.defaultClientTabOrder = defaultClientAccess;
  }
  for (const [key, value] of Object.entries(settings ?? {})) {
    if (value !== undefined) changes[`settings.${key}`] = value;
  }
  return changes;
}
