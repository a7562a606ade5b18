import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TELEGRAM_USER, startTelegram, type LocalTelegram } from './startTelegram';
import type { TelegramUpdate } from './telegramTypes';

let telegram: LocalTelegram;
const received: { headers: IncomingHttpHeaders; update: TelegramUpdate }[] = [];
let webhookStatus = 200;
let webhookUrl = '';
const hook = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, update: JSON.parse(text) as TelegramUpdate });
    res.writeHead(webhookStatus).end();
  });
});

beforeAll(async () => {
  telegram = await startTelegram({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await telegram.close();
  await new Promise((resolve) => hook.close(resolve));
});

async function call(token: string, method: string, body: Record<string, unknown>, form = false) {
  const response = await fetch(`${telegram.origin}/bot${token}/${method}`, {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: form
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the Telegram Bot API stand-in', () => {
  it('refuses an unknown token as Telegram does', async () => {
    expect(await call('123:nope', 'getMe', {})).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
  });

  it('sets a webhook with a secret, delivers updates with the header, and shows keyboards', async () => {
    const bot = telegram.world.createBot('Shop helper', 'shop_helper_bot');
    expect((await call(bot.token, 'getMe', {})).body.result).toMatchObject({
      id: bot.user.id,
      is_bot: true,
      username: 'shop_helper_bot',
    });
    expect(
      await call(bot.token, 'setWebhook', { url: 'http://shop.example/hook' }, true),
    ).toMatchObject({
      status: 400,
      body: { description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook' },
    });
    expect(
      await call(bot.token, 'setWebhook', { url: webhookUrl, secret_token: 'bad secret!' }, true),
    ).toMatchObject({ status: 400 });
    expect(
      await call(bot.token, 'setWebhook', { url: webhookUrl, secret_token: 's3cret_token' }, true),
    ).toEqual({ status: 200, body: { ok: true, result: true, description: 'Webhook was set' } });

    telegram.write(bot, 'Do you ship to Norway?');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.headers['x-telegram-bot-api-secret-token']).toBe('s3cret_token');
    expect(received[0]!.update.message).toMatchObject({
      text: 'Do you ship to Norway?',
      chat: { id: DEFAULT_TELEGRAM_USER.id, type: 'private' },
      from: { id: DEFAULT_TELEGRAM_USER.id, is_bot: false },
    });

    const sent = await call(bot.token, 'sendMessage', {
      chat_id: DEFAULT_TELEGRAM_USER.id,
      text: 'We do. Anything else?',
      reply_markup: { inline_keyboard: [[{ text: 'Talk to a person', callback_data: 'b0' }]] },
    });
    expect(sent.status).toBe(200);
    const messageId = (sent.body.result as { message_id: number }).message_id;
    expect(telegram.world.chat(bot.user.id, DEFAULT_TELEGRAM_USER.id).at(-1)).toMatchObject({
      from: 'bot',
      message: { text: 'We do. Anything else?' },
    });

    const press = await fetch(
      `${telegram.origin}/chat/${bot.user.id}/${DEFAULT_TELEGRAM_USER.id}/press`,
      { method: 'POST', body: JSON.stringify({ messageId, data: 'b0' }) },
    );
    expect(press.status).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]!.update.callback_query).toMatchObject({
      data: 'b0',
      message: { message_id: messageId },
    });
    expect(received[1]!.update.update_id).toBeGreaterThan(received[0]!.update.update_id);

    expect(
      (await call(bot.token, 'sendMessage', { chat_id: 42, text: 'hello?' })).body.description,
    ).toBe('Bad Request: chat not found');
    expect(
      (await call(bot.token, 'sendMessage', { chat_id: DEFAULT_TELEGRAM_USER.id, text: ' ' })).body
        .description,
    ).toBe('Bad Request: message text is empty');
  });

  it('keeps a refused update pending and reports the error in getWebhookInfo', async () => {
    const bot = telegram.world.createBot('Refused', 'refused_bot');
    await call(bot.token, 'setWebhook', { url: webhookUrl, secret_token: 'other' });
    webhookStatus = 401;
    const before = received.length;
    telegram.write(bot, 'hello');
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    await vi.waitFor(async () =>
      expect((await call(bot.token, 'getWebhookInfo', {})).body.result).toMatchObject({
        url: webhookUrl,
        pending_update_count: 1,
        last_error_message: 'Wrong response from the webhook: 401 Unauthorized',
      }),
    );
    webhookStatus = 200;
    expect((await call(bot.token, 'deleteWebhook', {})).body).toMatchObject({
      ok: true,
      description: 'Webhook was deleted',
    });
    expect((await call(bot.token, 'getUpdates', {})).body.result).toHaveLength(1);
  });
});
