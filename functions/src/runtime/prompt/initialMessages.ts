import type { Message } from '@vg/common';
import { textMessage } from '../../chat/convos/turns';

export interface GreetingAgent {
  initMessages?: unknown[];
  proactiveMessage?: string;
}

/**
 * The messages a new chat opens with: the agent's initMessages (plain
 * strings or ready-made messages), else its greeting.
 */
export function initialMessages(
  agent: GreetingAgent,
  delayMs: number,
  now = Date.now(),
): Message[] {
  const messages = (agent.initMessages ?? [])
    .map((entry) => toMessage(entry, delayMs, now))
    .filter((message): message is Message => message !== null);
  if (messages.length > 0) return messages;
  const greeting = agent.proactiveMessage?.trim();
  return greeting ? [textMessage('bot', greeting, delayMs, now)] : [];
}

function toMessage(entry: unknown, delayMs: number, now: number): Message | null {
  if (typeof entry === 'string')
    return entry.trim() ? textMessage('bot', entry, delayMs, now) : null;
  if (typeof entry !== 'object' || entry === null) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.type === 'string') {
    return { ...record, type: record.type, from: 'bot', delay: delayMs, ts: now } as Message;
  }
  const text = record.message ?? record.text ?? record.content;
  return typeof text === 'string' && text.trim() ? textMessage('bot', text, delayMs, now) : null;
}
