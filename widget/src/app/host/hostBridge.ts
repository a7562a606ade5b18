import {
  HOST_SOURCE,
  WIDGET_SOURCE,
  isTrustedMessage,
  type HostMessage,
  type InitPayload,
  type WidgetEventName,
  type WidgetMessage,
} from '../../shared/protocol';

/** What the chat does with the host page's commands. */
export interface HostCommands {
  init(payload: InitPayload): void;
  setVisible(visible: boolean): void;
  sendMessage(text: string): void;
  setUser(user: InitPayload['user']): void;
  setVariables(variables: Record<string, unknown>): void;
}

let parentOrigin: string | null = null;

/**
 * The host page's origin. The browser's own record (ancestorOrigins) wins;
 * the loader's `host` parameter and the referrer are fallbacks for browsers
 * without it. Messages are only accepted from, and sent to, this origin.
 */
export function resolveHostOrigin(win: Window, hostParam: string | undefined): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  if (hostParam && /^https?:\/\/[^/]+$/.test(hostParam)) return hostParam;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the loader's tagged, origin-checked commands and says `ready`.
 * Returns a function that stops listening.
 */
export function connectHost(
  win: Window,
  hostParam: string | undefined,
  commands: HostCommands,
): () => void {
  parentOrigin = resolveHostOrigin(win, hostParam);
  if (!parentOrigin) return () => undefined;
  const expectedOrigin = parentOrigin;
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedMessage(event, expectedOrigin, win.parent, HOST_SOURCE)) return;
    const message = event.data as HostMessage;
    switch (message.type) {
      case 'init':
        return commands.init(message.payload);
      case 'open':
        return commands.setVisible(true);
      case 'close':
        return commands.setVisible(false);
      case 'sendMessage':
        return commands.sendMessage(String(message.payload?.text ?? ''));
      case 'setUser':
        return commands.setUser(message.payload);
      case 'setVariables':
        return commands.setVariables(message.payload ?? {});
    }
  };
  win.addEventListener('message', onMessage);
  postToHost({ type: 'ready' }, win);
  return () => win.removeEventListener('message', onMessage);
}

/** Forgets the host page: until connectHost runs again, nothing is posted anywhere. */
export function disconnectHost(): void {
  parentOrigin = null;
}

export function postToHost(message: WidgetMessage, win: Window = window): void {
  if (!parentOrigin) return;
  win.parent.postMessage({ source: WIDGET_SOURCE, ...message }, parentOrigin);
}

/**
 * Raises an event on the host page (`VG.on(name)` and the `VG_Events` DOM
 * event). The chat's own window gets the `VG_Events` event too: a chat opened
 * without the loader (a pasted iframe, or the chat page itself) has no host
 * page to relay it, yet scripts of that page must still hear chat_restart.
 */
export function emitHostEvent(name: WidgetEventName, data?: unknown): void {
  postToHost({ type: 'event', payload: { name, data } });
  window.dispatchEvent(new CustomEvent('VG_Events', { detail: { type: name, data } }));
}

/** The visitor closes the chat (its ×, or Escape): the loader hides it and gives focus back to the launcher. */
export function closeChat(): void {
  emitHostEvent('chat_close');
  postToHost({ type: 'requestClose' });
}
