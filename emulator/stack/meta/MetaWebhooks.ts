import { createHmac, randomInt } from 'node:crypto';

export interface MetaAppConfig {
  id: string;
  secret: string;
  /** The app's webhook: its callback URL and the verify token set with it in the App Dashboard. */
  callbackUrl: () => string;
  verifyToken: string;
}

export interface WebhookState {
  verified: boolean;
  lastError: string | null;
  delivered: number;
}

const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 60_000;

/** `sha256=` + HMAC-SHA256 of the exact body with the app secret, as Meta signs deliveries. */
export function metaSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Sends webhook events as Meta does: the callback is verified first
 * (GET with hub.mode=subscribe, hub.verify_token, hub.challenge; the
 * challenge must come back), then each event is a JSON POST signed with
 * X-Hub-Signature-256, in order; a non-2xx answer is retried with backoff
 * a few times, then dropped.
 */
export class MetaWebhooks {
  readonly state: WebhookState = { verified: false, lastError: null, delivered: 0 };
  private readonly queue: unknown[] = [];
  private running = false;
  private closed = false;
  private tries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly app: MetaAppConfig,
    private readonly onChange: () => void = () => {},
  ) {}

  send(event: unknown): void {
    this.queue.push(event);
    this.kick();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private kick(): void {
    if (this.running || this.closed) return;
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
    });
  }

  private async drain(): Promise<void> {
    while (!this.closed && this.queue.length > 0) {
      const verifying = !this.state.verified;
      const error = verifying ? await this.verify() : await this.post(this.queue[0]);
      if (error === null) {
        if (!verifying) {
          this.queue.shift();
          this.state.delivered += 1;
        }
        this.tries = 0;
        this.state.lastError = null;
        this.onChange();
        continue;
      }
      this.state.lastError = error;
      this.tries += 1;
      this.onChange();
      if (this.tries >= MAX_ATTEMPTS) {
        this.queue.shift();
        this.tries = 0;
        continue;
      }
      this.timer = setTimeout(() => this.kick(), 500 * 2 ** this.tries);
      return;
    }
  }

  private async verify(): Promise<string | null> {
    const challenge = String(randomInt(1e9, 2e9));
    const url = new URL(this.app.callbackUrl());
    url.searchParams.set('hub.mode', 'subscribe');
    url.searchParams.set('hub.verify_token', this.app.verifyToken);
    url.searchParams.set('hub.challenge', challenge);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const text = (await response.text()).trim();
      if (response.ok && text === challenge) {
        this.state.verified = true;
        return null;
      }
      return 'The URL could not be validated: the callback did not answer the challenge';
    } catch {
      return 'The URL could not be validated: the callback could not be reached';
    }
  }

  private async post(event: unknown): Promise<string | null> {
    const body = JSON.stringify(event);
    try {
      const response = await fetch(this.app.callbackUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': metaSignature(this.app.secret, body),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok ? null : `The callback answered ${response.status}`;
    } catch {
      return 'The callback could not be reached';
    }
  }
}
