import type { Embed } from '../embed';

/** `VG.open()`: shows the chat, creating the iframe on first use. */
export const open = (embed: Embed) => (): void => embed.setOpen(true);
