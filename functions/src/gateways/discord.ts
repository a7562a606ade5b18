import { discordErrorSchema } from '@vg/common';
import { loadEnv } from '../env';
import { HttpError } from '../http/HttpError';

export type DiscordAnswer =
  { ok: true; body: unknown } | { ok: false; status: number; message: string; code?: number };

const TIMEOUT_MS = 15_000;

/**
 * The Discord REST API (`{root}/{path}`, root discord.com/api/v10 in
 * production, the stack's stand-in locally), as the application's bot
 * (`Authorization: Bot …`) unless `asBot` is false (webhook URLs carry
 * their own token). A few plain HTTPS calls, so no client library is used.
 */
export async function callDiscord(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: { body?: unknown; asBot?: boolean } = {},
): Promise<DiscordAnswer> {
  const env = loadEnv();
  let response: Response;
  try {
    response = await fetch(`${env.VG_DISCORD_API_ROOT}/${path}`, {
      method,
      headers: {
        ...(opts.asBot !== false && env.VG_DISCORD_BOT_TOKEN
          ? { authorization: `Bot ${env.VG_DISCORD_BOT_TOKEN}` }
          : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'Discord could not be reached. Please try again in a moment.', {
      code: 'discord-unreachable',
    });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body };
  const error = discordErrorSchema.safeParse(body);
  return {
    ok: false,
    status: response.status,
    message: error.success ? error.data.message : `HTTP ${response.status}`,
    ...(error.success && error.data.code !== undefined ? { code: error.data.code } : {}),
  };
}
