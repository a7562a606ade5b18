import { sign, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFor } from '../../firestore';
import { errorOf } from '../../testing/apiClient';
import { startForwardingOrigin } from '../../testing/forwardingOrigin';
import { startLocalDiscord } from '../../testing/localServices';
import type { RunningServer } from '../../testing/serveHandler';
import { readDoc } from '../../testing/seed';
import { seedShoeShop } from '../../testing/seedShoeShop';
import { startTaskQueueStandIn } from '../../testing/taskQueueStandIn';
import { useApiHarness } from '../../testing/useApiHarness';
import { ANSWER_DISCORD_FUNCTION, runDiscordAnswerTask } from './runDiscordAnswerTask';

let discord: Awaited<ReturnType<typeof startLocalDiscord>>;
let publicOrigin: RunningServer;
let tasks: Awaited<ReturnType<typeof startTaskQueueStandIn>>;
let apiUrl = '';
beforeAll(async () => {
  tasks = await startTaskQueueStandIn();
  process.env.CLOUD_TASKS_EMULATOR_HOST = tasks.host;
  publicOrigin = await startForwardingOrigin(() => apiUrl);
  discord = await startLocalDiscord(
    () => `${publicOrigin.url}/api/eu/channels/discord/interactions`,
  );
  process.env.VG_DISCORD_API_ROOT = `${discord.origin}/api/v10`;
  process.env.VG_DISCORD_WEB_ROOT = discord.origin;
  process.env.VG_DISCORD_APP_ID = discord.app.id;
  process.env.VG_DISCORD_PUBLIC_KEY = discord.app.publicKey;
  process.env.VG_DISCORD_BOT_TOKEN = discord.app.botToken;
});
afterAll(async () => {
  await discord.close();
  await publicOrigin.close();
  await tasks.close();
});

/** Cloud Tasks dispatches what the interactions endpoint queued (each `times` over, as a redelivery would). */
async function runQueuedAnswers(times = 1): Promise<number> {
  const queued = tasks.take(ANSWER_DISCORD_FUNCTION);
  for (const task of queued) for (let i = 0; i < times; i += 1) await runDiscordAnswerTask(task);
  return queued.length;
}

const { api, owner, visitor } = useApiHarness();
beforeAll(() => {
  apiUrl = api.url;
});

/** The stand-in's message for a deferred answer, until the interaction's webhook edits it. */
const THINKING = 'VoiceGlow is thinking…';
const shoeShop = () => seedShoeShop(owner.uid);

const [support, general] = [0, 1];
const channel = (index: number) => discord.world.guild.channels[index]!;
const webhookUrl = (index: number) => {
  const hook = discord.world.createWebhook(channel(index).id);
  return `${discord.origin}/api/webhooks/${hook.id}/${hook.token}`;
};
const connect = (agentId: string, channelId: string, url: string, token = owner.idToken) =>
  api.call('POST', `/api/eu/agents/${agentId}/channels/discord`, {
    token,
    body: { channelId, webhookUrl: url },
  });
const botTexts = (index: number) =>
  discord.world
    .view(channel(index).id)
    .filter((entry) => entry.from === 'business')
    .map((entry) => entry.text);

describe('a Discord channel for an agent', () => {
  it('connects with the bot and a webhook, answers /ask as the widget does, hands off and carries the team’s reply', async () => {
    const agentId = await shoeShop();
    const install = await api.call('GET', '/api/eu/channels/discord/install', {
      token: owner.idToken,
    });
    const authorize = new URL(String(install.body.url));
    expect(authorize.searchParams.get('client_id')).toBe(discord.app.id);
    expect(BigInt(authorize.searchParams.get('permissions')!) & 0x20n).toBe(0x20n);

    const id = channel(support).id;
    expect(errorOf(await connect(agentId, id, '')).message).toContain(
      'Please fill out all fields.',
    );
    expect(
      errorOf(await connect(agentId, id, 'https://example.com/api/webhooks/1/x')).message,
    ).toMatch(/^Failed to save agent channels: the webhook URL is not a Discord webhook URL/);
    expect(errorOf(await connect(agentId, id, webhookUrl(general))).code).toBe('webhook-elsewhere');
    expect(errorOf(await connect(agentId, id, webhookUrl(support))).code).toBe('bot-not-in-server');
    expect((await connect(agentId, id, webhookUrl(support), visitor.idToken)).status).toBe(403);

    discord.world.guild.bots.add(discord.app.id); // the owner authorised the bot (OAuth2 page)
    expect(await connect(agentId, id, webhookUrl(support))).toMatchObject({
      status: 200,
      body: { message: 'Agent channels saved successfully' },
    });
    const claim = await readDoc('eu', `discordChannels/${id}`);
    expect(claim).toMatchObject({
      ID: id,
      agentID: agentId,
      channelId: id,
      ownerID: owner.uid,
      channelName: 'support',
    });
    expect(JSON.stringify(claim)).not.toContain('/api/webhooks/');

    // /ask is acknowledged at once (deferred: "thinking"); the queued task edits in the answer.
    const first = await discord.ask(id, 'Do you ship to Norway?');
    expect(first).toMatchObject({ status: 200, body: { type: 5 } });
    expect(discord.interactions.verified).toBe(true);
    expect(botTexts(support).at(-1)).toBe(THINKING);
    expect(await runQueuedAnswers()).toBe(1);
    expect(botTexts(support).at(-1)).toContain('Hi! Ask me about our shoes.');
    expect(botTexts(support).at(-1)).toContain('We ship to Norway within three working days.');

    await discord.ask(id, 'Can I pay with seashells?');
    await runQueuedAnswers();
    const offer = discord.world.view(id).at(-1)!;
    expect(offer.buttons).toEqual([{ id: 'Talk to a person', label: 'Talk to a person' }]);
    // A pressed button is acknowledged without a message (type 6); the answer is a follow-up.
    const before = discord.world.view(id).length;
    expect(await discord.press(id, offer.id, 'Talk to a person')).toMatchObject({
      status: 200,
      body: { type: 6 },
    });
    expect(discord.world.view(id)).toHaveLength(before);
    await runQueuedAnswers();
    expect(discord.world.view(id)).toHaveLength(before + 1);
    expect(botTexts(support).at(-1)).toBe('Let me connect you with a member of our team.');

    const person = discord.world.person;
    const convoId = `discord-${id}-${person.id}`;
    const convoPath = `voiceglow/${agentId}/convos/${convoId}`;
    expect(await readDoc('eu', convoPath)).toMatchObject({
      state: 'requested_chat',
      origin: 'discord',
      userName: 'Kari',
      channel: { type: 'discord', id, to: person.id },
    });
    await dbFor('eu').doc(convoPath).update({ state: 'human-chatting', chatAssignedTo: owner.uid });
    const reply = await api.call(
      'POST',
      `/api/eu/agents/${agentId}/convos/${convoId}/channel-reply`,
      {
        token: owner.idToken,
        body: { text: 'Hi, Sam here. Seashells are fine.' },
      },
    );
    expect(reply.status).toBe(200);
    expect(botTexts(support).at(-1)).toBe(`<@${person.id}> Hi, Sam here. Seashells are fine.`);

    const other = await shoeShop();
    expect(await connect(other, id, webhookUrl(support))).toMatchObject({
      status: 409,
      body: { error: { code: 'channel-taken' } },
    });
    const removed = await api.call('DELETE', `/api/eu/agents/${agentId}/channels/discord/${id}`, {
      token: owner.idToken,
    });
    expect(removed.status).toBe(200);
    expect(await readDoc('eu', `discordChannels/${id}`)).toBeUndefined();
  });

  it('refuses interactions without the application’s signature and writes nothing; a replayed one runs once', async () => {
    const agentId = await shoeShop();
    discord.world.guild.bots.add(discord.app.id);
    const id = channel(general).id;
    expect((await connect(agentId, id, webhookUrl(general))).status).toBe(200);
    const interaction = JSON.stringify({
      id: '1180000000000000042',
      application_id: discord.app.id,
      type: 2,
      token: 'tok',
      version: 1,
      channel_id: id,
      guild_id: discord.world.guild.id,
      member: { user: { id: discord.world.person.id, username: 'kari', global_name: 'Kari' } },
      data: {
        name: 'ask',
        type: 1,
        options: [{ name: 'message', type: 3, value: 'Do you ship to Norway?' }],
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = (body: string, at = timestamp) =>
      sign(null, Buffer.from(at + body), discord.app.privateKey as KeyObject).toString('hex');
    const post = (headers: Record<string, string>, body = interaction) =>
      api.call('POST', '/api/eu/channels/discord/interactions', { rawBody: body, headers });
    const bad: Record<string, string>[] = [
      {},
      { 'x-signature-ed25519': '00'.repeat(64), 'x-signature-timestamp': timestamp },
      { 'x-signature-ed25519': signature(interaction, '1'), 'x-signature-timestamp': timestamp },
      { 'x-signature-ed25519': signature(`${interaction} `), 'x-signature-timestamp': timestamp },
    ];
    for (const headers of bad) expect((await post(headers)).status).toBe(401);
    expect((await dbFor('eu').collection(`voiceglow/${agentId}/convos`).get()).size).toBe(0);
    expect((await dbFor('eu').collection(`discordChannels/${id}/interactions`).get()).size).toBe(0);

    const signed = {
      'x-signature-ed25519': signature(interaction),
      'x-signature-timestamp': timestamp,
    };
    const ping = JSON.stringify({
      id: '1',
      type: 1,
      application_id: discord.app.id,
      token: 't',
      version: 1,
    });
    expect(
      await post(
        { 'x-signature-ed25519': signature(ping), 'x-signature-timestamp': timestamp },
        ping,
      ),
    ).toMatchObject({ status: 200, body: { type: 1 } });
    expect(await post(signed)).toMatchObject({ status: 200, body: { type: 5 } });
    expect(await post(signed)).toMatchObject({
      status: 200,
      body: { type: 4, data: { content: 'This interaction was answered already.', flags: 64 } },
    });
    // One task for the interaction; delivered twice by Cloud Tasks, the agent still runs once.
    expect(await runQueuedAnswers(2)).toBe(1);
    const convos = await dbFor('eu').collection(`voiceglow/${agentId}/convos`).get();
    expect(convos.size).toBe(1);
    const turns = JSON.parse(String(convos.docs[0]!.get('turns'))) as { from: string }[];
    expect(turns.filter((turn) => turn.from === 'human')).toHaveLength(1);
    expect(JSON.stringify(turns)).toContain('We ship to Norway within three working days');
  });
});
