import type { Embed } from '../embed';

/** `VG.close()`: hides the chat; the iframe stays so the conversation is kept. */
export const close = (embed: Embed) => (): void => embed.setOpen(false);
