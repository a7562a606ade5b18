import type { InsightShard, Region } from '@vg/common';
import { watchHomeInsights, type HomeInsights } from '../homeInsights';
import { watchInsightDays } from '../insights';
import { watchLeadsPage, type LeadFilter, type LeadPage } from '../leads';
import { useInsightToday } from './useInsightToday';
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

/** Home's counters: today's live, the closed days before it summed by the store. */
export function useHomeInsights(region: Region, agentId: string): LiveValue<HomeInsights> {
  // Past midnight UTC, today's counters are the new day's.
  const today = useInsightToday();
  return useLiveValue<HomeInsights>(
    agentId ? `${region}/${agentId}/${today}` : null,
    (onChange, onError) => watchHomeInsights(region, agentId, onChange, onError, today),
  );
}

/** The first page of the agent's (filtered) leads, live. */
export function useLeadsPage(
  region: Region,
  agentId: string,
  filter: LeadFilter,
): LiveValue<LeadPage> {
  return useLiveValue<LeadPage>(
    agentId ? `${region}/${agentId}/${filter.source ?? ''}/${filter.tag ?? ''}` : null,
    (onChange, onError) => watchLeadsPage(region, agentId, filter, onChange, onError),
  );
}
