import type { Firestore } from 'firebase-admin/firestore';
import {
  CAMPAIGN_MAX_RECIPIENTS,
  campaignSchema,
  createCampaignRequestSchema,
  type Campaign,
  type CampaignRecipient,
  type CampaignSegment,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { campaignAgent } from './campaignAgent';
import { campaignPath } from './campaignPaths';
import { runCampaign } from './runCampaign';
import { segmentRecipients } from './segmentLeads';

/** Time a "send now" request spends sending; the scheduled sender does the rest. */
const SEND_NOW_BUDGET_MS = 30_000;

/**
 * POST /agents/{agentId}/campaigns: a campaign to the leads of a segment,
 * sent now (within this request, the scheduled sender finishing a long
 * one) or at `sendAtMs`. Each lead gets one recipient document keyed by
 * its id, 'skipped' with the reason when it opted out or has no address
 * on the channel. The dashboard picks the campaign id, so a retried
 * request answers the campaign it created (200) instead of sending twice.
 */
export const createCampaign = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/campaigns',
  input: createCampaignRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agent = await campaignAgent(db, caller, params.agentId ?? '');
    const { uid } = await caller();
    const campaignRef = db.doc(campaignPath(agent.ID, input.id));
    const existing = await campaignRef.get();
    if (existing.exists) return { status: 200, body: { id: input.id, ...existing.data() } };
    const now = Date.now();
    const recipients = await campaignRecipients(db, agent.ID, input.segment, input.channel);
    if (recipients.length === 0)
      throw new HttpError(400, 'No lead matches this segment: widen the tags, channel or dates.', {
        code: 'empty-segment',
      });
    const sendAt = input.sendAtMs && input.sendAtMs > now ? input.sendAtMs : now;
    const campaign: Campaign = {
      name: input.name,
      channel: input.channel,
      segment: input.segment,
      subject: input.channel === 'email' ? input.subject : '',
      message: input.message,
      template: input.channel === 'whatsapp' ? (input.template ?? null) : null,
      status: sendAt > now ? 'scheduled' : 'sending',
      sendAtMs: sendAt,
      dueAtMs: sendAt,
      createdAtMs: now,
      createdBy: uid,
      counts: {
        recipients: recipients.length,
        sent: 0,
        delivered: 0,
        failed: 0,
        skipped: recipients.filter((r) => r.status === 'skipped').length,
        replied: 0,
      },
    };
    // Recipients first, the campaign last: until it exists nothing sends
    // them, and a retry writes the same documents again.
    const writer = db.bulkWriter();
    for (const recipient of recipients)
      void writer.set(campaignRef.collection('recipients').doc(recipient.leadId), recipient);
    await writer.close();
    try {
      await campaignRef.create(campaignSchema.parse(campaign));
    } catch {
      const raced = await campaignRef.get();
      return { status: 200, body: { id: input.id, ...raced.data() } };
    }
    if (sendAt <= now) await runCampaign(db, agent.ID, input.id, now + SEND_NOW_BUDGET_MS);
    const stored = (await campaignRef.get()).data();
    return { status: 201, body: { id: input.id, ...stored } };
  },
});

/** The segment's recipients; 400 past the limit of one campaign. */
async function campaignRecipients(
  db: Firestore,
  agentId: string,
  segment: CampaignSegment,
  channel: Campaign['channel'],
): Promise<CampaignRecipient[]> {
  const recipients = await segmentRecipients(db, agentId, segment, channel);
  if (recipients.length > CAMPAIGN_MAX_RECIPIENTS)
    throw new HttpError(
      400,
      `The segment holds ${recipients.length} leads; a campaign sends to at most ${CAMPAIGN_MAX_RECIPIENTS}: narrow it by tag, channel or dates.`,
      { code: 'segment-too-large' },
    );
  return recipients;
}
