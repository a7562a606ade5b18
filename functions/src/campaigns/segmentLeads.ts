import type { Firestore } from 'firebase-admin/firestore';
import {
  campaignAddress,
  campaignSkipReason,
  leadInSegment,
  leadSchema,
  type CampaignChannel,
  type CampaignRecipient,
  type CampaignSegment,
} from '@vg/common';

/** Leads read to find a segment (most recent contact first). */
export const LEADS_READ = 5_000;
const DAY_MS = 86_400_000;

/**
 * The segment's leads as recipients on `channel`, most recent contact
 * first: the dates are asked of the store, tags and channel checked here,
 * among the newest LEADS_READ leads of the range. A lead that opted out
 * or has no address on the channel is 'skipped' with the reason.
 */
export async function segmentRecipients(
  db: Firestore,
  agentId: string,
  segment: CampaignSegment,
  channel: CampaignChannel,
): Promise<CampaignRecipient[]> {
  let query = db.collection(`voiceglow/${agentId}/leads`).orderBy('lastContactMs', 'desc');
  if (segment.from)
    query = query.where('lastContactMs', '>=', Date.parse(`${segment.from}T00:00:00Z`));
  if (segment.to)
    query = query.where('lastContactMs', '<', Date.parse(`${segment.to}T00:00:00Z`) + DAY_MS);
  return (await query.limit(LEADS_READ).get()).docs.flatMap((doc) => {
    const parsed = leadSchema.safeParse(doc.data());
    if (!parsed.success || !leadInSegment(parsed.data, segment)) return [];
    const lead = parsed.data;
    const skip = campaignSkipReason(lead, channel);
    return [
      {
        leadId: doc.id,
        name: lead.name,
        address: campaignAddress(lead, channel),
        status: skip ? ('skipped' as const) : ('pending' as const),
        reason: skip ?? '',
      },
    ];
  });
}
