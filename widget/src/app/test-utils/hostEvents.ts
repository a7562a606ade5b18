import { vi } from 'vitest';
import { connectHost, type HostCommands } from '../host/hostBridge';
import type { WidgetEventName } from '../../shared/protocol';

const HOST = 'https://host.example';
const ignore: HostCommands = {
  init: () => undefined,
  setVisible: () => undefined,
  sendMessage: () => undefined,
  setUser: () => undefined,
  setVariables: () => undefined,
};

/**
 * Makes the chat believe it is framed by a host page and records what it
 * posts there (events, agentEdit…). jsdom's window is its own parent, so
 * the posts land on window.postMessage, which is recorded instead of sent.
 */
export function captureHostMessages() {
  const framed = {
    parent: { postMessage: () => undefined },
    location: { ancestorOrigins: [HOST] },
    document: { referrer: '' },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
  connectHost(framed, undefined, ignore);
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const messages = () =>
    post.mock.calls.map(([message]) => message as { type: string; payload?: unknown });
  return {
    messages,
    events: (): WidgetEventName[] =>
      messages().flatMap((message) =>
        message.type === 'event' ? [(message.payload as { name: WidgetEventName }).name] : [],
      ),
    stop() {
      post.mockRestore();
      // Not framed any more: later tests post nowhere.
      connectHost(window, undefined, ignore);
    },
  };
}
