import type { Firestore } from 'firebase-admin/firestore';
import { conversationStateAt } from '@vg/common';
import { withdrawHandoffRequest } from './storeHandoffRequest';

/** Requests looked at per sweep; the next sweep takes the rest. */
const BATCH = 200;

/**
 * Puts every hand-off request nobody answered within its timeout back with
 * the AI, so the inbox stops showing 'Waiting for a human' even when the
 * visitor left before their widget could say so. Runs on a schedule (see
 * index.ts); the widget, the inbox and the next visitor step derive the same
 * expiry from the stored request meanwhile. Answers how many it reset.
 */
export async function expireHandoffRequests(db: Firestore, now = Date.now()): Promise<number> {
  const pending = await db
    .collectionGroup('convos')
    .where('state', '==', 'requested_chat')
    .limit(BATCH)
    .get();
  let expired = 0;
  for (const doc of pending.docs) {
    if (conversationStateAt(doc.data(), now) !== 'ai-chatting') continue;
    // Checked again inside the transaction: a team member may take the chat meanwhile.
    const reset = await db.runTransaction(async (tx) => {
      const convo = (await tx.get(doc.ref)).data();
      if (!convo || conversationStateAt(convo, now) !== 'ai-chatting') return false;
      return withdrawHandoffRequest(tx, doc.ref, convo, now).state === 'ai-chatting';
    });
    if (reset) expired += 1;
  }
  return expired;
}
