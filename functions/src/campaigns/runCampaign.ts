import type { Firestore } from 'firebase-admin/firestore';
import { campaignSchema } from '@vg/common';
import { loadAgent } from '../agents/loadAgent';
import { campaignPath } from './campaignPaths';
import { campaignSender } from './campaignSenders';
import { CAMPAIGN_RATES, campaignPacer } from './ChannelPacer';
import { sendCampaign, type CampaignPass } from './sendCampaign';

/**
 * One sending pass of a stored campaign with its channel's real sender,
 * paced by the channel's rate limit, until `deadline` (ms).
 */
export async function runCampaign(
  db: Firestore,
  agentId: string,
  campaignId: string,
  deadline: number,
): Promise<CampaignPass> {
  const [agent, snap] = await Promise.all([
    loadAgent(db, agentId),
    db.doc(campaignPath(agentId, campaignId)).get(),
  ]);
  const campaign = campaignSchema.parse(snap.data());
  const sender = await campaignSender(db, agent, campaignId, campaign);
  return sendCampaign(db, agentId, campaignId, {
    send: sender.send,
    pace: () => campaignPacer.wait(sender.paceKey, CAMPAIGN_RATES[campaign.channel]),
    deadline,
  });
}
