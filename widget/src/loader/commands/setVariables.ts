import type { Embed } from '../embed';

/** `VG.setVariables({...})`: runtime variables sent with the next requests. */
export const setVariables =
  (embed: Embed) =>
  (variables: Record<string, unknown>): void => {
    if (variables && typeof variables === 'object') {
      embed.post({ type: 'setVariables', payload: variables });
    }
  };
