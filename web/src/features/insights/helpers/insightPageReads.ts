import { insightDay, insightDayBefore, type Region } from '@vg/common';
import { watchConversations, watchWaitingConversations } from '../../../data/conversations';
import { watchHomeInsights } from '../../../data/homeInsights';
import { watchInsightDays } from '../../../data/insights';
import { watchLeadsPage } from '../../../data/leads';
import type { LiveRead } from '../../../data/warmAgentPage';

/** The days Home counts, and Analytics and Metrics open with. */
export const OPENING_DAYS = 30;
/** How many of the newest conversations Home lists. */
export const HOME_LATEST = 6;

/** The last OPENING_DAYS days up to today (UTC days, as the counters are kept). */
export function openingDays(): { from: string; to: string } {
  const today = insightDay(Date.now());
  return { from: insightDayBefore(today, OPENING_DAYS), to: today };
}

/**
 * What an insight page reads as it opens, the same queries its hooks make
 * (so the Firestore SDK shares them when they were started early), or an
 * empty list for a page that is not one.
 */
export function insightPageReads(tab: string, region: Region, agentId: string): LiveRead[] {
  const days: LiveRead = (next, fail) =>
    watchInsightDays(region, agentId, openingDays(), next, fail);
  switch (tab) {
    case 'home':
      // The latest conversations (what Home shows last) before those waiting.
      return [
        (next, fail) => watchHomeInsights(region, agentId, next, fail),
        (next, fail) => watchConversations(region, agentId, next, fail, HOME_LATEST),
        (next, fail) => watchWaitingConversations(region, agentId, next, fail),
      ];
    case 'analytics':
    case 'metrics':
      return [days];
    case 'leads':
      return [
        (next, fail) => watchLeadsPage(region, agentId, { source: null, tag: null }, next, fail),
      ];
    default:
      return [];
  }
}
