import type { Turn } from '@vg/common';
import type { ChatEntry } from '../types';

/** Enough context for follow-up questions without sending whole chats. */
export const HISTORY_TURNS = 12;

/**
 * Earlier turns as chat entries: the text the visitor typed and the text
 * the bot said. Buttons, cards and hidden bookkeeping messages carry no
 * conversational text and are left out.
 */
export function historyToChat(turns: readonly Turn[], limit = HISTORY_TURNS): ChatEntry[] {
  const entries: ChatEntry[] = [];
  for (const turn of turns.slice(-limit)) {
    const text = turn.messages
      .map((message) => messageText(message))
      .filter((part): part is string => part !== null && part.trim() !== '')
      .join('\n');
    if (text === '') continue;
    entries.push({ role: turn.from === 'human' ? 'user' : 'assistant', content: text });
  }
  return entries;
}

function messageText(message: Turn['messages'][number]): string | null {
  if (message.type !== 'text' && message.type !== 'Flowise') return null;
  const item = message.item as { payload?: { message?: unknown } } | undefined;
  const text = item?.payload?.message;
  return typeof text === 'string' ? text : null;
}
