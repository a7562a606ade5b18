import type { Unsubscribe } from './ChatBackend';

/** The chunk with Firestore's full SDK: the live listeners and the inline edits. */
export type LiveLayer = typeof import('./liveLayer');

/**
 * Loads the live layer once something asks for it, when the browser is next
 * idle. Until then the chat works from one REST read of each document and
 * the chat socket, which delivers the visitor's own steps; a visitor who
 * only reads the greeting never downloads the SDK.
 */
export class LiveLayerLoader {
  readonly layer: Promise<LiveLayer>;
  private started = false;
  private load: () => void = () => {};

  constructor(
    importLayer: () => Promise<LiveLayer> = () => import('./liveLayer'),
    private readonly whenIdle: (run: () => void) => void = idle,
  ) {
    this.layer = new Promise<LiveLayer>((resolve, reject) => {
      this.load = () => void importLayer().then(resolve, reject);
    });
    this.layer.catch((error: unknown) => console.warn('live updates unavailable', error));
  }

  get isStarted(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.whenIdle(this.load);
  }
}

function idle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/**
 * Follows one document: its first REST read (`read`) is shown at once, then
 * the live listener takes over when the live layer has loaded. A listener's
 * first snapshot is the document's whole current state, so nothing that
 * changed in between is missed; a read that answers after that snapshot is
 * dropped, as it may be older. A read that fails starts the live layer,
 * whose listener retries and reports as before.
 */
export function followDocument<T>(
  live: LiveLayerLoader,
  follow: {
    read?: () => Promise<T>;
    listen: (layer: LiveLayer, deliver: (value: T) => void) => Unsubscribe;
    deliver: (value: T) => void;
  },
): Unsubscribe {
  let stopped = false;
  let heard = false;
  let stopLive: Unsubscribe | null = null;
  follow.read?.().then(
    (value) => {
      if (!stopped && !heard) follow.deliver(value);
    },
    (error: unknown) => {
      console.warn('first read', error);
      live.start();
    },
  );
  live.layer.then(
    (layer) => {
      if (stopped) return;
      stopLive = follow.listen(layer, (value) => {
        heard = true;
        if (!stopped) follow.deliver(value);
      });
    },
    () => {},
  );
  return () => {
    stopped = true;
    stopLive?.();
  };
}
