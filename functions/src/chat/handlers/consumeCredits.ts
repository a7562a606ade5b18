import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  UPLOAD_CREDITS_CAP,
  UPLOAD_CREDITS_PER_MB,
  agentUploadCredits,
  creditLogEntrySchema,
} from '@vg/common';
import type { Region } from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { recordRecharge, startRecharge } from '../../billing/chargeRecharge';
import { openRecharge, plannedRecharge } from '../../billing/plannedRecharge';
import { readObjectInfo } from '../../gateways/storage';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

/** A chat upload's object name, as uploadFile stores it. */
const UPLOAD_PATH =
  /^voiceglow\/([A-Za-z0-9_-]{1,128})\/(?:tmp\/)?(?:[A-Za-z0-9_-]{1,64}\/){1,5}[A-Za-z0-9_-]{8}(?:\.[a-z0-9]{1,10})?$/;

export const consumeCreditsInput = z
  .object({
    /**
     * Whole credits. Only the workspace charging itself names an amount;
     * for an upload the server works the cost out from the stored file.
     */
    consume: z.number().int('must be a whole number').min(1).max(UPLOAD_CREDITS_CAP).optional(),
    logData: creditLogEntrySchema
      .pick({ amount: true, causedBy: true, agentId: true, featureKey: true, logMessage: true })
      .extend({ logMessage: z.string().max(500).optional() })
      .optional(),
    /** The uploaded object (uploadFile's `path`) an agent upload is charged for. */
    upload: z.string().regex(UPLOAD_PATH, 'must be the path uploadFile answered').optional(),
  })
  .refine((input) => input.upload !== undefined || input.consume !== undefined, {
    message: 'name the upload to charge for (upload), or an amount (consume)',
    path: ['upload'],
  })
  .refine((input) => input.upload || !input.logData || input.logData.amount === input.consume, {
    message: 'logData.amount must equal consume',
    path: ['logData', 'amount'],
  });

/**
 * POST /public/users/{userId}/consume-credits: charges a workspace.
 *
 * - An agent upload (`upload`): anyone with a chat on that agent who
 *   uploaded the file; the cost comes from the stored file's size (per-MB
 *   cost × MB, rounded, at most 100), never from the request, and each
 *   upload is charged once (its credit log entry is keyed by the object).
 * - A plain amount (`consume`): only the workspace itself.
 */
export const consumeCredits = defineEndpoint({
  method: 'POST',
  path: '/public/users/:userId/consume-credits',
  limit: 'visitor',
  input: consumeCreditsInput,
  handle: async ({ db, region, params, input, caller }) => {
    const userId = params.userId ?? '';
    const { uid } = await caller();
    if (!input.upload) {
      if (uid !== userId)
        throw new HttpError(
          403,
          'Only the workspace can spend its credits: name the upload (upload) to charge for it.',
        );
      return spendCredits(db, region, userId, uid, input.consume ?? 0, null, {
        causedBy: input.logData?.causedBy ?? 'feature',
        ...(input.logData?.featureKey ? { featureKey: input.logData.featureKey } : {}),
        logMessage: input.logData?.logMessage ?? 'Upload',
      });
    }
    const agentId = UPLOAD_PATH.exec(input.upload)?.[1] ?? '';
    const agent = await loadAgent(db, agentId);
    if (agent.ownerID !== userId)
      throw new HttpError(403, `Agent ${agentId} does not belong to workspace ${userId}.`);
    if (uid !== userId) {
      const chats = await db
        .collection(`voiceglow/${agentId}/convos`)
        .where('authUid', '==', uid)
        .limit(1)
        .get();
      if (chats.empty)
        throw new HttpError(403, 'Start a chat with this agent before uploading files.');
    }
    const stored = await readObjectInfo(input.upload);
    if (!stored) throw new HttpError(404, 'This upload does not exist: upload the file again.');
    if (uid !== userId && stored.metadata.uploadedBy !== uid)
      throw new HttpError(403, 'Only the visitor who uploaded a file is charged for it.');
    const cost = agentUploadCredits(stored.size, UPLOAD_CREDITS_PER_MB);
    const key = `upload-${createHash('sha256').update(input.upload).digest('hex').slice(0, 40)}`;
    return spendCredits(db, region, userId, uid, cost, key, {
      causedBy: 'agent',
      agentId,
      logMessage: input.logData?.logMessage ?? `File upload: ${input.upload.split('/').pop()}`,
      upload: input.upload,
    });
  },
});

/**
 * One transaction: the balance goes down by `amount` and a credit log entry
 * records it. With a key, a second charge for the same action finds its
 * entry and charges nothing. When the spend takes the balance below the
 * automatic-recharge threshold, the same transaction records one recharge
 * (see plannedRecharge); once committed, the recorded recharge is charged
 * exactly once (see startRecharge), also when the attempt that recorded it
 * was retried by the client library.
 */
export async function spendCredits(
  db: FirebaseFirestore.Firestore,
  region: Region,
  userId: string,
  uid: string,
  amount: number,
  key: string | null,
  log: Record<string, unknown>,
) {
  const userRef = db.doc(`users/${userId}`);
  const logRef = key
    ? userRef.collection('creditLogs').doc(key)
    : userRef.collection('creditLogs').doc();
  const { pendingRecharge, ...result } = await db.runTransaction(async (tx) => {
    const user = await tx.get(userRef);
    if (!user.exists)
      throw new HttpError(404, `Workspace ${userId} does not exist in this region.`);
    const balance = Number(user.data()?.loadTokens) || 0;
    // A recharge recorded earlier (by this call's own lost attempt, or by
    // another) and perhaps never charged: startRecharge finds out.
    const pending = openRecharge(user.data() ?? {});
    if (key && (await tx.get(logRef)).exists)
      return { loadTokens: balance, charged: 0, pendingRecharge: pending };
    if (amount === 0) return { loadTokens: balance, charged: 0, pendingRecharge: pending };
    if (balance < amount) {
      throw new HttpError(402, `Not enough credits: ${amount} needed, ${balance} left.`, {
        code: 'no-credits',
      });
    }
    tx.update(userRef, { loadTokens: FieldValue.increment(-amount) });
    tx.set(logRef, { amount, direction: 'decrease', ...log, ts: Timestamp.now(), consumedBy: uid });
    const plan = plannedRecharge(user.data() ?? {}, balance, balance - amount, new Date());
    if (plan) recordRecharge(tx, db, userId, plan);
    return {
      loadTokens: balance - amount,
      charged: amount,
      pendingRecharge: plan
        ? { id: plan.id, customerId: String(user.get('stripeCustomerId')) }
        : pending,
    };
  });
  // Charged from the stored record, once, whichever attempt recorded it.
  if (pendingRecharge)
    await startRecharge(db, region, userId, pendingRecharge.customerId, pendingRecharge.id);
  return { body: { success: true, ...result } };
}
