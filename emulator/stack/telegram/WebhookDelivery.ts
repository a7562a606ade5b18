import type { LocalBot, TelegramUpdate } from './telegramTypes';

const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 60_000;

/** Which allowed_updates name an update goes by. */
function kindOf(update: TelegramUpdate): string {
  return update.callback_query ? 'callback_query' : 'message';
}

/**
 * Delivers each bot's pending updates to its webhook as Telegram does: one
 * at a time and in order, a JSON POST carrying
 * `X-Telegram-Bot-Api-Secret-Token` when the bot set a secret. A 2xx answer
 * accepts an update; anything else is kept as the webhook's last error and
 * retried later (a few times, then dropped), so a broken webhook never
 * blocks the page.
 */
export class WebhookDelivery {
  private readonly running = new Set<LocalBot>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly attempts = new Map<number, number>();
  private closed = false;

  /** `onAttempt` runs after every delivery attempt (the page shows the webhook's state). */
  constructor(private readonly onAttempt: (bot: LocalBot) => void = () => {}) {}

  /** Starts delivering the bot's queue unless a delivery for it is under way. */
  kick(bot: LocalBot): void {
    if (this.closed || this.running.has(bot) || !bot.webhook) return;
    this.running.add(bot);
    void this.drain(bot).finally(() => this.running.delete(bot));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async drain(bot: LocalBot): Promise<void> {
    while (!this.closed && bot.webhook && bot.pending.length > 0) {
      const update = bot.pending[0]!;
      const webhook = bot.webhook;
      if (webhook.allowedUpdates && !webhook.allowedUpdates.includes(kindOf(update))) {
        bot.pending.shift();
        continue;
      }
      const error = await post(webhook.url, webhook.secretToken, update);
      if (error === null) {
        delete webhook.lastErrorMessage;
        delete webhook.lastErrorDate;
        bot.pending.shift();
        this.attempts.delete(update.update_id);
        this.onAttempt(bot);
        continue;
      }
      webhook.lastErrorDate = Math.floor(Date.now() / 1000);
      webhook.lastErrorMessage = error;
      this.onAttempt(bot);
      const tries = (this.attempts.get(update.update_id) ?? 0) + 1;
      this.attempts.set(update.update_id, tries);
      if (tries >= MAX_ATTEMPTS) {
        bot.pending.shift();
        this.attempts.delete(update.update_id);
        continue;
      }
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          this.kick(bot);
        },
        500 * 2 ** tries,
      );
      this.timers.add(timer);
      return;
    }
  }
}

/** One delivery; null when accepted, else Telegram's wording of the failure. */
async function post(
  url: string,
  secret: string | undefined,
  update: TelegramUpdate,
): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
      },
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.ok) return null;
    return `Wrong response from the webhook: ${response.status} ${response.statusText}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? 'Read timeout expired'
      : 'Connection refused';
  }
}
