/** Records listener snapshots and lets a test wait for the next one. */
export interface Recorded<T> {
  snapshots: T[];
  /** Resolves with the snapshot number `n` (1-based) once it has arrived. */
  nth(n: number, timeoutMs?: number): Promise<T>;
  push(s: T): void;
  fail(e: unknown): void;
  error(): Promise<unknown>;
}

export function recorder<T>(): Recorded<T> {
  const snapshots: T[] = [];
  const waiters: { n: number; resolve: (s: T) => void }[] = [];
  let onError: ((e: unknown) => void) | undefined;
  let failure: unknown;
  return {
    snapshots,
    push(s) {
      snapshots.push(s);
      for (const w of waiters.filter((x) => x.n <= snapshots.length))
        w.resolve(snapshots[w.n - 1] as T);
    },
    fail(e) {
      failure = e;
      onError?.(e);
    },
    error() {
      return failure !== undefined ? Promise.resolve(failure) : new Promise((r) => (onError = r));
    },
    nth(n, timeoutMs = 5000) {
      if (snapshots.length >= n) return Promise.resolve(snapshots[n - 1] as T);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`snapshot ${n} did not arrive (have ${snapshots.length})`)),
          timeoutMs,
        );
        waiters.push({ n, resolve: (s) => (clearTimeout(timer), resolve(s)) });
      });
    },
  };
}
