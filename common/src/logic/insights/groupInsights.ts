import type { InsightShard } from '../../schemas/insights';
import { addInsights, emptyInsightDay } from './sumInsights';

export type InsightPeriod = 'day' | 'week' | 'month';

/** The period a day belongs to: the day, the Monday of its ISO week, or YYYY-MM. */
export function periodOf(day: string, period: InsightPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Days (oldest first) summed per day, week or month; each entry's `day` is its period. */
export function groupInsights(
  days: readonly InsightShard[],
  period: InsightPeriod,
): InsightShard[] {
  const groups = new Map<string, InsightShard>();
  for (const day of days) {
    const key = periodOf(day.day, period);
    const group = groups.get(key) ?? emptyInsightDay(key);
    groups.set(key, addInsights(group, day));
  }
  return [...groups.values()];
}

/** Rows as CSV (RFC 4180: quoted where needed, CRLF line ends). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
