/**
 * Messages between the dashboard and the widget iframe it shows. The loader
 * protocol (widget/src/shared/protocol.ts) is reused for init; the preview of
 * unsaved edits is the dashboard's own message. The whole protocol belongs in
 * @vg/common so both sides import one definition.
 */
export const HOST_SOURCE = 'vg-host';
export const WIDGET_SOURCE = 'vg-widget';
export const DASHBOARD_SOURCE = 'vg-dashboard';

/** Loader → widget: how the chat is embedded (subset the dashboard sends). */
export interface InitMessage {
  source: typeof HOST_SOURCE;
  type: 'init';
  payload: { mode: 'inline'; open: true; hostWidth: number };
}

/** Dashboard → widget: show this agent data instead of the stored agent (public fields only). */
export interface PreviewAgentMessage {
  source: typeof DASHBOARD_SOURCE;
  type: 'preview-agent';
  payload: Record<string, unknown>;
}

/** True for the widget's `ready` from the expected frame and origin. */
export function isWidgetReady(event: MessageEvent, origin: string, frame: Window | null): boolean {
  if (event.origin !== origin || !frame || event.source !== frame) return false;
  const data = event.data as { source?: unknown; type?: unknown } | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    data.source === WIDGET_SOURCE &&
    data.type === 'ready'
  );
}
