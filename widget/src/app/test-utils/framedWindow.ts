import { vi } from 'vitest';

/**
 * A window framed by a host page, as the chat's iframe is inside the loader
 * or the dashboard's preview: `origin` is the host's (and the frame's
 * `ancestorOrigins`, unless `ancestor: null` leaves the browser without
 * them), `fromHost` delivers a message from the parent window (or from
 * another origin or window), `parent` records what the chat posts up.
 */
export function framedWindow(
  options: { origin?: string; ancestor?: string | null; referrer?: string } = {},
) {
  const origin = options.origin ?? 'https://shop.example';
  const ancestor = options.ancestor === undefined ? origin : options.ancestor;
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    location: { ancestorOrigins: ancestor === null ? undefined : [ancestor] },
    document: { referrer: options.referrer ?? '' },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window;
  const fromHost = (data: unknown, from = origin, source: unknown = parent) =>
    listeners.forEach((listener) =>
      listener(new MessageEvent('message', { data, origin: from, source: source as Window })),
    );
  return { win, parent, listeners, fromHost };
}
