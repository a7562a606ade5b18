import type { VisitorUser } from '../../shared/protocol';
import type { Embed } from '../embed';

/**
 * `VG.setUser({ name, email, phone })`: tells the chat who the visitor is. It
 * is remembered for an iframe created later, and forwarded to a live one.
 */
export const setUser =
  (embed: Embed) =>
  (user: VisitorUser): void => {
    embed.config.user = { ...embed.config.user, ...user };
    if (embed.frame()) embed.post({ type: 'setUser', payload: user });
  };
