/** How many requests a key may make: a burst of `capacity`, refilled at `perSecond`. */
export interface BucketRule {
  capacity: number;
  perSecond: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Token buckets in this process's memory, one per key. Each instance keeps
 * its own (see functions/README.md, "Rate limits"): no storage round trip
 * per request, so a flood is refused before it costs a read. The map is
 * bounded; when full, the least recently used keys go first (a forgotten
 * key starts full again, which only ever errs on the visitor's side).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  take(key: string, rule: BucketRule, now = Date.now(), cost = 1): TakeResult {
    const previous = this.buckets.get(key);
    const refilled = previous
      ? Math.min(rule.capacity, previous.tokens + ((now - previous.at) / 1000) * rule.perSecond)
      : rule.capacity;
    this.buckets.delete(key);
    if (refilled < cost) {
      this.buckets.set(key, { tokens: refilled, at: now });
      return { ok: false, retryAfterMs: Math.ceil(((cost - refilled) / rule.perSecond) * 1000) };
    }
    this.buckets.set(key, { tokens: refilled - cost, at: now });
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return { ok: true };
  }

  /** Every key starts full again. */
  clear(): void {
    this.buckets.clear();
  }

  /** Gives back what `take` took when a later check of the same request refused it. */
  refund(key: string, cost = 1): void {
    const bucket = this.buckets.get(key);
    if (bucket) bucket.tokens += cost;
  }
}
