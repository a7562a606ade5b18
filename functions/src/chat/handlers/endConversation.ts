import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { agentPath, parseAgent } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { decodeTurns, encodeTurns, makeTurn } from '../convos/turns';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

export const endConversationInput = z.object({});

/**
 * POST /agents/{agentId}/convos/{userId}/end: the visitor's End Chat. The
 * conversation closes the way an agent's 'end' message closes it: an 'end'
 * turn, state ended_chat, a pending hand-off withdrawn. The widget then
 * offers the rating and 'Start New Conversation'; both survive a reload
 * because they are read from the stored turns. Ending twice changes nothing.
 */
export const endConversation = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/convos/:userId/end',
  input: endConversationInput,
  handle: async ({ db, params, caller }) => {
    const agentId = params.agentId ?? '';
    const userId = params.userId ?? '';
    const { uid } = await caller();
    const now = Date.now();
    await db.runTransaction(async (tx) => {
      const agent = parseAgent(agentId, await tx.get(db.doc(agentPath(agentId))));
      const convoRef = db.doc(conversationPath(agentId, userId));
      const convo = (await tx.get(convoRef)).data();
      if (!convo) throw new HttpError(404, 'There is no conversation to end yet.');
      assertConversationAccess(convo, uid, agent.ownerID);
      const turns = decodeTurns(convo.turns);
      if (turns.at(-1)?.messages.some((message) => message.type === 'end')) return;
      const sessionId = typeof convo.session_id === 'string' ? convo.session_id : '';
      const end = makeTurn(
        'bot',
        [{ from: 'bot', type: 'end', delay: 0, ts: now }],
        sessionId,
        [],
        now,
      );
      tx.update(convoRef, {
        turns: encodeTurns([...turns, end]),
        state: 'ended_chat',
        handoffRequestedAt: null,
        updatedAt: Timestamp.fromMillis(now),
        lastModified: Timestamp.fromMillis(now),
      });
    });
    return { body: { state: 'ended_chat' } };
  },
});
