import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { isHandoffEnabled } from '@vg/common';
import { loadAgent, parseAgent, agentPath } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { queueTeamNotifications, teamRecipients } from '../../notifications/notifyTeam';

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
 * request also notifies the team.
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
    const state = await db.runTransaction(async (tx) => {
      const agent = parseAgent(agentId, await tx.get(db.doc(agentPath(agentId))));
      const convoRef = db.doc(conversationPath(agentId, userId));
      const convo = (await tx.get(convoRef)).data();
      if (!convo) throw new HttpError(404, 'Start the chat before asking for the team.');
      assertConversationAccess(convo, uid, agent.ownerID);
      if (!input.request) {
        if (convo.state === 'human-chatting') return 'human-chatting';
        tx.update(convoRef, {
          state: 'ai-chatting',
          handoffRequestedAt: null,
          updatedAt: Timestamp.fromMillis(now),
        });
        return 'ai-chatting';
      }
      if (!isHandoffEnabled(agent))
        throw new HttpError(409, 'Human hand-off is turned off for this agent.');
      if (convo.state === 'human-chatting' || convo.state === 'requested_chat')
        return convo.state as string;
      tx.update(convoRef, {
        state: 'requested_chat',
        handoffRequestedAt: now,
        handoffTimeout: input.timeout ?? agent.handoffTimeout,
        updatedAt: Timestamp.fromMillis(now),
        // A request lists the conversation in the inbox, also before the visitor wrote.
        lastModified: Timestamp.fromMillis(now),
      });
      const who =
        typeof convo.userName === 'string' && convo.userName ? convo.userName : 'A visitor';
      queueTeamNotifications(
        db,
        tx,
        {
          region,
          agentId,
          ownerID: agent.ownerID,
          convoId: userId,
          title: 'Chat request',
          body: `${who} wants to talk to the team on ${agent.title ?? agentId}${input.message ? `: ${input.message}` : '.'}`,
          isRequest: true,
        },
        recipients.map((recipient) => recipient.clientId),
        now,
      );
      return 'requested_chat';
    });
    return { body: { state } };
  },
});
