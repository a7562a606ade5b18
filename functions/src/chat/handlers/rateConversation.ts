import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { RATING_SCALE, pathIdSchema } from '@vg/common';
import { agentPath, parseAgent } from '../../agents/loadAgent';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { countInsightEvent } from '../../insights/countInsightEvent';

export const rateConversationInput = z.object({
  rating: z.number().int('must be a whole number of stars').min(1).max(RATING_SCALE),
  /** Seconds since the epoch, as the widget sends it. */
  timestamp: z.number().nonnegative().optional(),
  /** The conversation's id; checked as an id since it names a document. */
  convo_id: pathIdSchema,
});

/**
 * POST /agents/{agentId}/analytics/rating: the visitor's 1-5 stars, set
 * once; a second rating is refused so the first stays locked.
 */
export const rateConversation = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/analytics/rating',
  limit: 'visitor',
  input: rateConversationInput,
  handle: async ({ db, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    const { uid } = await caller();
    await db.runTransaction(async (tx) => {
      const agent = parseAgent(agentId, await tx.get(db.doc(agentPath(agentId))));
      if (agent.disableRating) throw new HttpError(403, 'Ratings are turned off for this agent.');
      const convoRef = db.doc(conversationPath(agentId, input.convo_id));
      const convo = (await tx.get(convoRef)).data();
      if (!convo) throw new HttpError(404, `Conversation ${input.convo_id} does not exist.`);
      assertConversationAccess(convo, uid, agent.ownerID);
      if (convo.ratingFrom5 !== undefined && convo.ratingFrom5 !== null) {
        throw new HttpError(409, 'This conversation is already rated.');
      }
      const ratedAt =
        input.timestamp !== undefined
          ? Timestamp.fromMillis(input.timestamp * 1000)
          : Timestamp.now();
      const insight =
        uid === agent.ownerID
          ? {}
          : countInsightEvent({
              db,
              tx,
              agentId,
              conversationId: input.convo_id,
              convo,
              eventId: `rating:${String(convo.session_id ?? '')}`,
              at: Date.now(),
              delta: { rating: input.rating },
            });
      tx.update(convoRef, { ratingFrom5: input.rating, ratedAt, ...insight });
    });
    return { body: { ratingFrom5: input.rating } };
  },
});
