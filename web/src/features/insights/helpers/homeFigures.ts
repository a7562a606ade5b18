import { averageRating, totalInsights, type InsightShard } from '@vg/common';

export interface HomeFigures {
  today: number;
  week: number;
  month: number;
  rating: { average: number | null; count: number };
  /** Unanswered questions over the last 7 days. */
  unansweredWeek: number;
  /** Tokens used per day over the last 7 days (average). */
  tokensPerDay: number;
}

/** Home's numbers from the last 30 days of counters (oldest first, ending today). */
export function homeFigures(days: readonly InsightShard[]): HomeFigures {
  const last = (count: number) => totalInsights(days.slice(-count));
  const week = last(7);
  return {
    today: last(1).conversations,
    week: week.conversations,
    month: last(30).conversations,
    rating: averageRating(last(30).ratings),
    unansweredWeek: week.unanswered,
    tokensPerDay: week.tokens / 7,
  };
}

/**
 * How many days the tokens left last at the current pace (null when the
 * agent used none lately: no end in sight).
 */
export function daysLeft(tokensLeft: number, tokensPerDay: number): number | null {
  if (tokensPerDay <= 0) return null;
  return Math.max(0, Math.floor(tokensLeft / tokensPerDay));
}
