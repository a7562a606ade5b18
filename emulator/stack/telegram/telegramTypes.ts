/** The Bot API objects the stand-in keeps and sends, in Telegram's own field names. */

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

export interface TelegramChat {
  id: number;
  type: 'private';
  first_name: string;
}

export interface InlineButton {
  text: string;
  callback_data?: string;
  url?: string;
}

export interface TelegramMessage {
  message_id: number;
  from: TelegramUser;
  chat: TelegramChat;
  date: number;
  text?: string;
  caption?: string;
  /** The stand-in keeps the photo's address so its page can show it. */
  photo?: { file_id: string; file_unique_id: string; width: number; height: number }[];
  photo_url?: string;
  reply_markup?: { inline_keyboard: InlineButton[][] };
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
  callback_query?: {
    id: string;
    from: TelegramUser;
    message: TelegramMessage;
    chat_instance: string;
    data: string;
  };
}

export interface WebhookState {
  url: string;
  secretToken?: string;
  allowedUpdates?: string[];
  lastErrorDate?: number;
  lastErrorMessage?: string;
}

export interface LocalBot {
  token: string;
  user: TelegramUser;
  webhook: WebhookState | null;
  /** Updates not yet accepted by the webhook (or waiting for getUpdates). */
  pending: TelegramUpdate[];
}

/** A Bot API answer: the HTTP status and Telegram's JSON body. */
export interface BotApiAnswer {
  status: number;
  body: { ok: boolean; result?: unknown; description?: string; error_code?: number };
}

export function ok(result: unknown, description?: string): BotApiAnswer {
  return { status: 200, body: { ok: true, result, ...(description ? { description } : {}) } };
}

export function fail(status: number, description: string): BotApiAnswer {
  return { status, body: { ok: false, error_code: status, description } };
}
