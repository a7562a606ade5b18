import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { questionKey, responseBucket } from '@vg/common';

/** What one event adds to an agent's day (every field a count to add). */
export interface InsightDelta {
  conversations?: number;
  visitorMessages?: number;
  botMessages?: number;
  /** 'widget', or the messaging channel's type ('telegram', …). */
  channel?: string;
  /** With `conversations`: the visitor's country, for agents with enableGeoAnalytics. */
  country?: string | null;
  rating?: number;
  handoffs?: number;
  /** A hand-off answered by a team member after this many ms. */
  handoffReplyMs?: number;
  /** A visitor question (counted in the top questions) and whether it was declined. */
  question?: string;
  declined?: boolean;
  tokens?: number;
  /** An agent reply that took this many ms. */
  responseMs?: number;
  error?: boolean;
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * The shard document update for a delta: FieldValue.increment for every
 * count, so concurrent writers never read the shard (no contention through
 * reads) and retries of the surrounding transaction add nothing twice.
 */
export function insightIncrements(day: string, delta: InsightDelta): DocumentData {
  const inc = (by: number) => FieldValue.increment(by);
  // `pending`: not yet folded into the day's and month's rollups (rollupInsights).
  const update: DocumentData = { day, pending: true };
  const add = (field: string, by: number | undefined) => {
    if (by) update[field] = inc(by);
  };
  add('conversations', delta.conversations);
  add('visitorMessages', delta.visitorMessages);
  add('botMessages', delta.botMessages);
  add('handoffs', delta.handoffs);
  add('tokens', delta.tokens);
  const channel = delta.channel ?? 'widget';
  const messages = (delta.visitorMessages ?? 0) + (delta.botMessages ?? 0);
  if (messages) update.channelMessages = { [channel]: inc(messages) };
  if (delta.conversations) {
    update.channels = { [channel]: inc(delta.conversations) };
    if (delta.country && COUNTRY.test(delta.country))
      update.countries = { [delta.country]: inc(delta.conversations) };
  }
  if (delta.rating) update.ratings = { [String(delta.rating)]: inc(1) };
  if (delta.handoffReplyMs !== undefined) {
    update.handoffsAnswered = inc(1);
    update.handoffReplyMs = inc(Math.max(0, Math.round(delta.handoffReplyMs)));
  }
  const question = delta.question ? questionKey(delta.question) : null;
  if (question) {
    update.questions = { [question.key]: { text: question.text, count: inc(1) } };
    if (delta.declined) {
      update.unanswered = inc(1);
      update.unansweredQuestions = { [question.key]: { text: question.text, count: inc(1) } };
    }
  }
  if (delta.responseMs !== undefined) {
    const ms = Math.max(0, Math.round(delta.responseMs));
    update.responses = inc(1);
    update.responseMs = inc(ms);
    update.responseBuckets = { [String(responseBucket(ms))]: inc(1) };
  }
  if (delta.error) update.errors = inc(1);
  return update;
}
