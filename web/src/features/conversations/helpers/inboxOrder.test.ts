import { describe, expect, it } from 'vitest';
import type { StoredConversationState } from '@vg/common';
import { inboxOrder } from './inboxOrder';

const convo = (
  id: string,
  state: StoredConversationState,
  minutesAgo: number,
  ownerChat = false,
) => ({
  id,
  state,
  lastModifiedMs: Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000,
  ownerChat,
});

describe('inboxOrder', () => {
  const list = [
    convo('recent-ai', 'ai-chatting', 1),
    convo('waiting-new', 'requested_chat', 2),
    convo('human', 'human-chatting', 3),
    convo('owner-test', 'ai-chatting', 0, true),
    convo('waiting-long', 'requested_chat', 20),
    convo('old-ai', 'ai-chatting', 60),
  ];

  it('keeps conversations waiting for a human on top, the longest waiting first, then newest first', () => {
    expect(inboxOrder(list).map((c) => c.id)).toEqual([
      'waiting-long',
      'waiting-new',
      'recent-ai',
      'human',
      'old-ai',
    ]);
  });

  it("leaves the owner's test chats out unless asked for", () => {
    expect(inboxOrder(list, { withOwnerChats: true }).map((c) => c.id)).toContain('owner-test');
  });
});
