import {
  INSIGHT_MONTH_QUESTIONS_MAX,
  insightMonthSchema,
  type InsightMonth,
  type InsightShard,
} from '../../schemas/insights';
import { insightDay, insightDaysBetween } from './insightKeys';
import { INSIGHT_SUMS, addInsights, emptyInsightDay, sumInsightDays } from './sumInsights';

/** The id of a month's rollup in the agent's `insights` collection: `m{YYYY-MM}`. */
export function insightMonthId(month: string): string {
  return `m${month}`;
}

/** The id of a closed day's counters once its shards are folded into one: `{day}_r`. */
export function rolledDayId(day: string): string {
  return `${day}_r`;
}

/** Every day (YYYY-MM-DD) of a month (YYYY-MM). */
export function monthDays(month: string): string[] {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return insightDaysBetween(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
}

/**
 * The calendar months lying wholly inside `from`…`to` and wholly before
 * `today` (closed, so a rollup of them can be complete), oldest first.
 */
export function closedMonthsWithin(from: string, to: string, today: string): string[] {
  const months: string[] = [];
  for (const day of insightDaysBetween(from, to)) {
    if (!day.endsWith('-01')) continue;
    const days = monthDays(day.slice(0, 7));
    const last = days.at(-1) ?? day;
    if (last <= to && last < today) months.push(day.slice(0, 7));
  }
  return months;
}

/** Whether every day of the month is in its rollup. */
export function isMonthComplete(month: InsightMonth): boolean {
  const rolled = new Set(month.rolledDays);
  return monthDays(month.month).every((day) => rolled.has(day));
}

function sumsOf(day: InsightShard): Record<string, number> {
  return Object.fromEntries(INSIGHT_SUMS.map((field) => [field, day[field]]));
}

function keepMostAsked(questions: InsightShard['questions']): InsightShard['questions'] {
  const entries = Object.entries(questions);
  if (entries.length <= INSIGHT_MONTH_QUESTIONS_MAX) return questions;
  return Object.fromEntries(
    entries.sort((a, b) => b[1].count - a[1].count).slice(0, INSIGHT_MONTH_QUESTIONS_MAX),
  );
}

/**
 * The month's rollup with `sum` (counters of `day` not rolled before) added:
 * into the total and the day's plain sums, and the day marked rolled.
 */
export function addDayToMonth(
  stored: InsightMonth | null,
  day: string,
  sum: InsightShard,
): InsightMonth {
  const month = day.slice(0, 7);
  const base = stored ?? insightMonthSchema.parse({ month, total: { day: `${month}-01` } });
  const total = addInsights(structuredClone(base.total), sum);
  total.questions = keepMostAsked(total.questions);
  total.unansweredQuestions = keepMostAsked(total.unansweredQuestions);
  const before = base.daily[day] ?? {};
  const daily = {
    ...base.daily,
    [day]: Object.fromEntries(
      Object.entries(sumsOf(sum)).map(([field, value]) => [field, (before[field] ?? 0) + value]),
    ),
  };
  const rolledDays = base.rolledDays.includes(day)
    ? base.rolledDays
    : [...base.rolledDays, day].sort();
  return { month, rolledDays, daily, total };
}

/**
 * A complete month as days: each day its plain sums; the month's maps
 * (channels, countries, ratings, questions, response times) on its first
 * day, so totals over the days and charts by day, week or month come out as
 * if every day had been read.
 */
export function expandInsightMonth(month: InsightMonth): InsightShard[] {
  return monthDays(month.month).map((day, index) => {
    const entry = emptyInsightDay(day);
    const sums = month.daily[day] ?? {};
    for (const field of INSIGHT_SUMS) entry[field] = sums[field] ?? 0;
    if (index === 0) {
      const { channels, channelMessages, countries, ratings, responseBuckets } = month.total;
      Object.assign(entry, {
        channels,
        channelMessages,
        countries,
        ratings,
        responseBuckets,
        questions: month.total.questions,
        unansweredQuestions: month.total.unansweredQuestions,
      });
    }
    return entry;
  });
}

/** What a page reads for a range: month rollups where they can serve, day counters elsewhere. */
export interface InsightReadPlan {
  /** Months (YYYY-MM) whose rollup is asked for. */
  months: string[];
  /** Day ranges (both ends included) read from the day counters. */
  dayRanges: { from: string; to: string }[];
}

/**
 * The reads for `from`…`to`: the closed months inside it from their rollups
 * (when `complete` says the rollup holds every day), the rest from the day
 * counters in as few contiguous ranges as possible.
 */
export function insightReadPlan(
  range: { from: string; to: string },
  today: string,
  complete: ReadonlySet<string>,
): InsightReadPlan {
  const months = closedMonthsWithin(range.from, range.to, today);
  const dayRanges: { from: string; to: string }[] = [];
  for (const day of insightDaysBetween(range.from, range.to)) {
    if (complete.has(day.slice(0, 7)) && months.includes(day.slice(0, 7))) continue;
    const open = dayRanges.at(-1);
    if (open && insightDay(Date.parse(`${open.to}T00:00:00Z`) + 86_400_000) === day) open.to = day;
    else dayRanges.push({ from: day, to: day });
  }
  return { months, dayRanges };
}

/**
 * The days of `from`…`to` (oldest first) from what the plan read: complete
 * month rollups and the day counters' documents (raw data).
 */
export function combineInsightReads(
  range: { from: string; to: string },
  months: readonly InsightMonth[],
  dayDocs: readonly unknown[],
): InsightShard[] {
  const days = insightDaysBetween(range.from, range.to);
  const fromMonths = new Map<string, InsightShard>();
  for (const month of months) {
    if (!isMonthComplete(month)) continue;
    for (const day of expandInsightMonth(month)) fromMonths.set(day.day, day);
  }
  const fromDays = sumInsightDays(
    dayDocs,
    days.filter((day) => !fromMonths.has(day)),
  );
  const byDay = new Map(fromDays.map((day) => [day.day, day]));
  return days.map((day) => fromMonths.get(day) ?? byDay.get(day) ?? emptyInsightDay(day));
}
