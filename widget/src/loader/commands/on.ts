import type { WidgetEventName } from '../../shared/protocol';
import type { Embed, Listener } from '../embed';

/**
 * `VG.on(name, callback)`: listens to chat events (ready, open, close,
 * chat_close, chat_restart, message, handoff). Returns a function that stops
 * listening. The same events are dispatched on `window` as `VG_Events`.
 */
export const on =
  (embed: Embed) =>
  (name: WidgetEventName, listener: Listener): (() => void) =>
    embed.on(name, listener);
