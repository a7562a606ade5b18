import { describe, expect, it } from 'vitest';
import { insightShardSchema, type InsightShard } from '../../schemas/insights';
import {
  addDayToMonth,
  closedMonthsWithin,
  combineInsightReads,
  expandInsightMonth,
  insightReadPlan,
  isMonthComplete,
  monthDays,
} from './insightRollups';
import { sumInsightDays, totalInsights } from './sumInsights';
import { groupInsights } from './groupInsights';
import { insightDaysBetween } from './insightKeys';

function dayOf(day: string, n: number): InsightShard {
  return insightShardSchema.parse({
    day,
    conversations: n,
    visitorMessages: 2 * n,
    tokens: 10 * n,
    channels: { widget: n },
    ratings: { '5': 1 },
    questions: { qa: { text: 'when are you open', count: n } },
  });
}

describe('month rollups', () => {
  it('knows the days of a month, leap years included', () => {
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(monthDays('2026-02').at(-1)).toBe('2026-02-28');
    expect(monthDays('2026-12')).toHaveLength(31);
  });

  it('takes only closed months lying wholly inside the range', () => {
    expect(closedMonthsWithin('2026-08-28', '2026-11-25', '2026-11-25')).toEqual([
      '2026-09',
      '2026-10',
    ]);
    // October is not over yet on its last day.
    expect(closedMonthsWithin('2026-09-01', '2026-10-31', '2026-10-31')).toEqual(['2026-09']);
    expect(closedMonthsWithin('2026-09-02', '2026-09-30', '2026-11-01')).toEqual([]);
  });

  it('adds each day once, however often a day is rolled again', () => {
    let month = addDayToMonth(null, '2026-09-01', dayOf('2026-09-01', 3));
    month = addDayToMonth(month, '2026-09-02', dayOf('2026-09-02', 4));
    // Counters that arrived after the day was rolled are added, not the whole day again.
    month = addDayToMonth(month, '2026-09-02', dayOf('2026-09-02', 1));
    expect(month.rolledDays).toEqual(['2026-09-01', '2026-09-02']);
    expect(month.total.conversations).toBe(8);
    expect(month.daily['2026-09-02']?.conversations).toBe(5);
    expect(month.total.channels).toEqual({ widget: 8 });
    expect(isMonthComplete(month)).toBe(false);
  });

  it('gives a complete month back as days with the same totals and series', () => {
    const days = monthDays('2026-09').map((day, i) => dayOf(day, i % 4));
    const month = days.reduce<ReturnType<typeof addDayToMonth> | null>(
      (m, d) => addDayToMonth(m, d.day, d),
      null,
    );
    if (!month) throw new Error('no month');
    expect(isMonthComplete(month)).toBe(true);
    const expanded = expandInsightMonth(month);
    expect(totalInsights(expanded)).toEqual(totalInsights(days));
    expect(groupInsights(expanded, 'week').map((w) => w.conversations)).toEqual(
      groupInsights(days, 'week').map((w) => w.conversations),
    );
  });
});

describe('reading a range', () => {
  const today = '2026-11-25';
  const range = { from: '2026-08-28', to: today };

  it('reads closed complete months from their rollups and the rest by day', () => {
    const plan = insightReadPlan(range, today, new Set(['2026-09', '2026-10']));
    expect(plan.months).toEqual(['2026-09', '2026-10']);
    expect(plan.dayRanges).toEqual([
      { from: '2026-08-28', to: '2026-08-31' },
      { from: '2026-11-01', to: today },
    ]);
  });

  it('reads a month by day while its rollup misses a day', () => {
    const plan = insightReadPlan(range, today, new Set(['2026-10']));
    expect(plan.dayRanges).toEqual([
      { from: '2026-08-28', to: '2026-09-30' },
      { from: '2026-11-01', to: today },
    ]);
  });

  it('answers the same days from rollups as from the day counters', () => {
    const all = insightDaysBetween(range.from, range.to).map((day, i) => dayOf(day, i % 5));
    const months = ['2026-09', '2026-10'].map((m) =>
      all
        .filter((d) => d.day.startsWith(m))
        .reduce<ReturnType<typeof addDayToMonth> | null>(
          (acc, d) => addDayToMonth(acc, d.day, d),
          null,
        ),
    );
    const rest = all.filter((d) => !d.day.startsWith('2026-09') && !d.day.startsWith('2026-10'));
    const combined = combineInsightReads(
      range,
      months.filter((m) => m !== null),
      rest,
    );
    const direct = sumInsightDays(all, insightDaysBetween(range.from, range.to));
    expect(totalInsights(combined)).toEqual(totalInsights(direct));
    expect(groupInsights(combined, 'day').map((d) => d.visitorMessages)).toEqual(
      direct.map((d) => d.visitorMessages),
    );
  });
});
