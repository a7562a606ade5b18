import type { Embed } from '../embed';

/** `VG.toggle()`: opens a closed chat and closes an open one. */
export const toggle = (embed: Embed) => (): void => embed.setOpen(!embed.isOpen());
