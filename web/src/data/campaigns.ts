import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import {
  campaignRecipientSchema,
  campaignSchema,
  type Campaign,
  type CampaignPreview,
  type CampaignPreviewRequest,
  type CampaignRecipient,
  type CreateCampaignRequest,
  type WhatsappTemplatesAnswer,
  type Region,
} from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

/** How many campaigns the Campaigns page follows (newest first). */
export const CAMPAIGNS_SHOWN = 100;

export interface CampaignRecord extends Campaign {
  id: string;
}

export interface RecipientRecord extends CampaignRecipient {
  id: string;
}

/** The agent's campaigns, newest first, with their counts, live. */
export function watchCampaigns(
  region: Region,
  agentId: string,
  onChange: (campaigns: CampaignRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  const newest = query(
    collection(regionDb(region), 'voiceglow', agentId, 'campaigns'),
    orderBy('createdAtMs', 'desc'),
    limit(CAMPAIGNS_SHOWN),
  );
  return onSnapshot(
    newest,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = campaignSchema.safeParse(d.data());
          return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
        }),
      ),
    onError,
  );
}

/** One campaign's recipients with their status, live. */
export function watchCampaignRecipients(
  region: Region,
  agentId: string,
  campaignId: string,
  onChange: (recipients: RecipientRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    collection(regionDb(region), 'voiceglow', agentId, 'campaigns', campaignId, 'recipients'),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = campaignRecipientSchema.safeParse(d.data());
          return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
        }),
      ),
    onError,
  );
}

/** Creates a campaign; the functions send it now or at its time (never the browser). */
export function createCampaign(
  region: Region,
  agentId: string,
  request: CreateCampaignRequest,
): Promise<CampaignRecord> {
  return callApi<CampaignRecord>(
    region,
    'POST',
    `/agents/${encodeURIComponent(agentId)}/campaigns`,
    {
      body: request,
    },
  );
}

/** How many leads a segment reaches on a channel, and one page of them (the function reads the segment). */
export function previewCampaignSegment(
  region: Region,
  agentId: string,
  request: CampaignPreviewRequest,
): Promise<CampaignPreview> {
  return callApi<CampaignPreview>(
    region,
    'POST',
    `/agents/${encodeURIComponent(agentId)}/campaigns/preview`,
    { body: request },
  );
}

/** The approved templates of the WhatsApp number connected to the agent (asked of Meta by the function). */
export function listCampaignTemplates(
  region: Region,
  agentId: string,
): Promise<WhatsappTemplatesAnswer> {
  return callApi<WhatsappTemplatesAnswer>(
    region,
    'GET',
    `/agents/${encodeURIComponent(agentId)}/whatsapp/templates`,
  );
}
