import {
  CAMPAIGN_MAX_RECIPIENTS,
  SEGMENT_PREVIEW_PAGE,
  campaignPreviewRequestSchema,
  type CampaignPreview,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { campaignAgent } from './campaignAgent';
import { segmentRecipients } from './segmentLeads';

/**
 * POST /agents/{agentId}/campaigns/preview: who a campaign on this
 * segment and channel would reach, counted as the send counts it, with
 * one page of the leads from `offset` (each with why it would be skipped).
 * It shows leads, so it is for the workspace and clients with Leads.
 */
export const previewCampaignSegment = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/campaigns/preview',
  input: campaignPreviewRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agent = await campaignAgent(db, caller, params.agentId ?? '', '/leads');
    const recipients = await segmentRecipients(db, agent.ID, input.segment, input.channel);
    const end = input.offset + SEGMENT_PREVIEW_PAGE;
    const preview: CampaignPreview = {
      matching: recipients.length,
      skipped: recipients.filter((r) => r.status === 'skipped').length,
      tooMany: recipients.length > CAMPAIGN_MAX_RECIPIENTS,
      leads: recipients.slice(input.offset, end),
      nextOffset: end < recipients.length ? end : null,
    };
    return { body: preview };
  },
});
