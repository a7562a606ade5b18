import { collection, onSnapshot, query, where } from 'firebase/firestore';
import {
  closedMonthsWithin,
  combineInsightReads,
  insightDay,
  insightMonthSchema,
  insightReadPlan,
  isMonthComplete,
  type InsightMonth,
  type InsightShard,
  type Region,
} from '@vg/common';
import { regionDb } from './firebase';

/** An agent's counter documents: day shards, rolled days and month rollups. */
export function agentInsights(region: Region, agentId: string) {
  return collection(regionDb(region), 'voiceglow', agentId, 'insights');
}

/**
 * The agent's counters for each day from `from` to `to` (YYYY-MM-DD), live,
 * never the conversations themselves: the closed months inside the range
 * from their rollups (one document a month, once the nightly rollup holds
 * every day of it), the other days from the day counters (one document a
 * rolled day, at most INSIGHT_SHARDS for a day not yet rolled).
 * `onChange` also gets how many documents the current answer read.
 */
export function watchInsightDays(
  region: Region,
  agentId: string,
  range: { from: string; to: string },
  onChange: (days: InsightShard[], documentsRead: number) => void,
  onError: (error: Error) => void,
  today = insightDay(Date.now()),
): () => void {
  const insights = agentInsights(region, agentId);
  const months = closedMonthsWithin(range.from, range.to, today);
  let monthDocs: InsightMonth[] | null = months.length ? null : [];
  let monthsRead = 0;
  let planned = '';
  let dayStops: (() => void)[] = [];
  let dayDocs: (unknown[] | undefined)[] = [];

  const emit = () => {
    if (!monthDocs || dayDocs.some((docs) => docs === undefined)) return;
    const docs = dayDocs.flatMap((d) => d ?? []);
    onChange(combineInsightReads(range, monthDocs, docs), monthsRead + docs.length);
  };
  const followDays = (stored: InsightMonth[]) => {
    const complete = new Set(stored.filter(isMonthComplete).map((m) => m.month));
    const { dayRanges } = insightReadPlan(range, today, complete);
    const plan = JSON.stringify(dayRanges);
    if (plan !== planned) {
      planned = plan;
      for (const stop of dayStops) stop();
      dayDocs = dayRanges.map(() => undefined);
      dayStops = dayRanges.map((days, index) =>
        onSnapshot(
          query(insights, where('day', '>=', days.from), where('day', '<=', days.to)),
          (snap) => {
            dayDocs[index] = snap.docs.map((d) => d.data());
            emit();
          },
          onError,
        ),
      );
    }
    emit();
  };

  const stopMonths = months.length
    ? onSnapshot(
        query(
          insights,
          where('month', '>=', months[0]),
          where('month', '<=', months[months.length - 1]),
        ),
        (snap) => {
          monthsRead = snap.size;
          monthDocs = snap.docs.flatMap((d) => insightMonthSchema.safeParse(d.data()).data ?? []);
          followDays(monthDocs);
        },
        onError,
      )
    : undefined;
  if (!months.length) followDays([]);
  return () => {
    stopMonths?.();
    for (const stop of dayStops) stop();
  };
}
