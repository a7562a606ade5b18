import {
  averageRating,
  groupInsights,
  topQuestions,
  totalInsights,
  type InsightPeriod,
  type InsightShard,
} from '@vg/common';
import type { ChartTable } from '../components/ChartCard';

const byCount = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** Every table of the Analytics page, from the days of the chosen range. */
export function analyticsTables(days: readonly InsightShard[], period: InsightPeriod) {
  const total = totalInsights(days);
  const groups = groupInsights(days, period);
  const overTime: ChartTable = {
    header: [
      period === 'day' ? 'Day' : period === 'week' ? 'Week of' : 'Month',
      'Conversations',
      'Visitor messages',
      'Agent messages',
      'Hand-offs',
    ],
    rows:
      total.conversations + total.visitorMessages === 0
        ? []
        : groups.map((g) => [g.day, g.conversations, g.visitorMessages, g.botMessages, g.handoffs]),
  };
  const channels: ChartTable = {
    header: ['Channel', 'Conversations'],
    rows: byCount(total.channels),
  };
  const countries: ChartTable = {
    header: ['Country', 'Conversations'],
    rows: byCount(total.countries),
  };
  const rated = averageRating(total.ratings);
  const ratings: ChartTable = {
    header: ['Stars', 'Ratings'],
    rows:
      rated.count === 0
        ? []
        : ['1', '2', '3', '4', '5'].map((stars) => [stars, total.ratings[stars] ?? 0]),
  };
  const questions: ChartTable = {
    header: ['Question', 'Times asked'],
    rows: topQuestions(total.questions, 15).map((q) => [q.text, q.count]),
  };
  const unanswered: ChartTable = {
    header: ['Question', 'Times asked'],
    rows: topQuestions(total.unansweredQuestions, 15).map((q) => [q.text, q.count]),
  };
  return {
    total,
    rating: rated,
    handoffRate: total.conversations ? total.handoffs / total.conversations : null,
    handoffWaitMs: total.handoffsAnswered ? total.handoffReplyMs / total.handoffsAnswered : null,
    overTime,
    channels,
    countries,
    ratings,
    questions,
    unanswered,
  };
}

/** A table's rows as chart data: one object per row, keyed by the header. */
export function chartData(table: ChartTable): Record<string, string | number>[] {
  return table.rows.map((row) =>
    Object.fromEntries(table.header.map((name, index) => [name, row[index] ?? 0])),
  );
}

/** A wait in ms as people read it: '45 s', '3 min', '2.5 h'. */
export function formatWait(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 360_000) / 10} h`;
}
