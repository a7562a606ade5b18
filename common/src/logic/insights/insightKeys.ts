import {
  INSIGHT_QUESTION_TEXT_MAX,
  INSIGHT_SHARDS,
  RESPONSE_TIME_BUCKETS_MS,
} from '../../schemas/insights';

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a time in ms. */
export function insightDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The days from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function insightDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length < 3660; at += DAY_MS)
    days.push(insightDay(at));
  return days;
}

/** The day `count - 1` days before `day`: the first of a window of `count` days ending on `day`. */
export function insightDayBefore(day: string, count: number): string {
  return insightDay(Date.parse(`${day}T00:00:00Z`) - (count - 1) * DAY_MS);
}

/** FNV-1a, 32 bits, as 8 hex digits: a stable short key, not a secret. */
export function stableHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The shard a conversation's counters go to (the same for all its events). */
export function insightShardIndex(conversationId: string): number {
  return parseInt(stableHash(conversationId), 16) % INSIGHT_SHARDS;
}

/** The shard document's id: `{day}_{shard}`. */
export function insightShardId(day: string, shard: number): string {
  return `${day}_${shard}`;
}

/**
 * A visitor question as it is counted: trimmed, lower case, inner spaces
 * folded, trailing punctuation dropped, cut to INSIGHT_QUESTION_TEXT_MAX;
 * its key is a hash of that text. Null for an empty question.
 */
export function questionKey(question: string): { key: string; text: string } | null {
  const text = question
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.…]+$/u, '')
    .slice(0, INSIGHT_QUESTION_TEXT_MAX);
  if (!text) return null;
  return { key: `q${stableHash(text)}`, text };
}

/** The histogram bucket (index into RESPONSE_TIME_BUCKETS_MS) of a response time. */
export function responseBucket(ms: number): number {
  const index = RESPONSE_TIME_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? RESPONSE_TIME_BUCKETS_MS.length - 1 : index;
}
