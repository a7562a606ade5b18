/**
 * The postMessage protocol between the loader on the host page and the chat
 * app inside the iframe. Every message carries a `source` discriminator so
 * either side can ignore the many unrelated messages a page receives
 * (extensions, analytics, other widgets), and each side also checks the
 * sender's origin and window before acting.
 */
export const HOST_SOURCE = 'vg-host';
export const WIDGET_SOURCE = 'vg-widget';

export type EmbedMode = 'popup' | 'modal' | 'inline' | 'full' | 'iframe';

export interface VisitorUser {
  name?: string;
  email?: string;
  phone?: string;
}

/** Sent once by the loader when the iframe says it is ready. */
export interface InitPayload {
  mode: EmbedMode;
  userID?: string;
  user?: VisitorUser;
  stylesheets?: string[];
  variables?: Record<string, unknown>;
  open: boolean;
  /** The host window's width: input auto-focus applies on desktop widths only. */
  hostWidth?: number;
}

/** Host page to iframe. */
export type HostMessage =
  | { type: 'init'; payload: InitPayload }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'sendMessage'; payload: { text: string } }
  | { type: 'setUser'; payload: VisitorUser }
  | { type: 'setVariables'; payload: Record<string, unknown> };

/** Names of the events the chat raises to the host page. */
export type WidgetEventName =
  'ready' | 'open' | 'close' | 'chat_open' | 'chat_close' | 'chat_restart' | 'message' | 'handoff';

/** Iframe to host page. */
export type WidgetMessage =
  | { type: 'ready' }
  | { type: 'requestClose' }
  /** The agent's colours, for the launcher: its background and the icon on it. */
  | { type: 'theme'; payload: { color: string; onColor: string } }
  /** A super administrator changed agent texts or the banner in the chat (the dashboard may apply them to its form). */
  | { type: 'agentEdit'; payload: Record<string, string> }
  | { type: 'event'; payload: { name: WidgetEventName; data?: unknown } };

export type Tagged<M> = M & { source: string };

/**
 * True when `event` comes from the expected window and origin and carries the
 * expected discriminator. Both sides use it.
 */
export function isTrustedMessage(
  event: MessageEvent,
  expectedOrigin: string,
  expectedWindow: unknown,
  expectedSource: string,
): boolean {
  if (event.origin !== expectedOrigin) return false;
  if (expectedWindow && event.source !== expectedWindow) return false;
  const data = event.data as { source?: unknown; type?: unknown } | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.source === expectedSource &&
    typeof data.type === 'string'
  );
}
