import type { Embed } from '../embed';

/**
 * `VG.sendMessage(text)`: sends text as the visitor. The chat is opened so the
 * visitor sees the answer they asked for.
 */
export const sendMessage =
  (embed: Embed) =>
  (text: string): void => {
    if (typeof text !== 'string' || !text.trim()) return;
    embed.setOpen(true);
    embed.post({ type: 'sendMessage', payload: { text } });
  };
