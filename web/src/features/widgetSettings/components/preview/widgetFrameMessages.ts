import { HOST_SOURCE, WIDGET_SOURCE } from '@vg/common';

/**
 * The loader's side of the widget frame protocol, for the frames the
 * dashboard owns (live preview, test chat): the init it answers `ready`
 * with, and the check that a `ready` came from its own frame.
 */
export interface InitMessage {
  source: typeof HOST_SOURCE;
  type: 'init';
  payload: { mode: 'inline'; open: true; hostWidth: number };
}

export function initMessage(hostWidth: number): InitMessage {
  return { source: HOST_SOURCE, type: 'init', payload: { mode: 'inline', open: true, hostWidth } };
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
