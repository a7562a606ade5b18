import type { Unsubscribe } from './ChatBackend';

/** The chunk with Firestore's full SDK: the conversation's listener and the inline edits. */
export type LiveLayer = typeof import('./liveLayer');

/**
 * Loads the live layer once something asks for it, when the browser is next
 * idle. Until then the conversation is known from one REST read and the chat
 * socket, which delivers the visitor's own steps; a visitor who only reads
 * the greeting never downloads the SDK.
 */
export class LiveLayerLoader {
  readonly layer: Promise<LiveLayer>;
  private requested = false;
  private loading = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
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

  /** The layer was asked for (it may still wait for its delay or the idle browser). */
  get isStarted(): boolean {
    return this.requested;
  }

  /**
   * Loads the layer when the browser is next idle, or no sooner than
   * `afterMs` from now; a later call without a delay cuts the wait short.
   */
  start(afterMs = 0): void {
    this.requested = true;
    if (this.loading) return;
    if (afterMs > 0) {
      this.timer ??= setTimeout(() => this.start(), afterMs);
      return;
    }
    clearTimeout(this.timer);
    this.loading = true;
    this.whenIdle(this.load);
  }
}

function idle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/**
 * Calls `listen` with the live layer once it has loaded (see LiveLayerLoader),
 * unless stopped before; answers the stop of whatever `listen` started.
 */
export function whenLive(
  live: LiveLayerLoader,
  listen: (layer: LiveLayer) => Unsubscribe,
): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | null = null;
  live.layer.then(
    (layer) => {
      if (!stopped) stop = listen(layer);
    },
    () => {},
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Follows one document: its first REST read (`read`) is shown at once, then
 * the live listener (`listen`) takes over. A listener's first answer is the
 * document's whole current state, so nothing that changed in between is
 * missed; a read that answers after it is dropped, as it may be older.
 */
export function followDocument<T>(follow: {
  read?: () => Promise<T>;
  listen: (deliver: (value: T) => void) => Unsubscribe;
  deliver: (value: T) => void;
  onReadError?: (error: unknown) => void;
}): Unsubscribe {
  let stopped = false;
  let heard = false;
  follow.read?.().then(
    (value) => {
      if (!stopped && !heard) follow.deliver(value);
    },
    (error: unknown) => {
      console.warn('first read', error);
      follow.onReadError?.(error);
    },
  );
  const stopListening = follow.listen((value) => {
    heard = true;
    if (!stopped) follow.deliver(value);
  });
  return () => {
    stopped = true;
    stopListening();
  };
}
