import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from './conversation';
import { messageKey, type QueuedMessage } from './displayQueue';

/**
 * What the polite live region says: the text of the agent's (or a team
 * member's) messages as they appear. The history on screen when the chat
 * loads is not read out; a new session (the list starts over) is.
 */
export function useAnnouncement(
  queue: readonly QueuedMessage[],
  revealed: number,
  historyLoaded: boolean,
): string {
  const seen = useRef<Set<string> | null>(null);
  const shownBefore = useRef(0);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!historyLoaded) return;
    const shown = queue.slice(0, revealed);
    if (!seen.current) seen.current = new Set(shown.map(messageKey));
    else if (shown.length < shownBefore.current) seen.current.clear();
    shownBefore.current = shown.length;
    const said: string[] = [];
    for (const entry of shown) {
      const key = messageKey(entry);
      if (seen.current.has(key)) continue;
      seen.current.add(key);
      const words = entry.from === 'human' ? '' : spokenText(entry.message);
      if (words) said.push(words);
    }
    if (said.length) setText(said.join(' '));
  }, [queue, revealed, historyLoaded]);
  return text;
}

/** A message's readable words: its text (markup and markdown signs dropped) or its title. */
export function spokenText(message: ChatMessage): string {
  const payload = message.item?.payload as
    { message?: unknown; text?: unknown; title?: unknown } | string | undefined;
  const raw =
    typeof payload === 'string'
      ? payload
      : [payload?.message, payload?.text, payload?.title].find(
          (value): value is string => typeof value === 'string',
        );
  if (!raw) return '';
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
