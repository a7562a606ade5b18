import { vi } from 'vitest';

/**
 * A window framed by a host page at `origin`, as the chat's iframe is inside
 * the loader: `fromHost` delivers a message from the parent window, `parent`
 * records what the chat posts up.
 */
export function framedWindow(origin = 'https://shop.example') {
  const parent = { postMessage: vi.fn() };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    parent,
    location: { ancestorOrigins: [origin] },
    document: { referrer: '' },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.push(listener),
    removeEventListener: () => undefined,
  } as unknown as Window;
  const fromHost = (data: unknown) =>
    listeners.forEach((listener) =>
      listener(new MessageEvent('message', { data, origin, source: parent as unknown as Window })),
    );
  return { win, parent, listeners, fromHost };
}
