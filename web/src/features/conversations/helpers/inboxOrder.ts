import type { StoredConversationState } from '@vg/common';

interface Listed {
  state: StoredConversationState;
  lastModifiedMs: number;
  ownerChat: boolean;
}

/**
 * The inbox's order: conversations waiting for a human on top (the longest
 * waiting first), then the rest newest first. The owner's own test chats are
 * left out unless asked for.
 */
export function inboxOrder<T extends Listed>(
  conversations: readonly T[],
  { withOwnerChats = false } = {},
): T[] {
  const waiting = (c: T) => c.state === 'requested_chat';
  return conversations
    .filter((c) => withOwnerChats || !c.ownerChat)
    .sort((a, b) => {
      if (waiting(a) !== waiting(b)) return waiting(a) ? -1 : 1;
      return waiting(a) ? a.lastModifiedMs - b.lastModifiedMs : b.lastModifiedMs - a.lastModifiedMs;
    });
}
