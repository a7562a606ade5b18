import { FieldValue } from 'firebase-admin/firestore';
import { leadOptOutRequestSchema, leadSchema } from '@vg/common';
import { campaignAgent } from '../campaigns/campaignAgent';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';
import { leadPath } from './leadWrite';

/**
 * POST /agents/{agentId}/leads/{leadId}/opt-out `{optedOut}`: the team
 * (the workspace, or a client with Leads) opts a lead out of campaigns,
 * or takes its own opt-out back. An opt-out the person asked for (a STOP
 * reply) is theirs: the team cannot undo it (409); the person can, by
 * writing START. Answers the lead as stored.
 */
export const optOutLead = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/leads/:leadId/opt-out',
  input: leadOptOutRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agent = await campaignAgent(db, caller, params.agentId ?? '', '/leads');
    const ref = db.doc(leadPath(agent.ID, pathId(params.leadId ?? '', 'leadId')));
    const lead = await db.runTransaction(async (tx) => {
      const stored = await tx.get(ref);
      const parsed = leadSchema.safeParse(stored.data());
      if (!stored.exists || !parsed.success)
        throw new HttpError(404, 'This lead does not exist (any more): refresh the Leads page.', {
          code: 'not-found',
        });
      const current = parsed.data;
      if (input.optedOut) {
        if (current.optedOut) return current;
        const mark = { optedOut: true, optedOutBy: 'team' as const, optedOutAtMs: Date.now() };
        tx.update(ref, mark);
        return { ...current, ...mark };
      }
      if (!current.optedOut) return current;
      if (current.optedOutBy === 'person')
        throw new HttpError(
          409,
          'This person opted out themselves (they replied STOP), so only they can opt back in, by writing START.',
          { code: 'opted-out-by-person' },
        );
      tx.update(ref, {
        optedOut: false,
        optedOutBy: FieldValue.delete(),
        optedOutAtMs: FieldValue.delete(),
      });
      const next = { ...current, optedOut: false };
      delete next.optedOutBy;
      delete next.optedOutAtMs;
      return next;
    });
    return { body: { id: ref.id, ...lead } };
  },
});
