import type { Region } from '@vg/common';
import {
  watchConversation,
  watchInboxPage,
  type ConversationPage,
  watchConversations,
  watchWaitingConversations,
  type ConversationRecord,
} from '../conversations';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The agent's newest conversations (the inbox's page, or `count`), live. */
export function useConversations(
  region: Region,
  agentId: string,
  count?: number,
): LiveValue<ConversationRecord[]> {
  return useLiveValue<ConversationRecord[]>(
    agentId ? `${region}/${agentId}/${count ?? ''}` : null,
    (onChange, onError) => watchConversations(region, agentId, onChange, onError, count),
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

/** The agent's visitors waiting for a person, live. */
export function useWaitingConversations(
  region: Region,
  agentId: string,
): LiveValue<ConversationRecord[]> {
  return useLiveValue<ConversationRecord[]>(
    agentId ? `${region}/${agentId}/waiting` : null,
    (onChange, onError) => watchWaitingConversations(region, agentId, onChange, onError),
  );
}

/** The inbox's first page and where the older pages start, live. */
export function useInboxPage(region: Region, agentId: string): LiveValue<ConversationPage> {
  return useLiveValue<ConversationPage>(
    agentId ? `${region}/${agentId}/inbox` : null,
    (onChange, onError) => watchInboxPage(region, agentId, onChange, onError),
  );
}
