import { z } from 'zod';
import { isHandoffEnabled } from '@vg/common';
import { loadAgent, parseAgent, agentPath } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import {
  storeHandoffRequest,
  withdrawHandoffRequest,
  type StoredHandoffRequest,
} from '../handoff/storeHandoffRequest';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { teamRecipients } from '../../notifications/notifyTeam';
import { deliverTeamNotice } from '../../notifications/deliverTeamNotice';
import { countInsightEvent } from '../../insights/countInsightEvent';

export const handoffInput = z.object({
  /** true asks for a team member; false cancels (or ends a timed-out wait). */
  request: z.boolean(),
  /** The action's own timeout in seconds; the agent's handoffTimeout otherwise. */
  timeout: z.number().positive().max(3600).optional(),
  message: z.string().max(2000).optional(),
});

/**
 * POST /agents/{agentId}/convos/{userId}/handoff: the visitor's side of the
 * hand-off. Visitors cannot write their conversation (the rules keep state
 * for the team), so the request and its cancel come through here; a
 * request also notifies the team. The answer carries the stored request's
 * time and timeout, from which the widget counts down.
 */
export const handoff = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/convos/:userId/handoff',
  limit: 'visitor',
  input: handoffInput,
  handle: async ({ db, region, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    const userId = params.userId ?? '';
    const { uid } = await caller();
    const recipients = input.request
      ? await teamRecipients(db, await loadAgent(db, agentId), true)
      : [];
    const now = Date.now();
    const { notice, ...answer } = await db.runTransaction<StoredHandoffRequest>(async (tx) => {
      const agent = parseAgent(agentId, await tx.get(db.doc(agentPath(agentId))));
      const convoRef = db.doc(conversationPath(agentId, userId));
      const convo = (await tx.get(convoRef)).data();
      if (!convo) throw new HttpError(404, 'Start the chat before asking for the team.');
      assertConversationAccess(convo, uid, agent.ownerID);
      if (!input.request) return withdrawHandoffRequest(tx, convoRef, convo, now);
      if (!isHandoffEnabled(agent))
        throw new HttpError(409, 'Human hand-off is turned off for this agent.');
      const stored = storeHandoffRequest({
        db,
        tx,
        region,
        agentId,
        agent,
        convoRef,
        convo,
        timeoutSeconds: input.timeout,
        message: input.message,
        recipients,
        now,
      });
      if (stored.handoffRequestedAt === now && uid !== agent.ownerID) {
        const insight = countInsightEvent({
          db,
          tx,
          agentId,
          conversationId: userId,
          convo,
          eventId: `h:${now}`,
          at: now,
          delta: { handoffs: 1 },
        });
        tx.update(convoRef, { ...insight, insightHandoffAt: now });
      }
      return stored;
    });
    // Told afresh: the clients who asked hear by e-mail and push too.
    if (notice) await deliverTeamNotice(db, notice, recipients);
    return { body: answer };
  },
});
