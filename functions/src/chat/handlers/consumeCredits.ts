import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { UPLOAD_CREDITS_CAP, creditLogEntrySchema } from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

export const consumeCreditsInput = z
  .object({
    /** Whole credits; an upload never costs more than the spec's cap of 100. */
    consume: z.number().int('must be a whole number').min(1).max(UPLOAD_CREDITS_CAP),
    logData: creditLogEntrySchema
      .pick({ amount: true, causedBy: true, agentId: true, featureKey: true, logMessage: true })
      .extend({ logMessage: z.string().max(500).optional() })
      .optional(),
  })
  .refine((input) => !input.logData || input.logData.amount === input.consume, {
    message: 'logData.amount must equal consume',
    path: ['logData', 'amount'],
  });

/**
 * POST /public/users/{userId}/consume-credits: charges a workspace for an
 * upload. The workspace itself may charge; a visitor may charge only for an
 * agent of that workspace on which they have a conversation.
 */
export const consumeCredits = defineEndpoint({
  method: 'POST',
  path: '/public/users/:userId/consume-credits',
  limit: 'visitor',
  input: consumeCreditsInput,
  handle: async ({ db, params, input, caller }) => {
    const userId = params.userId ?? '';
    const { uid } = await caller();
    const agentId = input.logData?.agentId;
    if (uid !== userId) {
      if (!agentId)
        throw new HttpError(
          403,
          'Only the workspace can spend its credits: name the agent in logData.agentId.',
        );
      const agent = await loadAgent(db, agentId);
      if (agent.ownerID !== userId)
        throw new HttpError(403, `Agent ${agentId} does not belong to workspace ${userId}.`);
      const chats = await db
        .collection(`voiceglow/${agentId}/convos`)
        .where('authUid', '==', uid)
        .limit(1)
        .get();
      if (chats.empty)
        throw new HttpError(403, 'Start a chat with this agent before uploading files.');
    }
    const userRef = db.doc(`users/${userId}`);
    const remaining = await db.runTransaction(async (tx) => {
      const user = await tx.get(userRef);
      if (!user.exists)
        throw new HttpError(404, `Workspace ${userId} does not exist in this region.`);
      const balance = Number(user.data()?.loadTokens) || 0;
      if (balance < input.consume) {
        throw new HttpError(402, `Not enough credits: ${input.consume} needed, ${balance} left.`, {
          code: 'no-credits',
        });
      }
      tx.update(userRef, { loadTokens: FieldValue.increment(-input.consume) });
      tx.set(userRef.collection('creditLogs').doc(), {
        amount: input.consume,
        direction: 'decrease',
        causedBy: input.logData?.causedBy ?? (agentId ? 'agent' : 'feature'),
        ...(agentId ? { agentId } : {}),
        ...(input.logData?.featureKey ? { featureKey: input.logData.featureKey } : {}),
        logMessage: input.logData?.logMessage ?? 'Upload',
        ts: Timestamp.now(),
        consumedBy: uid,
      });
      return balance - input.consume;
    });
    return { body: { success: true, loadTokens: remaining } };
  },
});
