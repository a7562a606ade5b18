import { INSIGHT_DAY_PATTERN, type InsightShard } from '../../schemas/insights';

/** Not a counter document (the schema would refuse it). */
class Refused extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function count(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Refused();
  return value;
}

function counts(value: unknown): Record<string, number> {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw new Refused();
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'number' || !Number.isFinite(entry)) throw new Refused();
    if (key !== '__proto__') out[key] = entry;
  }
  return out;
}

function questions(value: unknown): InsightShard['questions'] {
  if (value === undefined) return {};
  if (!isPlainObject(value)) throw new Refused();
  const out: InsightShard['questions'] = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isObject(entry)) throw new Refused();
    const text = entry.text === undefined ? '' : entry.text;
    if (typeof text !== 'string') throw new Refused();
    const question = { text, count: count(entry.count) };
    if (key !== '__proto__') out[key] = question;
  }
  return out;
}

/**
 * A stored counter document as `insightShardSchema` reads it: the same
 * counters with the same defaults, or null where the schema refuses the
 * document. Written out because a page reads up to 120 of them as it
 * opens, and zod's parse of their maps was a large part of that.
 */
export function readInsightShard(data: unknown): InsightShard | null {
  if (!isObject(data) || typeof data.day !== 'string' || !INSIGHT_DAY_PATTERN.test(data.day))
    return null;
  try {
    return {
      day: data.day,
      conversations: count(data.conversations),
      visitorMessages: count(data.visitorMessages),
      botMessages: count(data.botMessages),
      channels: counts(data.channels),
      channelMessages: counts(data.channelMessages),
      countries: counts(data.countries),
      ratings: counts(data.ratings),
      handoffs: count(data.handoffs),
      handoffsAnswered: count(data.handoffsAnswered),
      handoffReplyMs: count(data.handoffReplyMs),
      unanswered: count(data.unanswered),
      questions: questions(data.questions),
      unansweredQuestions: questions(data.unansweredQuestions),
      tokens: count(data.tokens),
      responses: count(data.responses),
      responseMs: count(data.responseMs),
      responseBuckets: counts(data.responseBuckets),
      errors: count(data.errors),
    };
  } catch (error) {
    if (error instanceof Refused) return null;
    throw error;
  }
}
