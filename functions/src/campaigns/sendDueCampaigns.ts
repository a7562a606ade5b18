import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { runCampaign } from './runCampaign';

/** How long a run holds a campaign before another run may take it over. */
const LEASE_MS = 5 * 60_000;
/** Campaigns one run takes at most (the next run takes the rest). */
const PER_RUN = 20;
/** Time one run spends sending, below the function's timeout. */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * The scheduled sender: every campaign whose `dueAtMs` has come (scheduled
 * for now, or left waiting by an earlier pass) is leased in a transaction,
 * so two runs never work on one campaign at once, and sent. Answers how
 * many campaigns it worked on.
 */
export async function sendDueCampaigns(db: Firestore, now = Date.now()): Promise<number> {
  const due = await db
    .collectionGroup('campaigns')
    .where('dueAtMs', '<=', now)
    .orderBy('dueAtMs')
    .limit(PER_RUN)
    .get();
  const deadline = now + RUN_BUDGET_MS;
  let worked = 0;
  for (const doc of due.docs) {
    const agentId = doc.ref.parent.parent?.id;
    if (!agentId || doc.ref.parent.parent?.parent.id !== 'voiceglow') continue;
    const leased = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const dueAt = fresh.get('dueAtMs');
      if (typeof dueAt !== 'number' || dueAt > now) return false;
      tx.update(doc.ref, {
        dueAtMs: now + LEASE_MS,
        ...(fresh.get('status') === 'scheduled' ? { status: 'sending' } : {}),
      });
      return true;
    });
    if (!leased) continue;
    // One broken campaign does not hold up the others; its lease brings it back later.
    try {
      await runCampaign(db, agentId, doc.id, deadline);
      worked++;
    } catch (error) {
      logger.error(`Campaign ${agentId}/${doc.id} could not be sent:`, error);
    }
  }
  return worked;
}
