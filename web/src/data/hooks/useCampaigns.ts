import type { Region } from '@vg/common';
import {
  watchCampaignRecipients,
  watchCampaigns,
  type CampaignRecord,
  type RecipientRecord,
} from '../campaigns';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The agent's campaigns, live. */
export function useCampaigns(region: Region, agentId: string): LiveValue<CampaignRecord[]> {
  return useLiveValue<CampaignRecord[]>(
    agentId ? `${region}/${agentId}` : null,
    (onChange, onError) => watchCampaigns(region, agentId, onChange, onError),
  );
}

/** A campaign's recipients, live. */
export function useCampaignRecipients(
  region: Region,
  agentId: string,
  campaignId: string,
): LiveValue<RecipientRecord[]> {
  return useLiveValue<RecipientRecord[]>(
    `${region}/${agentId}/${campaignId}`,
    (onChange, onError) => watchCampaignRecipients(region, agentId, campaignId, onChange, onError),
  );
}
