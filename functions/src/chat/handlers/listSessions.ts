import { z } from 'zod';
import { PREVIOUS_CONVERSATIONS_LIMIT } from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { readSession } from '../convos/readSession';
import { defineEndpoint } from '../../http/endpoint';

export const listSessionsInput = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(PREVIOUS_CONVERSATIONS_LIMIT),
});

/** GET /agents/{agentId}/convos/{userId}/sessions: the visitor's past sessions, newest first. */
export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/agents/:agentId/convos/:userId/sessions',
  limit: 'visitor',
  input: listSessionsInput,
  handle: async ({ db, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    const { uid } = await caller();
    const agent = await loadAgent(db, agentId);
    const convoRef = db.doc(conversationPath(agentId, params.userId ?? ''));
    const convo = await convoRef.get();
    if (!convo.exists) return { body: { data: [] } };
    assertConversationAccess(convo.data(), uid, agent.ownerID);
    const snapshot = await convoRef
      .collection('sessions')
      .orderBy('ts', 'desc')
      .limit(input.limit)
      .get();
    return { body: { data: snapshot.docs.map((doc) => readSession(doc.id, doc.data())) } };
  },
});
