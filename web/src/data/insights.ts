import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  insightDaysBetween,
  leadSchema,
  sumInsightDays,
  type InsightShard,
  type Lead,
  type Region,
} from '@vg/common';
import { regionDb } from './firebase';

/**
 * The agent's counters for each day from `from` to `to` (YYYY-MM-DD), its
 * shards summed, live: one range query over at most INSIGHT_SHARDS
 * documents per day, never the conversations themselves.
 */
export function watchInsightDays(
  region: Region,
  agentId: string,
  range: { from: string; to: string },
  onChange: (days: InsightShard[]) => void,
  onError: (error: Error) => void,
): () => void {
  const days = insightDaysBetween(range.from, range.to);
  const shards = query(
    collection(regionDb(region), 'voiceglow', agentId, 'insights'),
    where('day', '>=', range.from),
    where('day', '<=', range.to),
  );
  return onSnapshot(
    shards,
    (snap) =>
      onChange(
        sumInsightDays(
          snap.docs.map((d) => d.data()),
          days,
        ),
      ),
    onError,
  );
}

/** How many leads the Leads page follows (most recent contact first). */
export const LEADS_SHOWN = 1000;

export interface LeadRecord extends Lead {
  id: string;
}

/** The agent's leads, most recent contact first, live. */
export function watchLeads(
  region: Region,
  agentId: string,
  onChange: (leads: LeadRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  const newest = query(
    collection(regionDb(region), 'voiceglow', agentId, 'leads'),
    orderBy('lastContactMs', 'desc'),
    limit(LEADS_SHOWN),
  );
  return onSnapshot(
    newest,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = leadSchema.safeParse(d.data());
          return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
        }),
      ),
    onError,
  );
}

/** Sets a lead's tags (the one field the rules let the dashboard change). */
export async function saveLeadTags(
  region: Region,
  agentId: string,
  leadId: string,
  tags: string[],
): Promise<void> {
  await updateDoc(doc(regionDb(region), 'voiceglow', agentId, 'leads', leadId), { tags });
}
