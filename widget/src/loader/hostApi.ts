import { close } from './commands/close';
import { on } from './commands/on';
import { open } from './commands/open';
import { sendMessage } from './commands/sendMessage';
import { setUser } from './commands/setUser';
import { setVariables } from './commands/setVariables';
import { toggle } from './commands/toggle';
import type { Embed } from './embed';

/** The `window.VG` object a host page scripts the chat with. */
export function createHostApi(embed: Embed) {
  return {
    open: open(embed),
    close: close(embed),
    toggle: toggle(embed),
    sendMessage: sendMessage(embed),
    setUser: setUser(embed),
    setVariables: setVariables(embed),
    on: on(embed),
  };
}

export type HostApi = ReturnType<typeof createHostApi>;
