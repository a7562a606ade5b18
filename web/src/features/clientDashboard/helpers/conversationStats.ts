import type { ConversationRecord } from '../../../data/conversations';

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  conversations: number;
  handoffs: number;
}

export interface ConversationStats {
  total: number;
  /** Visitors who asked for a person and wait for one. */
  waiting: number;
  /** Conversations a person has taken. */
  withPerson: number;
  /** Conversations that asked for or reached a person. */
  handoffs: number;
  rated: number;
  /** Average of the ratings given (1 to 5), null without any. */
  averageRating: number | null;
  /** One entry per day, oldest first, ending today. */
  perDay: DayCount[];
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const isHandoff = (c: ConversationRecord) =>
  c.state === 'requested_chat' || c.state === 'human-chatting' || c.chatAssignedTo !== null;

/**
 * The agent's numbers at a glance, from its latest conversations (the ones
 * the dashboard follows live, the owner's test chats left out): how many, how many wait for a person, the
 * ratings, and the counts per day over the last `days` days.
 */
export function conversationStats(
  all: readonly ConversationRecord[],
  now: number,
  days = 14,
): ConversationStats {
  // The owner's own test chats are not visitors.
  const conversations = all.filter((c) => !c.ownerChat);
  const ratings = conversations.flatMap((c) => (c.ratingFrom5 ? [c.ratingFrom5] : []));
  const perDay = Array.from({ length: days }, (_, index) => ({
    day: dayOf(now - (days - 1 - index) * DAY_MS),
    conversations: 0,
    handoffs: 0,
  }));
  const byDay = new Map(perDay.map((entry) => [entry.day, entry]));
  for (const conversation of conversations) {
    const entry = byDay.get(dayOf(conversation.lastModifiedMs));
    if (!entry) continue;
    entry.conversations++;
    if (isHandoff(conversation)) entry.handoffs++;
  }
  return {
    total: conversations.length,
    waiting: conversations.filter((c) => c.state === 'requested_chat').length,
    withPerson: conversations.filter((c) => c.state === 'human-chatting').length,
    handoffs: conversations.filter(isHandoff).length,
    rated: ratings.length,
    averageRating: ratings.length
      ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10
      : null,
    perDay,
  };
}
