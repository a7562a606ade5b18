import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isOptInReply, isOptOutReply } from '@vg/common';
import { leadPath } from '../insights/leadWrite';
import { campaignContactPath, campaignPath, recipientPath } from './campaignPaths';

/** A message this long after a campaign is no longer counted as its reply. */
export const REPLY_WINDOW_MS = 7 * 86_400_000;

/**
 * A lead wrote to the agent: when a campaign reached them within the
 * reply window and they had not answered it yet, the campaign counts one
 * reply and the recipient points at the conversation it landed in (once,
 * however often the message is delivered). A reply of STOP alone (or the
 * template's "Stop promotions" quick reply) opts the lead out of campaigns;
 * START alone takes the person's own opt-out back.
 */
export async function recordCampaignReply(
  db: Firestore,
  input: { agentId: string; leadId: string; conversationId: string; text: string; at: number },
): Promise<boolean> {
  const contactRef = db.doc(campaignContactPath(input.agentId, input.leadId));
  const leadRef = db.doc(leadPath(input.agentId, input.leadId));
  return db.runTransaction(async (tx) => {
    const [contact, lead] = await Promise.all([tx.get(contactRef), tx.get(leadRef)]);
    if (lead.exists && isOptOutReply(input.text) && lead.get('optedOutBy') !== 'person')
      tx.update(leadRef, { optedOut: true, optedOutBy: 'person', optedOutAtMs: input.at });
    if (lead.exists && isOptInReply(input.text) && lead.get('optedOutBy') === 'person')
      tx.update(leadRef, {
        optedOut: false,
        optedOutBy: FieldValue.delete(),
        optedOutAtMs: FieldValue.delete(),
      });
    const campaignId = contact.get('campaignId');
    const sentAt = Number(contact.get('sentAtMs'));
    if (
      !contact.exists ||
      typeof campaignId !== 'string' ||
      contact.get('replied') === true ||
      !(input.at - sentAt <= REPLY_WINDOW_MS)
    )
      return false;
    const recipientRef = db.doc(recipientPath(input.agentId, campaignId, input.leadId));
    tx.update(contactRef, { replied: true });
    tx.update(recipientRef, { repliedAtMs: input.at, conversationId: input.conversationId });
    tx.update(db.doc(campaignPath(input.agentId, campaignId)), {
      'counts.replied': FieldValue.increment(1),
    });
    return true;
  });
}
