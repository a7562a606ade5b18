import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { RecipientStatus, WhatsappStatus } from '@vg/common';
import { HttpError } from '../http/HttpError';
import { campaignMessagePath, campaignPath, recipientPath } from './campaignPaths';

/** How far a message has come: a status webhook only ever moves a recipient forward. */
const RANK: Partial<Record<RecipientStatus, number>> = { sent: 1, delivered: 2, read: 3 };

/** Meta's words for a failure, with its error code, for the owner to read. */
export function whatsappFailureReason(status: WhatsappStatus): string {
  const error = status.errors?.[0];
  const words = error?.error_data?.details || error?.message || error?.title;
  const text = words ? `WhatsApp could not deliver it: ${words}` : 'WhatsApp could not deliver it.';
  return (error?.code !== undefined ? `${text} (error ${error.code})` : text).slice(0, 300);
}

/**
 * One `statuses[]` item of a WhatsApp webhook for a campaign's message:
 * the recipient moves forward (sent → delivered → read, or sent →
 * failed with Meta's reason), and the campaign counts it delivered or
 * failed in the same transaction, so a redelivered or late status counts
 * nothing twice. A status of a message no campaign sent (the agent's
 * answers) is ignored. While the campaign is still writing the send's
 * result, it answers 503 so that Meta delivers the status again.
 */
export async function recordWhatsappStatus(
  db: Firestore,
  phoneId: string,
  status: WhatsappStatus,
): Promise<'ignored' | 'unchanged' | 'updated'> {
  const mapping = await db.doc(campaignMessagePath(phoneId, status.id)).get();
  const agentId: unknown = mapping.get('agentId');
  const campaignId: unknown = mapping.get('campaignId');
  const leadId: unknown = mapping.get('leadId');
  if (typeof agentId !== 'string' || typeof campaignId !== 'string' || typeof leadId !== 'string')
    return 'ignored';
  const recipientRef = db.doc(recipientPath(agentId, campaignId, leadId));
  const campaignRef = db.doc(campaignPath(agentId, campaignId));
  const seconds = Number(status.timestamp);
  const at = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : Date.now();
  return db.runTransaction(async (tx) => {
    const recipient = await tx.get(recipientRef);
    const current = recipient.get('status') as RecipientStatus | undefined;
    if (current === 'pending' || current === 'sending')
      throw new HttpError(503, 'The campaign is still recording this message; deliver it again.', {
        code: 'not-ready',
      });
    const rank = current ? RANK[current] : undefined;
    if (rank === undefined) return 'unchanged';
    if (status.status === 'failed') {
      if (current !== 'sent') return 'unchanged';
      tx.update(recipientRef, { status: 'failed', reason: whatsappFailureReason(status) });
      tx.update(campaignRef, {
        'counts.sent': FieldValue.increment(-1),
        'counts.failed': FieldValue.increment(1),
      });
      return 'updated';
    }
    const next = status.status as RecipientStatus;
    const nextRank = RANK[next];
    if (nextRank === undefined || nextRank <= rank) return 'unchanged';
    tx.update(recipientRef, {
      status: next,
      ...(current === 'sent' ? { deliveredAtMs: at } : {}),
      ...(next === 'read' ? { readAtMs: at } : {}),
    });
    if (current === 'sent') tx.update(campaignRef, { 'counts.delivered': FieldValue.increment(1) });
    return 'updated';
  });
}
