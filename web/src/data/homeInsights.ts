import { getAggregateFromServer, onSnapshot, query, sum, where } from 'firebase/firestore';
import {
  insightDay,
  insightDayBefore,
  sumInsightDays,
  type InsightShard,
  type Region,
} from '@vg/common';
import { agentInsights } from './insights';

/** The star values a rating can have (the counters keep them as map keys). */
const STARS = ['1', '2', '3', '4', '5'] as const;

/**
 * What Home counts: today's counters as they change, and sums over the
 * closed days before today within the last 7 and the last 30 days.
 */
export interface HomeInsights {
  today: InsightShard;
  /** The 6 days before today. */
  week: { conversations: number; unanswered: number; tokens: number };
  /** The 29 days before today. */
  month: { conversations: number; ratings: Record<string, number> };
}

/** The sums of closed days Home asks the store for: one field each. */
function closedDaySums(today: string) {
  const yesterday = insightDayBefore(today, 2);
  const week = { from: insightDayBefore(today, 7), to: yesterday };
  const month = { from: insightDayBefore(today, 30), to: yesterday };
  return [
    { range: week, field: 'conversations', key: 'week.conversations' },
    { range: week, field: 'unanswered', key: 'week.unanswered' },
    { range: week, field: 'tokens', key: 'week.tokens' },
    { range: month, field: 'conversations', key: 'month.conversations' },
    ...STARS.map((star) => ({ range: month, field: `ratings.${star}`, key: `month.${star}` })),
  ];
}

/** Answers (or the requests still on their way) kept for a while, so the warm-up's serve the page. */
const recent = new Map<string, { at: number; sum: Promise<number> }>();
const KEEP_MS = 15_000;

/**
 * The sum of one counter field over a range of closed days, by an
 * aggregation query: the store adds the day documents up (one read per
 * 1,000 of them), the browser gets one number. Closed days do not change
 * (the nightly rollup moves their counters into one document a day, sums
 * kept), so an answer is reused for a few seconds.
 */
function closedDaySum(
  region: Region,
  agentId: string,
  range: { from: string; to: string },
  field: string,
): Promise<number> {
  const key = `${region}/${agentId}/${range.from}/${range.to}/${field}`;
  const now = Date.now();
  for (const [old, { at }] of recent) if (now - at >= KEEP_MS) recent.delete(old);
  const kept = recent.get(key);
  if (kept) return kept.sum;
  // One field a query: with several, the store would count only the
  // documents that hold all of them, and a day's shard holds only what happened on it.
  const asked = getAggregateFromServer(
    query(
      agentInsights(region, agentId),
      where('day', '>=', range.from),
      where('day', '<=', range.to),
    ),
    { total: sum(field) },
  ).then((snap) => snap.data().total ?? 0);
  recent.set(key, { at: now, sum: asked });
  asked.catch(() => recent.delete(key));
  return asked;
}

/**
 * Home's counters, live where they change: today's shards (at most
 * INSIGHT_SHARDS documents) are followed; the closed days before today are
 * summed by the store, one number a field, never read document by
 * document. `onChange` also gets how many documents the answer read (an
 * aggregation counts as one).
 */
export function watchHomeInsights(
  region: Region,
  agentId: string,
  onChange: (insights: HomeInsights, documentsRead: number) => void,
  onError: (error: Error) => void,
  today = insightDay(Date.now()),
): () => void {
  const sums = closedDaySums(today);
  let closed: Map<string, number> | null = null;
  let todayDocs: unknown[] | null = null;
  let stopped = false;
  const emit = () => {
    if (!closed || !todayDocs || stopped) return;
    const got = (key: string) => closed?.get(key) ?? 0;
    const ratings: Record<string, number> = {};
    for (const star of STARS) if (got(`month.${star}`)) ratings[star] = got(`month.${star}`);
    onChange(
      {
        today: sumInsightDays(todayDocs, [today])[0] as InsightShard,
        week: {
          conversations: got('week.conversations'),
          unanswered: got('week.unanswered'),
          tokens: got('week.tokens'),
        },
        month: { conversations: got('month.conversations'), ratings },
      },
      sums.length + todayDocs.length,
    );
  };
  Promise.all(sums.map(({ range, field }) => closedDaySum(region, agentId, range, field)))
    .then((values) => {
      closed = new Map(sums.map(({ key }, index) => [key, values[index] ?? 0]));
      emit();
    })
    .catch((error: Error) => {
      if (!stopped) onError(error);
    });
  const stopToday = onSnapshot(
    query(agentInsights(region, agentId), where('day', '==', today)),
    (snap) => {
      todayDocs = snap.docs.map((d) => d.data());
      emit();
    },
    onError,
  );
  return () => {
    stopped = true;
    stopToday();
  };
}
