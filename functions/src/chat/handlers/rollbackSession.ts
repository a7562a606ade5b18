import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { agentPath, parseAgent } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { archiveSessionWrite } from '../convos/sessions';
import { decodeTurns, encodeTurns } from '../convos/turns';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

/**
 * The widget sends the session it shows and the agent data it has; the
 * stored copy is what gets restored, so both are only checked for shape.
 */
export const rollbackSessionInput = z.object({
  session: z.looseObject({ id: z.string().optional() }).optional(),
  safeAgentData: z.looseObject({}).optional(),
});

/**
 * POST /agents/{agentId}/convos/{userId}/sessions/{sessionId}/rollback:
 * makes a past session current again, archiving the current one, in one
 * transaction.
 */
export const rollbackSession = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/convos/:userId/sessions/:sessionId/rollback',
  limit: 'visitor',
  input: rollbackSessionInput,
  handle: async ({ db, params, input, caller }) => {
    const { agentId = '', userId = '', sessionId = '' } = params;
    if (input.session?.id !== undefined && input.session.id !== sessionId) {
      throw new HttpError(
        400,
        `Invalid request: session.id (${input.session.id}) must be the session in the path.`,
      );
    }
    const { uid } = await caller();
    const now = Date.now();
    const turns = await db.runTransaction(async (tx) => {
      const agent = parseAgent(agentId, await tx.get(db.doc(agentPath(agentId))));
      const convoRef = db.doc(conversationPath(agentId, userId));
      const sessionRef = convoRef.collection('sessions').doc(sessionId);
      const convo = await tx.get(convoRef);
      const session = await tx.get(sessionRef);
      if (!convo.exists) throw new HttpError(404, 'This conversation does not exist.');
      assertConversationAccess(convo.data(), uid, agent.ownerID);
      if (!session.exists)
        throw new HttpError(404, `Session ${sessionId} does not exist in this conversation.`);
      const current = decodeTurns(convo.data()?.turns);
      const currentId = convo.data()?.session_id;
      if (current.length > 0 && typeof currentId === 'string' && currentId !== sessionId) {
        archiveSessionWrite(tx, convoRef, currentId, current, uid, now);
      }
      const restored = decodeTurns(session.data()?.turns);
      tx.delete(sessionRef);
      tx.update(convoRef, {
        turns: encodeTurns(restored),
        session_id: sessionId,
        state: 'ai-chatting',
        chatAssignedTo: null,
        updatedAt: Timestamp.fromMillis(now),
        lastModified: Timestamp.fromMillis(now),
      });
      return restored;
    });
    return { body: { status: 'ok', turns } };
  },
});
