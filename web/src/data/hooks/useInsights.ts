import type { InsightShard, Region } from '@vg/common';
import { watchInsightDays, watchLeads, type LeadRecord } from '../insights';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The agent's counters per day over a range, live. */
export function useInsightDays(
  region: Region,
  agentId: string,
  range: { from: string; to: string },
): LiveValue<InsightShard[]> {
  return useLiveValue<InsightShard[]>(
    agentId ? `${region}/${agentId}/${range.from}/${range.to}` : null,
    (onChange, onError) => watchInsightDays(region, agentId, range, onChange, onError),
  );
}

/** The agent's leads, live. */
export function useLeads(region: Region, agentId: string): LiveValue<LeadRecord[]> {
  return useLiveValue<LeadRecord[]>(agentId ? `${region}/${agentId}` : null, (onChange, onError) =>
    watchLeads(region, agentId, onChange, onError),
  );
}
