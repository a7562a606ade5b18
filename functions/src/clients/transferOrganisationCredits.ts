import {
  NOT_ENOUGH_IN_ORG,
  NOT_ENOUGH_IN_WORKSPACE,
  creditTransferRequestSchema,
  roundToCents,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { managedOrganisation } from './managedOrganisation';
import { fireWorkspaceEvent } from '../events/fireWorkspaceEvent';

const balance = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * POST /orgs/{orgId}/credits: moves credits between the workspace and one
 * of its organisations. Both balances are read and written in one
 * transaction, so concurrent transfers (or a chat spending credits
 * meanwhile) are retried on fresh balances: no balance goes below zero and
 * no credit is created or lost.
 */
export const transferOrganisationCredits = defineEndpoint({
  method: 'POST',
  path: '/orgs/:orgId/credits',
  input: creditTransferRequestSchema,
  handle: async ({ db, input, params, caller }) => {
    const { ref, workspace } = await managedOrganisation(db, await caller(), params.orgId);
    const workspaceRef = db.doc(`users/${workspace.uid}`);
    const amount = roundToCents(input.amount);
    const balances = await db.runTransaction(async (tx) => {
      const [workspaceSnap, orgSnap] = await tx.getAll(workspaceRef, ref);
      const fromWorkspace = input.direction === 'toOrg';
      const workspaceCredits = balance(workspaceSnap?.get('loadTokens'));
      const orgCredits = balance(orgSnap?.get('loadTokens'));
      if (amount > (fromWorkspace ? workspaceCredits : orgCredits)) {
        throw new HttpError(409, fromWorkspace ? NOT_ENOUGH_IN_WORKSPACE : NOT_ENOUGH_IN_ORG, {
          code: 'not-enough-credits',
        });
      }
      const sign = fromWorkspace ? -1 : 1;
      const next = {
        workspace: roundToCents(workspaceCredits + sign * amount),
        org: roundToCents(orgCredits - sign * amount),
      };
      tx.update(workspaceRef, { loadTokens: next.workspace });
      tx.update(ref, { loadTokens: next.org });
      tx.create(workspaceRef.collection('creditLogs').doc(), {
        amount,
        direction: fromWorkspace ? 'decrease' : 'increase',
        causedBy: 'feature',
        featureKey: 'org_credit_transfer',
        orgId: ref.id,
        logMessage: fromWorkspace
          ? `Transferred to organization ${ref.id}`
          : `Transferred from organization ${ref.id}`,
        ts: Date.now(),
      });
      return next;
    });
    await fireWorkspaceEvent(db, workspace, 'credits_transferred', {
      orgId: ref.id,
      amount,
      direction: input.direction,
      workspaceCredits: balances.workspace,
      orgCredits: balances.org,
    });
    return { body: { success: true, loadTokens: balances } };
  },
});
