import type { ChannelButton, ChannelPart } from '@vg/common';

export interface TelegramCall {
  method: 'sendMessage' | 'sendPhoto';
  params: Record<string, unknown>;
}

const TEXT_LIMIT = 4096;
const CAPTION_LIMIT = 1024;
const CALLBACK_DATA_BYTES = 64;

/** callback_data holds at most 64 bytes: the label, cut on a character boundary. */
export function callbackData(label: string): string {
  let data = '';
  for (const char of label) {
    if (Buffer.byteLength(data + char) > CALLBACK_DATA_BYTES) break;
    data += char;
  }
  return data;
}

function keyboard(buttons: readonly ChannelButton[]) {
  if (buttons.length === 0) return undefined;
  return {
    inline_keyboard: buttons.map((button) => [
      button.url
        ? { text: button.label, url: button.url }
        : { text: button.label, callback_data: callbackData(button.label) },
    ]),
  };
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let rest = text; rest.length > 0; rest = rest.slice(size)) out.push(rest.slice(0, size));
  return out.length > 0 ? out : [''];
}

/**
 * Channel parts as Bot API calls: texts as sendMessage (split at Telegram's
 * 4096 characters, the buttons on the last piece as an inline keyboard, one
 * button a row), images as sendPhoto with the caption (a longer caption
 * follows as text).
 */
export function telegramCalls(chatId: string, parts: readonly ChannelPart[]): TelegramCall[] {
  const calls: TelegramCall[] = [];
  const text = (body: string, buttons: readonly ChannelButton[]) => {
    const pieces = chunks(body, TEXT_LIMIT);
    pieces.forEach((piece, index) => {
      const markup = index === pieces.length - 1 ? keyboard(buttons) : undefined;
      calls.push({
        method: 'sendMessage',
        params: { chat_id: chatId, text: piece, ...(markup ? { reply_markup: markup } : {}) },
      });
    });
  };
  for (const part of parts) {
    if (part.kind === 'text') {
      text(part.text, part.buttons);
      continue;
    }
    const fits = part.caption.length <= CAPTION_LIMIT;
    const markup = fits ? keyboard(part.buttons) : undefined;
    calls.push({
      method: 'sendPhoto',
      params: {
        chat_id: chatId,
        photo: part.url,
        ...(fits && part.caption ? { caption: part.caption } : {}),
        ...(markup ? { reply_markup: markup } : {}),
      },
    });
    if (!fits) text(part.caption, part.buttons);
  }
  return calls;
}
