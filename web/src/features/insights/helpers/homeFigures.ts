import { averageRating } from '@vg/common';
import type { HomeInsights } from '../../../data/homeInsights';

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

/** Home's numbers: today's counters added to the sums of the closed days before it. */
export function homeFigures({ today, week, month }: HomeInsights): HomeFigures {
  const ratings = { ...month.ratings };
  for (const [star, times] of Object.entries(today.ratings))
    ratings[star] = (ratings[star] ?? 0) + times;
  return {
    today: today.conversations,
    week: today.conversations + week.conversations,
    month: today.conversations + month.conversations,
    rating: averageRating(ratings),
    unansweredWeek: today.unanswered + week.unanswered,
    tokensPerDay: (today.tokens + week.tokens) / 7,
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
