import { z } from 'zod';

/**
 * Shards per agent per day: a burst of conversations on one agent spreads
 * its counter writes over this many documents (one conversation always
 * lands on the same shard), and a page reads at most this many per day.
 */
export const INSIGHT_SHARDS = 4;

/** Upper bounds (ms) of the agent response-time buckets; the last is open-ended. */
export const RESPONSE_TIME_BUCKETS_MS = [
  250,
  500,
  1_000,
  2_000,
  4_000,
  8_000,
  16_000,
  32_000,
  Number.POSITIVE_INFINITY,
] as const;

/** Questions kept per shard document and day (the rest still count in the totals). */
export const INSIGHT_QUESTION_TEXT_MAX = 120;

const counts = z.record(z.string(), z.number()).default({});
const questionCounts = z
  .record(z.string(), z.object({ text: z.string().default(''), count: z.number().default(0) }))
  .default({});

/** A counter document's day: YYYY-MM-DD, UTC. */
export const INSIGHT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `voiceglow/{agentId}/insights/{day}_{shard}`: one shard of an agent's
 * counters for one UTC day, kept by the functions as conversations happen
 * (never written by a browser). Every field is a sum, so a day is the sum
 * of its shards.
 */
export const insightShardSchema = z.object({
  day: z.string().regex(INSIGHT_DAY_PATTERN),
  /** Conversations that had a first visitor message this day. */
  conversations: z.number().default(0),
  visitorMessages: z.number().default(0),
  botMessages: z.number().default(0),
  /** Conversations per channel. */
  channels: counts,
  /** Messages (visitor and agent) per channel. */
  channelMessages: counts,
  /** Conversations per ISO country code (agents with enableGeoAnalytics). */
  countries: counts,
  /** Ratings given, by stars '1'…'5'. */
  ratings: counts,
  /** Hand-off requests stored. */
  handoffs: z.number().default(0),
  /** Hand-offs a team member answered, and the summed wait for that first reply. */
  handoffsAnswered: z.number().default(0),
  handoffReplyMs: z.number().default(0),
  /** Visitor questions the answer engine declined (not in the knowledge). */
  unanswered: z.number().default(0),
  /** Visitor questions by a hash of their normalised text. */
  questions: questionCounts,
  unansweredQuestions: questionCounts,
  /** Model tokens used. */
  tokens: z.number().default(0),
  /** Agent replies, their summed response time, and a histogram over RESPONSE_TIME_BUCKETS_MS. */
  responses: z.number().default(0),
  responseMs: z.number().default(0),
  responseBuckets: counts,
  /** Replies that failed (the runtime's error instead of an answer). */
  errors: z.number().default(0),
});
export type InsightShard = z.infer<typeof insightShardSchema>;

/** Questions a month rollup keeps (the most asked; the rest still count in the totals). */
export const INSIGHT_MONTH_QUESTIONS_MAX = 500;

/**
 * `voiceglow/{agentId}/insights/m{YYYY-MM}`: a calendar month of an agent's
 * counters, rolled up by a function from the month's closed days (each day
 * once: `rolledDays`), so a page reads one document for a whole past month.
 * `total` holds every counter of the days rolled so far; `daily` the plain
 * sums (conversations, messages, tokens, …) of each rolled day, for charts
 * by day or week. A page uses it for a month only once every day of the
 * month is rolled.
 */
export const insightMonthSchema = z.object({
  /** YYYY-MM, UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  rolledDays: z.array(z.string()).default([]),
  daily: z.record(z.string(), counts).default({}),
  total: insightShardSchema,
});
export type InsightMonth = z.infer<typeof insightMonthSchema>;

export const LEAD_SOURCES = ['widget-user', 'email-form', 'form', 'channel'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * `voiceglow/{agentId}/leads/{leadId}`: one contact the agent captured,
 * deduplicated by e-mail (else phone); the id is a hash of that key.
 * Functions write it; the owner may only change its tags.
 */
export const leadSchema = z.object({
  email: z.string().default(''),
  phone: z.string().default(''),
  /** `{type}:{address}` of a messaging channel's person (a Telegram chat id, …). */
  channelAddress: z.string().default(''),
  name: z.string().default(''),
  sources: z.array(z.enum(LEAD_SOURCES)).default([]),
  channel: z.string().default('widget'),
  firstContactMs: z.number(),
  lastContactMs: z.number(),
  /** The latest conversations (ids), newest last. */
  conversations: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  /** The person asked not to get campaigns (replied STOP, or the team marked it): never sent to. */
  optedOut: z.boolean().default(false),
  /**
   * Who opted the lead out: the person (a STOP reply; only the person can
   * undo it, by writing START) or the team on the Leads page (the team may
   * undo its own mark).
   */
  optedOutBy: z.enum(['person', 'team']).optional(),
  optedOutAtMs: z.number().optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** POST /agents/{agentId}/leads/{leadId}/opt-out: the team opts a lead out of campaigns, or back in. */
export const leadOptOutRequestSchema = z.strictObject({
  optedOut: z.boolean('Say whether the lead is opted out (true or false)'),
});
export type LeadOptOutRequest = z.infer<typeof leadOptOutRequestSchema>;
