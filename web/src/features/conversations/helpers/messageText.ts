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

/**
 * The file a message carries, for the team to open: an uploaded or shown
 * picture (`payload.image`) or an uploaded document (`payload.file`).
 * Only http(s) links are offered.
 */
export function messageLink(message: Message): { href: string; label: string } | null {
  const item = (message as { item?: unknown }).item as
    { payload?: Record<string, unknown> } | undefined;
  const payload = item?.payload ?? {};
  const file = payload.file as { url?: unknown; name?: unknown } | undefined;
  if (file && typeof file.url === 'string' && isWebLink(file.url)) {
    return { href: file.url, label: typeof file.name === 'string' ? file.name : 'Open file' };
  }
  if (message.type === 'visual' && typeof payload.image === 'string' && isWebLink(payload.image)) {
    const name = typeof payload.name === 'string' ? payload.name : null;
    return { href: payload.image, label: name ?? 'Open image' };
  }
  return null;
}

function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
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
