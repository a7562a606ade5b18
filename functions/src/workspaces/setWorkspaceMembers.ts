import {
  NOT_ENOUGH_SEATS_MESSAGE,
  setWorkspaceMembersRequestSchema,
  workspaceSeatsOf,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { usableWorkspace } from './usableWorkspace';

/**
 * POST /workspaces/{workspaceId}/members: the member list of a workspace
 * (Edit Workspace and Invite User). Membership grants access, and seats are
 * paid for, so only this function writes workspaceEmails: in one transaction
 * it checks that the caller is the owner or a member and that a list which
 * adds anyone fits the seats (custom plan or default, plus bought seats).
 * Removing members always works.
 */
export const setWorkspaceMembers = defineEndpoint({
  method: 'POST',
  path: '/workspaces/:workspaceId/members',
  input: setWorkspaceMembersRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const emails = [...new Set(input.workspaceEmails)];
    const workspaceEmails = await db.runTransaction(async (tx) => {
      const { ref, workspace } = await usableWorkspace(db, caller, params.workspaceId ?? '', tx);
      const before = new Set(workspace.workspaceEmails.map((e) => e.trim().toLowerCase()));
      const adds = emails.some((email) => !before.has(email));
      const seats = workspaceSeatsOf(workspace);
      if (adds && emails.length > seats) {
        throw new HttpError(403, NOT_ENOUGH_SEATS_MESSAGE, { code: 'seats-full', seats });
      }
      tx.update(ref, { workspaceEmails: emails });
      return emails;
    });
    return { body: { workspaceEmails } };
  },
});
