import type { Region } from '@vg/common';
import { watchConversation, watchConversations, type ConversationRecord } from '../conversations';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The agent's newest conversations, live. */
export function useConversations(region: Region, agentId: string): LiveValue<ConversationRecord[]> {
  return useLiveValue<ConversationRecord[]>(
    agentId ? `${region}/${agentId}` : null,
    (onChange, onError) => watchConversations(region, agentId, onChange, onError),
  );
}

/** One conversation, live. */
export function useConversation(
  region: Region,
  agentId: string,
  convoId: string | null,
): LiveValue<ConversationRecord | null> {
  return useLiveValue<ConversationRecord | null>(
    convoId ? `${region}/${agentId}/${convoId}` : null,
    (onChange, onError) => watchConversation(region, agentId, convoId ?? '', onChange, onError),
  );
}
