import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbFor } from '../../firestore';
import { errorOf } from '../../testing/apiClient';
import { uniqueId } from '../../testing/emulators';
import { startLocalTelegram, type LocalTelegramBot } from '../../testing/localServices';
import { readDoc } from '../../testing/seed';
import { startForwardingOrigin } from '../../testing/forwardingOrigin';
import type { RunningServer } from '../../testing/serveHandler';
import { seedShoeShop } from '../../testing/seedShoeShop';
import { useApiHarness } from '../../testing/useApiHarness';

let telegram: Awaited<ReturnType<typeof startLocalTelegram>>;
// Telegram posts to the public origin the webhook was set with; the API's
// port is known only once it runs, so the public origin forwards to it.
let publicOrigin: RunningServer;
let apiUrl = '';
beforeAll(async () => {
  telegram = await startLocalTelegram();
  publicOrigin = await startForwardingOrigin(() => apiUrl);
  process.env.VG_TELEGRAM_API_ROOT = telegram.origin;
  process.env.VG_PUBLIC_ORIGIN = publicOrigin.url;
});
afterAll(async () => {
  await telegram.close();
  await publicOrigin.close();
});

const { api, owner, visitor } = useApiHarness();
beforeAll(() => {
  apiUrl = api.url;
});

const shoeShop = () => seedShoeShop(owner.uid);

const connect = (agentId: string, botToken: string, token = owner.idToken) =>
  api.call('POST', `/api/eu/agents/${agentId}/channels/telegram`, { token, body: { botToken } });

function botTexts(bot: LocalTelegramBot): string[] {
  return telegram.world
    .chat(bot.user.id, telegram.person.id)
    .filter((entry) => entry.from === 'bot')
    .map((entry) => entry.message.text ?? '');
}

describe('a Telegram bot for an agent', () => {
  it('connects with a token, answers as the widget does, hands off and carries the team’s reply', async () => {
    const agentId = await shoeShop();
    const bot = telegram.world.createBot('Shoe Shop', `shoe_${uniqueId('s').slice(-8)}_bot`);

    expect(errorOf(await connect(agentId, 'not a token')).message).toMatch(
      'Please provide a valid token.',
    );
    expect(errorOf(await connect(agentId, '123456:unknownToken')).message).toBe(
      'Failed to set webhook: Unauthorized',
    );
    expect((await connect(agentId, bot.token, visitor.idToken)).status).toBe(403);

    const connected = await connect(agentId, bot.token);
    expect(connected).toMatchObject({
      status: 200,
      body: { message: 'Telegram channel saved successfully', botId: String(bot.user.id) },
    });
    const claim = await readDoc('eu', `telegramBots/${bot.user.id}`);
    expect(claim).toMatchObject({ agentId, ownerID: owner.uid, botId: String(bot.user.id) });
    expect(claim).not.toHaveProperty('botToken');
    expect(await readDoc('eu', `telegramBots/${bot.user.id}/private/secrets`)).toMatchObject({
      botToken: bot.token,
    });
    expect(bot.webhook?.url).toBe(
      `${publicOrigin.url}/api/eu/channels/telegram/${bot.user.id}/webhook`,
    );
    expect(bot.webhook?.secretToken).toMatch(/^[\w-]{40,}$/);

    telegram.write(bot, 'Do you ship to Norway?');
    await vi.waitFor(() => expect(botTexts(bot)).toHaveLength(2), { timeout: 10_000 });
    expect(botTexts(bot)[0]).toBe('Hi! Ask me about our shoes.');
    expect(botTexts(bot)[1]).toContain('We ship to Norway within three working days.');

    telegram.write(bot, 'Can I pay with seashells?');
    await vi.waitFor(() => expect(botTexts(bot)).toHaveLength(3), { timeout: 10_000 });
    const offer = telegram.world.chat(bot.user.id, telegram.person.id).at(-1)!.message;
    expect(offer.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Talk to a person', callback_data: 'Talk to a person' }],
    ]);

    const pressed = await fetch(
      `${telegram.origin}/chat/${bot.user.id}/${telegram.person.id}/press`,
      {
        method: 'POST',
        body: JSON.stringify({ messageId: offer.message_id, data: 'Talk to a person' }),
      },
    );
    expect(pressed.status).toBe(202);
    await vi.waitFor(() => expect(botTexts(bot)).toHaveLength(4), { timeout: 10_000 });
    expect(botTexts(bot)[3]).toBe('Let me connect you with a member of our team.');

    const convoId = `telegram-${bot.user.id}-${telegram.person.id}`;
    const convoPath = `voiceglow/${agentId}/convos/${convoId}`;
    expect(await readDoc('eu', convoPath)).toMatchObject({
      state: 'requested_chat',
      origin: 'telegram',
      userName: telegram.person.name,
      channel: { type: 'telegram', id: String(bot.user.id), to: String(telegram.person.id) },
    });

    const reply = (token: string, text: string) =>
      api.call('POST', `/api/eu/agents/${agentId}/convos/${convoId}/channel-reply`, {
        token,
        body: { text, agentName: 'Sam Rivera' },
      });
    expect(errorOf(await reply(owner.idToken, 'Too early')).message).toBe(
      'Take over the chat before replying.',
    );
    await dbFor('eu').doc(convoPath).update({ state: 'human-chatting', chatAssignedTo: owner.uid });
    expect((await reply(visitor.idToken, 'Not mine')).status).toBe(403);
    expect((await reply(owner.idToken, 'Hi, Sam here. Seashells are fine.')).status).toBe(200);
    expect(botTexts(bot).at(-1)).toBe('Hi, Sam here. Seashells are fine.');
    const turns = JSON.parse((await readDoc('eu', convoPath))?.turns as string) as {
      humanAgent?: { name?: string };
    }[];
    expect(turns.at(-1)?.humanAgent).toMatchObject({ uid: owner.uid, name: 'Sam Rivera' });

    // While the team has the chat the agent stays quiet; the person's words reach the inbox.
    telegram.write(bot, 'Great, thanks!');
    await vi.waitFor(async () =>
      expect((await readDoc('eu', convoPath))?.turns).toContain('Great, thanks!'),
    );
    expect(botTexts(bot).at(-1)).toBe('Hi, Sam here. Seashells are fine.');
  });

  it('refuses updates without the bot’s secret and writes nothing; a replayed update runs once', async () => {
    const agentId = await shoeShop();
    const bot = telegram.world.createBot('Replay', `replay_${uniqueId('r').slice(-8)}_bot`);
    expect((await connect(agentId, bot.token)).status).toBe(200);
    telegram.world.person(telegram.person.id, telegram.person.name);
    const path = `/api/eu/channels/telegram/${bot.user.id}/webhook`;
    const update = {
      update_id: 4242,
      message: {
        message_id: 1,
        from: { id: telegram.person.id, is_bot: false, first_name: 'Tess' },
        chat: { id: telegram.person.id, type: 'private', first_name: 'Tess' },
        date: 1,
        text: 'Do you ship to Norway?',
      },
    };
    const post = (headers: Record<string, string>) =>
      api.call('POST', path, { rawBody: JSON.stringify(update), headers });
    const noSecrets: Record<string, string>[] = [
      {},
      { 'x-telegram-bot-api-secret-token': 'guess' },
    ];
    for (const headers of noSecrets) {
      const refused = await post(headers);
      expect(refused.status).toBe(401);
    }
    const convos = () => dbFor('eu').collection(`voiceglow/${agentId}/convos`).get();
    expect((await convos()).size).toBe(0);
    expect((await dbFor('eu').collection(`telegramBots/${bot.user.id}/updates`).get()).size).toBe(
      0,
    );

    const secret = { 'x-telegram-bot-api-secret-token': bot.webhook!.secretToken! };
    expect(await post(secret)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await post(secret)).toMatchObject({ status: 200, body: { ok: true, duplicate: true } });
    expect(botTexts(bot).filter((text) => text.includes('Norway'))).toHaveLength(1);
    expect((await convos()).size).toBe(1);

    expect(
      (
        await api.call('POST', `/api/eu/channels/telegram/9999/webhook`, {
          rawBody: '{',
          headers: secret,
        })
      ).status,
    ).toBe(401);
  });

  it('belongs to one agent until disconnected, which releases it and stops its webhook', async () => {
    const first = await shoeShop();
    const second = await shoeShop();
    const bot = telegram.world.createBot('Taken', `taken_${uniqueId('t').slice(-8)}_bot`);
    expect((await connect(first, bot.token)).status).toBe(200);
    const secret = bot.webhook!.secretToken!;
    expect(await connect(second, bot.token)).toMatchObject({
      status: 409,
      body: { error: { code: 'channel-taken' } },
    });

    const remove = (agentId: string) =>
      api.call('DELETE', `/api/eu/agents/${agentId}/channels/telegram/${bot.user.id}`, {
        token: owner.idToken,
      });
    expect((await remove(second)).status).toBe(404);
    expect((await remove(first)).status).toBe(200);
    expect(bot.webhook).toBeNull();
    expect(await readDoc('eu', `telegramBots/${bot.user.id}`)).toBeUndefined();
    expect(await readDoc('eu', `telegramBots/${bot.user.id}/private/secrets`)).toBeUndefined();
    const late = await api.call('POST', `/api/eu/channels/telegram/${bot.user.id}/webhook`, {
      rawBody: '{"update_id":1}',
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect(late.status).toBe(401);
    expect((await connect(second, bot.token)).status).toBe(200);
  });
});
