import { signPayload } from './signPayload';
import type { StripeObject } from './StripeStore';

export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** The event types it subscribes to (Stripe's enabled_events); all when left out. */
  events?: readonly string[];
}

export interface DeliveryAttempt {
  eventId: string;
  url: string;
  at: number;
  status: number | string;
}

/** Stripe retries for days with backoff; locally the same curve, in seconds. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000];

/**
 * Delivers each event to every endpoint, signed as Stripe signs it, and
 * retries a failed delivery (no answer or not 2xx) with backoff until the
 * endpoint takes it or the retries run out.
 */
export class WebhookSender {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly endpoints: () => readonly WebhookEndpoint[]) {}

  deliver(event: StripeObject): void {
    for (const endpoint of this.subscribed(event)) void this.attempt(event, endpoint, 0);
  }

  private subscribed(event: StripeObject): WebhookEndpoint[] {
    return this.endpoints().filter((e) => !e.events || e.events.includes(String(event.type)));
  }

  /** Delivers once more now (the page's Resend button), without touching pending retries. */
  resend(event: StripeObject): void {
    for (const endpoint of this.endpoints())
      void this.attempt(event, endpoint, RETRY_DELAYS_MS.length);
  }

  private async attempt(
    event: StripeObject,
    endpoint: WebhookEndpoint,
    retry: number,
  ): Promise<void> {
    if (this.closed) return;
    const payload = JSON.stringify(event, null, 2);
    let status: number | string;
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signPayload(payload, endpoint.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      status = error instanceof Error ? error.message : 'no answer';
    }
    this.attempts.push({ eventId: event.id, url: endpoint.url, at: Date.now(), status });
    if (this.attempts.length > 2000) this.attempts.splice(0, this.attempts.length - 2000);
    const delivered = typeof status === 'number' && status >= 200 && status < 300;
    const delay = RETRY_DELAYS_MS[retry];
    if (delivered || delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, endpoint, retry + 1);
    }, delay);
    this.timers.add(timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
