import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscord, THINKING, type LocalDiscord } from './startDiscord';

/** How the app's endpoint answers the next interaction: a body, after a delay. */
let next: { delayMs: number; body: unknown } = { delayMs: 0, body: { type: 5 } };
const tokens: string[] = [];
let discord: LocalDiscord;
const endpoint = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const key = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        Buffer.from(discord.app.publicKey, 'hex'),
      ]),
      format: 'der',
      type: 'spki',
    });
    const signed = verify(
      null,
      Buffer.from(String(req.headers['x-signature-timestamp']) + body),
      key,
      Buffer.from(String(req.headers['x-signature-ed25519']), 'hex'),
    );
    if (!signed) return void res.writeHead(401).end('invalid request signature');
    const interaction = JSON.parse(body) as { type: number; token: string };
    res.setHeader('content-type', 'application/json');
    if (interaction.type === 1) return void res.end(JSON.stringify({ type: 1 }));
    tokens.push(interaction.token);
    setTimeout(() => res.end(JSON.stringify(next.body)), next.delayMs);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const port = (endpoint.address() as AddressInfo).port;
  discord = await startDiscord({
    host: '127.0.0.1',
    port: 0,
    interactionsUrl: () => `http://127.0.0.1:${port}/interactions`,
  });
  discord.world.guild.bots.add(discord.app.id);
  const registered = await fetch(
    `${discord.origin}/api/v10/applications/${discord.app.id}/commands`,
    {
      method: 'PUT',
      headers: { authorization: `Bot ${discord.app.botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'ask', type: 1, description: 'Ask' }]),
    },
  );
  expect(registered.status).toBe(200);
});
afterAll(async () => {
  await discord.close();
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

const channelId = () => discord.world.guild.channels[0]!.id;
const texts = () => discord.world.view(channelId()).map((entry) => entry.text);
const hook = (token: string, path = '', method = 'POST', body: unknown = { content: 'Hello' }) =>
  fetch(`${discord.origin}/api/v10/webhooks/${discord.app.id}/${token}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the Discord stand-in’s interactions', () => {
  it('shows a deferred answer as thinking until the interaction’s webhook edits it; follow-ups add messages', async () => {
    next = { delayMs: 0, body: { type: 5 } };
    const answer = await discord.ask(channelId(), 'Do you ship to Norway?');
    expect(answer).toMatchObject({ status: 200, body: { type: 5 } });
    expect(texts().at(-1)).toBe(THINKING);
    const token = tokens.at(-1)!;
    expect(
      await hook(token, '/messages/@original', 'PATCH', { content: '' }).then((r) => r.json()),
    ).toMatchObject({ code: 50006 });
    const edited = await hook(token, '/messages/@original', 'PATCH', {
      content: 'We ship to Norway.',
      components: [
        { type: 1, components: [{ type: 2, style: 1, label: 'Thanks', custom_id: 'Thanks' }] },
      ],
    });
    expect(edited.status).toBe(200);
    expect(texts().at(-1)).toBe('We ship to Norway.');
    expect(texts()).not.toContain(THINKING);
    expect((await hook(token)).status).toBe(200);
    expect(texts().at(-1)).toBe('Hello');

    // A button press acknowledged with type 6 shows nothing until its follow-up.
    const withButton = discord.world.view(channelId()).find((e) => e.buttons.length > 0)!;
    next = { delayMs: 0, body: { type: 6 } };
    const count = texts().length;
    expect(await discord.press(channelId(), withButton.id, 'Thanks')).toMatchObject({
      body: { type: 6 },
    });
    expect(texts()).toHaveLength(count);
    expect((await hook(tokens.at(-1)!, '', 'POST', { content: 'You are welcome.' })).status).toBe(
      200,
    );
    expect(texts().at(-1)).toBe('You are welcome.');
  });

  it('fails an interaction its endpoint does not answer within 3 s, and refuses its follow-ups', async () => {
    next = { delayMs: 3_500, body: { type: 5 } };
    expect(await discord.ask(channelId(), 'Are you there?')).toBeNull();
    expect(texts().at(-1)).toBe('The application did not respond (only you can see this)');
    expect(discord.interactions.lastError).toBe('The application did not respond.');
    const late = await hook(tokens.at(-1)!);
    expect(late.status).toBe(404);
    expect(await late.json()).toMatchObject({ code: 10015, message: 'Unknown Webhook' });
    expect((await hook('not-a-token')).status).toBe(404);
  });
});
