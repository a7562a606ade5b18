/** Thrown when more requests wait than the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super('The local model is busy: too many questions are waiting.');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs one job at a time (one loaded model, one sequence) with at most
 * `capacity` jobs waiting; a job whose signal aborts while it waits leaves
 * the queue without running.
 */
export class RequestQueue {
  private running = false;
  private readonly waiting: { start: () => void; signal?: AbortSignal }[] = [];

  constructor(readonly capacity: number) {}

  /** Jobs waiting for their turn (not counting the one running). */
  get length(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined> {
    if (signal?.aborted) return undefined;
    if (this.running) {
      if (this.waiting.length >= this.capacity) throw new QueueFullError();
      const started = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(true);
          },
          ...(signal ? { signal } : {}),
        };
        const onAbort = () => {
          const at = this.waiting.indexOf(entry);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(false);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(entry);
      });
      if (!started) return undefined;
    }
    this.running = true;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running = false;
    }
  }
}
