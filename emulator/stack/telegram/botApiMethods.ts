import type { TelegramWorld } from './TelegramWorld';
import { fail, ok, type BotApiAnswer, type InlineButton, type LocalBot } from './telegramTypes';

export type BotParams = Record<string, unknown>;

/** Telegram accepts webhooks on these ports only; loopback hosts are the stand-in's allowance. */
const WEBHOOK_PORTS = new Set(['', '443', '80', '88', '8443']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Bot API methods the platform uses, with Telegram's checks and error
 * descriptions: getMe, setWebhook, deleteWebhook, getWebhookInfo,
 * sendMessage, sendPhoto, answerCallbackQuery and getUpdates.
 */
export function callBotMethod(
  world: TelegramWorld,
  bot: LocalBot,
  method: string,
  params: BotParams,
): BotApiAnswer {
  switch (method.toLowerCase()) {
    case 'getme':
      return ok({
        ...bot.user,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
      });
    case 'setwebhook':
      return setWebhook(bot, params);
    case 'deletewebhook': {
      const had = bot.webhook !== null;
      bot.webhook = null;
      if (truthy(params.drop_pending_updates)) bot.pending = [];
      return ok(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
    }
    case 'getwebhookinfo':
      return ok({
        url: bot.webhook?.url ?? '',
        has_custom_certificate: false,
        pending_update_count: bot.pending.length,
        max_connections: 40,
        ...(bot.webhook?.allowedUpdates ? { allowed_updates: bot.webhook.allowedUpdates } : {}),
        ...(bot.webhook?.lastErrorDate
          ? {
              last_error_date: bot.webhook.lastErrorDate,
              last_error_message: bot.webhook.lastErrorMessage,
            }
          : {}),
      });
    case 'sendmessage': {
      const text = typeof params.text === 'string' ? params.text : '';
      if (text.trim() === '') return fail(400, 'Bad Request: message text is empty');
      if (text.length > 4096) return fail(400, 'Bad Request: message is too long');
      return send(world, bot, params, { text });
    }
    case 'sendphoto': {
      const photo = typeof params.photo === 'string' ? params.photo : '';
      if (!/^https?:\/\//.test(photo)) return fail(400, 'Bad Request: wrong HTTP URL specified');
      const caption = typeof params.caption === 'string' ? params.caption : '';
      if (caption.length > 1024) return fail(400, 'Bad Request: message caption is too long');
      return send(world, bot, params, { photoUrl: photo, caption });
    }
    case 'answercallbackquery':
      return typeof params.callback_query_id === 'string' && params.callback_query_id !== ''
        ? ok(true)
        : fail(
            400,
            'Bad Request: query is too old and response timeout expired or query ID is invalid',
          );
    case 'getupdates': {
      if (bot.webhook)
        return fail(
          409,
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        );
      const offset = Number(params.offset) || 0;
      bot.pending = bot.pending.filter((update) => update.update_id >= offset);
      return ok(bot.pending.slice(0, 100));
    }
    default:
      return fail(404, 'Not Found');
  }
}

function setWebhook(bot: LocalBot, params: BotParams): BotApiAnswer {
  const url = typeof params.url === 'string' ? params.url.trim() : '';
  if (url === '') {
    const had = bot.webhook !== null;
    bot.webhook = null;
    return ok(true, had ? 'Webhook was deleted' : 'Webhook is already deleted');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(400, 'Bad Request: invalid webhook URL specified');
  }
  const local = LOOPBACK.has(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local)
    return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
  if (!local && !WEBHOOK_PORTS.has(parsed.port))
    return fail(
      400,
      'Bad Request: bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443',
    );
  const secret = params.secret_token;
  if (
    secret !== undefined &&
    (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))
  )
    return fail(400, 'Bad Request: secret token contains unallowed characters');
  const allowed = parseList(params.allowed_updates);
  if (truthy(params.drop_pending_updates)) bot.pending = [];
  bot.webhook = {
    url,
    ...(typeof secret === 'string' ? { secretToken: secret } : {}),
    ...(allowed ? { allowedUpdates: allowed } : {}),
  };
  return ok(true, 'Webhook was set');
}

function send(
  world: TelegramWorld,
  bot: LocalBot,
  params: BotParams,
  content: { text?: string; caption?: string; photoUrl?: string },
): BotApiAnswer {
  const chatId = Number(params.chat_id);
  if (!Number.isSafeInteger(chatId)) return fail(400, 'Bad Request: chat not found');
  const keyboard = parseKeyboard(params.reply_markup);
  if (keyboard === 'invalid')
    return fail(400, "Bad Request: can't parse reply keyboard markup JSON object");
  const message = world.botSends(bot, chatId, { ...content, ...(keyboard ? { keyboard } : {}) });
  return message ? ok(message) : fail(400, 'Bad Request: chat not found');
}

/** reply_markup arrives as an object (JSON body) or a JSON-serialised string (form). */
function parseKeyboard(markup: unknown): InlineButton[][] | null | 'invalid' {
  if (markup === undefined || markup === '') return null;
  let value: unknown = markup;
  if (typeof markup === 'string') {
    try {
      value = JSON.parse(markup) as unknown;
    } catch {
      return 'invalid';
    }
  }
  const rows = (value as { inline_keyboard?: unknown } | null)?.inline_keyboard;
  if (!Array.isArray(rows)) return null;
  const valid = rows.every(
    (row) =>
      Array.isArray(row) &&
      row.every((button: unknown) => {
        const b = button as InlineButton;
        const data = b?.callback_data;
        return (
          typeof b?.text === 'string' &&
          b.text !== '' &&
          (data === undefined || (typeof data === 'string' && Buffer.byteLength(data) <= 64))
        );
      }),
  );
  if (!valid) return 'invalid';
  return rows as InlineButton[][];
}

function parseList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : undefined;
  } catch {
    return undefined;
  }
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}
