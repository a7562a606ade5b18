import {
  emptyRequestSchema,
  whitelabelTrialEndsAt,
  whitelabelTrialRefusal,
  workspaceSchema,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { requireAccount } from './agencyStore';

/**
 * POST /workspaces/whitelabel-trial (the spec's activateWhitelabelTrial,
 * no payload): the caller's own workspace starts its 14-day whitelabel
 * trial, once. The check and the write are one transaction, so two clicks
 * can never start it twice or move its end; browsers cannot write
 * `internal` (rules).
 */
export const activateWhitelabelTrial = defineEndpoint({
  method: 'POST',
  path: '/workspaces/whitelabel-trial',
  input: emptyRequestSchema,
  handle: async ({ db, caller }) => {
    const uid = requireAccount(await caller());
    const ref = db.doc(`users/${uid}`);
    const endsAt = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const parsed = snap.exists ? workspaceSchema.safeParse({ uid, ...snap.data() }) : null;
      if (!parsed?.success)
        throw new HttpError(404, 'Workspace not found. Please refresh and try again.', {
          code: 'workspace-not-found',
        });
      const refusal = whitelabelTrialRefusal(parsed.data);
      if (refusal) throw new HttpError(409, refusal, { code: 'trial-unavailable' });
      const ends = whitelabelTrialEndsAt(Math.floor(Date.now() / 1000));
      tx.update(ref, { 'internal.whitelabel_trial': true, 'internal.whitelabelTrialEndsAt': ends });
      return ends;
    });
    return { body: { success: true, whitelabelTrialEndsAt: endsAt } };
  },
});
