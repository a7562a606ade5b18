import type { Message } from '@vg/common';
import { textMessage } from '../convos/turns';
import { isLaunch, type RuntimeAction } from './InteractStep';

/**
 * The visitor's side of a step: the messages the widget asked to append,
 * else the text the action carries (typed text, an intent's query or a
 * button's label). A launch has none.
 */
export function visitorMessages(
  action: RuntimeAction,
  appendMessages: Message[],
  now: number,
): Message[] {
  if (appendMessages.length > 0) {
    return appendMessages.map((message) => ({
      ...message,
      from: 'human',
      delay: 0,
      ts: message.ts ?? now,
    }));
  }
  if (isLaunch(action)) return [];
  const text = actionText(action);
  return text ? [textMessage('human', text, 0, now)] : [];
}

/** The words a visitor's action stands for; what the runtime answers. */
export function actionText(action: RuntimeAction): string {
  const { payload } = action;
  if (typeof payload === 'string') return payload.trim();
  if (typeof payload !== 'object' || payload === null) return '';
  const record = payload as Record<string, unknown>;
  for (const key of ['query', 'label', 'message', 'name']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const intent = record.intent as { name?: unknown } | undefined;
  return typeof intent?.name === 'string' ? intent.name : '';
}
