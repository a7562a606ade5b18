import { telegramApiResponseSchema } from '@vg/common';
import { loadEnv } from '../env';
import { HttpError } from '../http/HttpError';

/** A Bot API answer: `ok` with a result, or Telegram's description of what failed. */
export type BotApiAnswer =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; description: string; errorCode: number };

const TIMEOUT_MS = 15_000;

/**
 * The Telegram Bot API (`{root}/bot{token}/{method}`): api.telegram.org in
 * production, the stack's stand-in (same wire format) locally. Parameters
 * go as a URL-encoded form, as the spec's setWebhook call does; objects
 * (reply_markup, allowed_updates) are JSON-serialised as the Bot API asks.
 * The API is a handful of plain HTTPS calls, so no client library is used.
 */
export async function callBotApi(
  token: string,
  method: string,
  params: Record<string, unknown> = {},
): Promise<BotApiAnswer> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  let response: Response;
  try {
    response = await fetch(`${loadEnv().VG_TELEGRAM_API_ROOT}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'Telegram could not be reached. Please try again in a moment.', {
      code: 'telegram-unreachable',
    });
  }
  const parsed = telegramApiResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return { ok: false, errorCode: response.status, description: `HTTP ${response.status}` };
  }
  if (parsed.data.ok) {
    return {
      ok: true,
      result: parsed.data.result,
      ...(parsed.data.description ? { description: parsed.data.description } : {}),
    };
  }
  return {
    ok: false,
    errorCode: response.status,
    description: parsed.data.description ?? `HTTP ${response.status}`,
  };
}
