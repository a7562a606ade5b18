import { RESPONSE_TIME_BUCKETS_MS, type InsightShard } from '../../schemas/insights';
import { readInsightShard } from './readInsightShard';

/**
 * Empty counters labelled `day` (a day, a week's Monday, a month, or
 * 'total'): the schema's defaults, written out (a page makes one for every
 * day it shows, and a parse each was most of what summing the days cost).
 */
export function emptyInsightDay(day: string): InsightShard {
  return {
    day,
    conversations: 0,
    visitorMessages: 0,
    botMessages: 0,
    channels: {},
    channelMessages: {},
    countries: {},
    ratings: {},
    handoffs: 0,
    handoffsAnswered: 0,
    handoffReplyMs: 0,
    unanswered: 0,
    questions: {},
    unansweredQuestions: {},
    tokens: 0,
    responses: 0,
    responseMs: 0,
    responseBuckets: {},
    errors: 0,
  };
}

function addCounts(into: Record<string, number>, from: Record<string, number>) {
  for (const [key, value] of Object.entries(from)) into[key] = (into[key] ?? 0) + value;
}

function addQuestions(into: InsightShard['questions'], from: InsightShard['questions']) {
  for (const [key, entry] of Object.entries(from)) {
    const current = into[key];
    into[key] = { text: current?.text || entry.text, count: (current?.count ?? 0) + entry.count };
  }
}

/** The plain sums of a day (every field but the maps). */
export const INSIGHT_SUMS = [
  'conversations',
  'visitorMessages',
  'botMessages',
  'handoffs',
  'handoffsAnswered',
  'handoffReplyMs',
  'unanswered',
  'tokens',
  'responses',
  'responseMs',
  'errors',
] as const;
const SUMMED = INSIGHT_SUMS;
const COUNTED = ['channels', 'channelMessages', 'countries', 'ratings', 'responseBuckets'] as const;

/** Adds `from` into `into` (every field is a sum). */
export function addInsights(into: InsightShard, from: InsightShard): InsightShard {
  for (const field of SUMMED) into[field] += from[field];
  for (const field of COUNTED) addCounts(into[field], from[field]);
  addQuestions(into.questions, from.questions);
  addQuestions(into.unansweredQuestions, from.unansweredQuestions);
  return into;
}

/**
 * The stored shards (raw document data) summed per day, one entry for every
 * day in `days` (zeros where nothing happened), in the order given.
 * Unreadable documents are skipped.
 */
export function sumInsightDays(docs: readonly unknown[], days: readonly string[]): InsightShard[] {
  const byDay = new Map(days.map((day) => [day, emptyInsightDay(day)]));
  for (const data of docs) {
    const shard = readInsightShard(data);
    if (!shard) continue;
    const entry = byDay.get(shard.day);
    if (entry) addInsights(entry, shard);
  }
  return days.map((day) => byDay.get(day) ?? emptyInsightDay(day));
}

/** All the days summed into one. */
export function totalInsights(days: readonly InsightShard[]): InsightShard {
  return days.reduce((total, day) => addInsights(total, day), emptyInsightDay('total'));
}

/**
 * The response time (ms) under which `share` (0-1) of the replies came,
 * read from the histogram: the bucket's upper bound (null without replies;
 * the open last bucket answers its lower bound).
 */
export function responsePercentile(buckets: Record<string, number>, share: number): number | null {
  const counts = RESPONSE_TIME_BUCKETS_MS.map((_, index) => buckets[String(index)] ?? 0);
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= share * total) {
      const bound = RESPONSE_TIME_BUCKETS_MS[index] ?? 0;
      return Number.isFinite(bound) ? bound : (RESPONSE_TIME_BUCKETS_MS.at(-2) ?? 0);
    }
  }
  return null;
}

/** The most asked questions of a question map, most first. */
export function topQuestions(
  questions: InsightShard['questions'],
  count = 10,
): { text: string; count: number }[] {
  return Object.values(questions)
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, count);
}

/** Average stars of a ratings histogram, one decimal; null without ratings. */
export function averageRating(ratings: Record<string, number>): {
  average: number | null;
  count: number;
} {
  let count = 0;
  let stars = 0;
  for (const [star, times] of Object.entries(ratings)) {
    count += times;
    stars += Number(star) * times;
  }
  return { average: count ? Math.round((stars / count) * 10) / 10 : null, count };
}
