/**
 * Commit and read times. Firestore times have microsecond precision and each
 * commit gets a time strictly after every earlier commit or read, so the
 * versions a transaction saw and the snapshots listeners get are ordered.
 */
import type { Timestamp } from './types';

export type Micros = bigint;

export class Clock {
  private last: Micros = 0n;

  /** A fresh time, strictly after every time handed out before. */
  tick(): Micros {
    const now = BigInt(Date.now()) * 1000n;
    this.last = now > this.last ? now : this.last + 1n;
    return this.last;
  }

  /** The newest time handed out (reads at "now" may use it). */
  latest(): Micros {
    return this.last;
  }

  /** Keeps later times after imported data. */
  advanceTo(t: Micros): void {
    if (t > this.last) this.last = t;
  }
}

export function toTimestamp(t: Micros): Timestamp {
  return { seconds: (t / 1_000_000n).toString(), nanos: Number(t % 1_000_000n) * 1000 };
}

export function fromTimestamp(
  ts: { seconds?: string | number; nanos?: number } | undefined,
): Micros {
  if (!ts) return 0n;
  return BigInt(ts.seconds ?? 0) * 1_000_000n + BigInt(Math.floor((ts.nanos ?? 0) / 1000));
}

/** Exact comparison including sub-microsecond nanos (preconditions compare exactly). */
export function sameTimestamp(
  a: { seconds?: string | number; nanos?: number } | undefined,
  b: { seconds?: string | number; nanos?: number } | undefined,
): boolean {
  return String(a?.seconds ?? 0) === String(b?.seconds ?? 0) && (a?.nanos ?? 0) === (b?.nanos ?? 0);
}
