import type { Message, Turn } from '@vg/common';

/**
 * A message as one line of text for the team: what was said, or what kind
 * of content it was. Debug messages are not part of the conversation.
 */
export function messageText(message: Message): string | null {
  if (message.type.startsWith('debug')) return null;
  const item = (message as { item?: unknown }).item as
    { payload?: Record<string, unknown> } | undefined;
  const payload = item?.payload ?? {};
  const text = payload.message;
  if (typeof text === 'string' && text.trim() !== '') return text;
  switch (message.type) {
    case 'visual':
      return '[Image]';
    case 'choice': {
      const buttons = Array.isArray(payload.buttons) ? payload.buttons : [];
      const names = buttons
        .map((button) => (button as { name?: unknown }).name)
        .filter((name): name is string => typeof name === 'string');
      return names.length > 0 ? `[Buttons: ${names.join(', ')}]` : '[Buttons]';
    }
    case 'cards':
    case 'carousel':
    case 'cardV2':
      return '[Cards]';
    case 'VoiceNote':
      return '[Voice note]';
    case 'end':
      return '[Chat ended]';
    default:
      return `[${message.type}]`;
  }
}

/** Who wrote a turn: the visitor, a named team member (`humanAgent`), or the agent. */
export function turnAuthor(turn: Turn): {
  kind: 'visitor' | 'team' | 'agent';
  name: string | null;
} {
  if (turn.from === 'human') return { kind: 'visitor', name: null };
  if (!turn.humanAgent) return { kind: 'agent', name: null };
  return { kind: 'team', name: turn.humanAgent.name ?? null };
}

/** The last thing said in a conversation, for the list. */
export function lastMessageText(turns: readonly Turn[]): string {
  for (let t = turns.length - 1; t >= 0; t--) {
    const messages = turns[t]?.messages ?? [];
    for (let m = messages.length - 1; m >= 0; m--) {
      const message = messages[m];
      const text = message ? messageText(message) : null;
      if (text) return text;
    }
  }
  return '';
}
