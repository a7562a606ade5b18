import { createHash } from 'node:crypto';
import { pathId } from '../http/pathId';

export const campaignPath = (agentId: string, campaignId: string) =>
  `voiceglow/${pathId(agentId, 'agentId')}/campaigns/${pathId(campaignId, 'campaignId')}`;

export const recipientPath = (agentId: string, campaignId: string, leadId: string) =>
  `${campaignPath(agentId, campaignId)}/recipients/${pathId(leadId, 'leadId')}`;

/**
 * `voiceglow/{agentId}/campaignContacts/{leadId}`: the campaign last sent to
 * a lead, so that the lead's next message is counted as that campaign's
 * reply with one read.
 */
export const campaignContactPath = (agentId: string, leadId: string) =>
  `voiceglow/${pathId(agentId, 'agentId')}/campaignContacts/${pathId(leadId, 'leadId')}`;

/**
 * `waNumbers/{phoneId}/campaignMessages/{hash of the wamid}`: which
 * campaign recipient a WhatsApp message went to, so that Meta's status
 * webhooks for it update that recipient.
 */
export const campaignMessagePath = (phoneId: string, messageId: string) =>
  `waNumbers/${pathId(phoneId, 'phoneId')}/campaignMessages/${createHash('sha256').update(messageId).digest('hex').slice(0, 40)}`;
