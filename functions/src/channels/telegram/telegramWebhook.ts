import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { telegramUpdateSchema } from '@vg/common';
import { callBotApi } from '../../gateways/telegram';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { answerInbound, type InboundAction } from '../answerInbound';
import { readTelegramSecrets, sendTelegramMessages, telegramBotPath } from './telegramBots';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /channels/telegram/{botId}/webhook: Telegram's updates for a
 * connected bot. An update without the bot's secret token is refused (401)
 * before anything is read or written; an update_id seen before is answered
 * without running the agent again. A message or a pressed inline button
 * runs the agent as the widget does, and its answer goes back to the chat.
 */
export const telegramWebhook = defineEndpoint({
  method: 'POST',
  path: '/channels/telegram/:botId/webhook',
  input: z.object({}),
  body: 'raw',
  maxBodyBytes: 256 * 1024,
  handle: async ({ db, region, params, headers, rawBody }) => {
    const botId = params.botId ?? '';
    const secrets = await readTelegramSecrets(db, botId);
    if (!secrets || !sameSecret(headers[SECRET_HEADER], secrets.secretToken))
      throw new HttpError(401, 'This update does not carry the secret token of a connected bot.');
    let json: unknown;
    try {
      json = JSON.parse((await rawBody()).toString('utf8'));
    } catch {
      throw new HttpError(400, 'The update is not valid JSON.', { code: 'invalid-json' });
    }
    const parsed = telegramUpdateSchema.safeParse(json);
    if (!parsed.success) throw new HttpError(400, 'The update is not a Telegram Update.');
    const update = parsed.data;
    const agentId = (await db.doc(telegramBotPath(botId)).get()).get('agentId') as unknown;
    if (typeof agentId !== 'string') throw new HttpError(401, 'This bot is not connected.');

    const message = update.message ?? update.callback_query?.message;
    const from = update.message?.from ?? update.callback_query?.from;
    if (!message || message.chat.type !== 'private') return { body: { ok: true, ignored: true } };
    const channel = {
      type: 'telegram' as const,
      id: botId,
      to: String(message.chat.id),
      ...(from?.first_name ? { name: from.first_name } : {}),
    };
    let action: InboundAction;
    if (update.callback_query) {
      await callBotApi(secrets.botToken, 'answerCallbackQuery', {
        callback_query_id: update.callback_query.id,
      });
      action = { pressed: pressedLabel(update.callback_query.message, update.callback_query.data) };
    } else {
      const text = (update.message?.text ?? update.message?.caption ?? '').trim();
      if (!text) return { body: { ok: true, ignored: true } }; // stickers, photos without a caption
      action = /^\/start(@\w+)?$/.test(text) ? { start: true } : { text };
    }
    const outcome = await answerInbound({
      db,
      region,
      agentId,
      channel,
      deliveryPath: `${telegramBotPath(botId)}/updates/${update.update_id}`,
      action,
      send: (messages) => sendTelegramMessages(secrets.botToken, channel.to, messages),
    });
    return { body: outcome === 'duplicate' ? { ok: true, duplicate: true } : { ok: true } };
  },
});

/** The text of the pressed button (Telegram sends back the message with its keyboard). */
function pressedLabel(message: unknown, data: string | undefined): string {
  const rows = (message as { reply_markup?: { inline_keyboard?: unknown } } | undefined)
    ?.reply_markup?.inline_keyboard;
  if (Array.isArray(rows)) {
    for (const row of rows) {
      if (!Array.isArray(row)) continue;
      for (const button of row as { text?: unknown; callback_data?: unknown }[]) {
        if (button.callback_data === data && typeof button.text === 'string') return button.text;
      }
    }
  }
  return data ?? '';
}
