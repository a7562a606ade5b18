import { botMessageDelayMs } from '@vg/common/logic/widget/messageDelay';
import { isHiddenMessage } from '@vg/common/logic/widget/messageVisibility';
import type { ChatMessage, Speaker, Turn } from './conversation';

/** One message that will be on screen, in display order. */
export interface QueuedMessage {
  turnIndex: number;
  messageIndex: number;
  from: Speaker;
  message: ChatMessage;
}

/**
 * Every message the visitor will see, in order. Display timing works on this
 * list: the first `revealed` entries are on screen, the next waits for its
 * delay. In-footer choices stay in the list because they too appear only
 * after their delay.
 */
export function displayQueue(turns: readonly Turn[], isSuperAdmin: boolean): QueuedMessage[] {
  const queue: QueuedMessage[] = [];
  turns.forEach((turn, turnIndex) => {
    turn.messages.forEach((message, messageIndex) => {
      if (isHiddenMessage(message, isSuperAdmin)) return;
      queue.push({ turnIndex, messageIndex, from: message.from ?? turn.from, message });
    });
  });
  return queue;
}

/** The message's key on screen, `turnIndex:messageIndex` (answers and settled messages use it). */
export function messageKey(entry: QueuedMessage): string {
  return `${entry.turnIndex}:${entry.messageIndex}`;
}

/**
 * How long the next hidden message waits: none for the visitor's own
 * messages, else the message's delay or the agent's default (1000 ms).
 */
export function revealDelay(entry: QueuedMessage, agentDelay: number | undefined): number {
  return entry.from === 'human' ? 0 : botMessageDelayMs(entry.message, agentDelay);
}

/** The number of visible messages in `turns` (used to show a snapshot at once). */
export function visibleCount(turns: readonly Turn[], isSuperAdmin: boolean): number {
  return displayQueue(turns, isSuperAdmin).length;
}
