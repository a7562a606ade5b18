import { describe, expect, it } from 'vitest';
import type { ConversationRecord } from '../../../data/conversations';
import { conversationStats } from './conversationStats';

const NOW = Date.UTC(2026, 10, 25, 12);
const convo = (
  id: string,
  daysAgo: number,
  fields: Partial<ConversationRecord> = {},
): ConversationRecord => ({
  id,
  state: 'ai-chatting',
  chatAssignedTo: null,
  userName: '',
  userEmail: '',
  lastModifiedMs: NOW - daysAgo * 86_400_000,
  turns: [],
  ownerChat: false,
  ...fields,
});

describe('conversationStats', () => {
  it('counts conversations, waiting visitors, hand-offs and ratings', () => {
    const stats = conversationStats(
      [
        convo('a', 0, { state: 'requested_chat' }),
        convo('b', 0, { state: 'human-chatting', chatAssignedTo: 'c1', ratingFrom5: 5 }),
        convo('c', 1, { ratingFrom5: 2 }),
        convo('d', 30),
      ],
      NOW,
      3,
    );
    expect(stats).toMatchObject({
      total: 4,
      waiting: 1,
      withPerson: 1,
      handoffs: 2,
      rated: 2,
      averageRating: 3.5,
    });
    expect(stats.perDay).toEqual([
      { day: '2026-11-23', conversations: 0, handoffs: 0 },
      { day: '2026-11-24', conversations: 1, handoffs: 0 },
      { day: '2026-11-25', conversations: 2, handoffs: 2 },
    ]);
  });

  it('has no average without ratings', () => {
    expect(conversationStats([], NOW).averageRating).toBeNull();
    expect(conversationStats([], NOW).perDay).toHaveLength(14);
  });
});
