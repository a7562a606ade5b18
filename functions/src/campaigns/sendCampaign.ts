import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  OPTED_OUT_REASON,
  campaignRecipientSchema,
  campaignSchema,
  type Campaign,
  type CampaignRecipient,
} from '@vg/common';
import { leadPath } from '../insights/leadWrite';
import { campaignContactPath, campaignPath } from './campaignPaths';

/** A recipient left 'sending' this long ago was interrupted mid-send (the process died). */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Recipients one pass reads at a time. */
const PAGE = 200;

export const INTERRUPTED_REASON =
  'The send was interrupted and is not retried, so that nobody gets the message twice.';

/** What sending one message answers: whether the provider already confirmed delivery. */
export interface SentMessage {
  delivered: boolean;
}

export interface CampaignSendDeps {
  /** Sends the campaign's message to one recipient; throws with a reason the owner can read. */
  send: (recipient: CampaignRecipient) => Promise<SentMessage>;
  /** Waits for the channel's rate limit before each message. */
  pace: () => Promise<void>;
  now?: () => number;
  /** Stops taking new recipients after this time (ms); the scheduled sender continues. */
  deadline?: number;
}

export interface CampaignPass {
  sent: number;
  failed: number;
  /** Recipients still waiting when the pass stopped (past its deadline). */
  waiting: boolean;
}

/**
 * Sends a campaign to its pending recipients, each at most once: a
 * recipient is claimed ('pending' → 'sending') in a transaction before its
 * message goes out (or skipped when its lead has opted out meanwhile), so a retried or concurrent run skips it, and its
 * result ('sent'/'delivered' or 'failed' with the reason) is written with
 * the campaign's counter in one batch. A claim left by a run that died
 * mid-send is marked failed, never sent again. Once nobody waits, the
 * campaign is 'sent'.
 */
export async function sendCampaign(
  db: Firestore,
  agentId: string,
  campaignId: string,
  deps: CampaignSendDeps,
): Promise<CampaignPass> {
  const now = deps.now ?? Date.now;
  const campaignRef = db.doc(campaignPath(agentId, campaignId));
  const recipients = campaignRef.collection('recipients');
  const pass: CampaignPass = { sent: 0, failed: 0, waiting: false };
  let last: string | undefined;
  for (;;) {
    let page = recipients.where('status', '==', 'pending').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const docs = (await page.get()).docs;
    for (const doc of docs) {
      if (deps.deadline !== undefined && now() > deps.deadline) {
        pass.waiting = true;
        break;
      }
      const claimed = await db.runTransaction(async (tx) => {
        const [fresh, lead] = await Promise.all([
          tx.get(doc.ref),
          tx.get(db.doc(leadPath(agentId, doc.id))),
        ]);
        if (fresh.get('status') !== 'pending') return null;
        // The lead may have opted out since the campaign was made (a scheduled one, a long send).
        if (lead.get('optedOut') === true) {
          tx.update(doc.ref, { status: 'skipped', reason: OPTED_OUT_REASON });
          tx.update(campaignRef, { 'counts.skipped': FieldValue.increment(1) });
          return null;
        }
        tx.update(doc.ref, { status: 'sending', claimedAtMs: now() });
        return campaignRecipientSchema.parse(fresh.data());
      });
      if (!claimed) continue;
      await deps.pace();
      const batch = db.batch();
      try {
        const result = await deps.send(claimed);
        const at = now();
        batch.update(doc.ref, { status: result.delivered ? 'delivered' : 'sent', sentAtMs: at });
        batch.update(campaignRef, {
          'counts.sent': FieldValue.increment(1),
          ...(result.delivered ? { 'counts.delivered': FieldValue.increment(1) } : {}),
        });
        batch.set(db.doc(campaignContactPath(agentId, claimed.leadId)), {
          campaignId,
          sentAtMs: at,
          replied: false,
        });
        pass.sent++;
      } catch (error) {
        batch.update(doc.ref, { status: 'failed', reason: failureReason(error) });
        batch.update(campaignRef, { 'counts.failed': FieldValue.increment(1) });
        pass.failed++;
      }
      await batch.commit();
    }
    if (pass.waiting || docs.length < PAGE) break;
    last = docs[docs.length - 1]?.id;
  }
  await finishCampaign(db, agentId, campaignId, now());
  return pass;
}

/**
 * Fails claims a dead run left behind, then marks the campaign 'sent' when
 * no recipient waits, or due again now when some do.
 */
export async function finishCampaign(
  db: Firestore,
  agentId: string,
  campaignId: string,
  at: number,
): Promise<Campaign['status']> {
  const campaignRef = db.doc(campaignPath(agentId, campaignId));
  const stale = await campaignRef
    .collection('recipients')
    .where('status', '==', 'sending')
    .where('claimedAtMs', '<', at - INTERRUPTED_AFTER_MS)
    .get();
  for (const doc of stale.docs) {
    await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (fresh.get('status') !== 'sending') return;
      tx.update(doc.ref, { status: 'failed', reason: INTERRUPTED_REASON });
      tx.update(campaignRef, { 'counts.failed': FieldValue.increment(1) });
    });
  }
  const open = await campaignRef
    .collection('recipients')
    .where('status', 'in', ['pending', 'sending'])
    .limit(1)
    .get();
  return db.runTransaction(async (tx) => {
    const campaign = campaignSchema.parse((await tx.get(campaignRef)).data());
    if (open.empty) {
      tx.update(campaignRef, {
        status: 'sent',
        finishedAtMs: at,
        dueAtMs: FieldValue.delete(),
      });
      return 'sent';
    }
    // Claims still 'sending' are looked at again once they could be stale.
    const waiting = open.docs[0]?.get('status') === 'pending';
    tx.update(campaignRef, {
      status: campaign.status === 'scheduled' ? 'sending' : campaign.status,
      dueAtMs: waiting ? at : at + INTERRUPTED_AFTER_MS,
    });
    return 'sending';
  });
}

function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300) || 'The message could not be sent.';
}
