import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { escape, renderChatView, standInPage, type ChatViewState } from '../standInPage';
import {
  createDiscordApp,
  DiscordInteractions,
  memberOf,
  type DiscordApp,
  type InteractionAnswer,
} from './DiscordInteractions';
import { DiscordWorld, snowflake, type DiscordMessage } from './DiscordWorld';
import { listenOrigin } from '../listenOrigin';

export interface LocalDiscord {
  /** The REST API root (`{origin}/api/v10`) is under it, and the OAuth2 and channel pages. */
  origin: string;
  world: DiscordWorld;
  app: DiscordApp;
  interactions: DiscordInteractions;
  /** The person uses the app's /ask command in a channel; resolves once the app answered. */
  ask: (channelId: string, text: string) => Promise<InteractionAnswer | null>;
  /** The person presses a button of a message; resolves once the app answered. */
  press: (
    channelId: string,
    messageId: string,
    customId: string,
  ) => Promise<InteractionAnswer | null>;
  close: () => Promise<void>;
}

const error = (res: ServerResponse, status: number, code: number, message: string) =>
  sendJson(res, status, { message, code });

/**
 * The local stand-in for Discord: the REST API the platform calls (`/api/v10`,
 * `Authorization: Bot …`: channels, messages, application commands,
 * webhooks), the OAuth2 page that adds the app's bot to a server, and
 * interactions sent to the app's endpoint signed with Ed25519
 * (X-Signature-Ed25519 over X-Signature-Timestamp + body) after the
 * PING/PONG check. Its pages are the server's settings (webhooks) and each
 * channel, where a person uses /ask and presses the bot's buttons.
 */
export async function startDiscord(opts: {
  host: string;
  port: number;
  interactionsUrl: () => string;
}): Promise<LocalDiscord> {
  let origin = `http://${opts.host}:${opts.port}`;
  const world = new DiscordWorld();
  const app = createDiscordApp(opts.interactionsUrl);
  const interactions = new DiscordInteractions(app);
  const commands = new Map<string, { id: string; name: string }>();
  const botAuthor = { id: app.id, username: 'VoiceGlow', bot: true };
  const watchers = new Set<{ channelId: string; res: ServerResponse }>();
  const state = (channelId: string): ChatViewState => ({
    entries: world.view(channelId),
    status: !world.guild.bots.has(app.id)
      ? 'The VoiceGlow bot is not in this server yet.'
      : !commands.has('ask')
        ? 'No agent answers here yet: connect this channel in the dashboard.'
        : (interactions.lastError ??
          'Write to use the app’s /ask command; its answers appear here.'),
  });
  const push = (channelId?: string) => {
    for (const w of watchers)
      if (!channelId || w.channelId === channelId)
        w.res.write(`data: ${JSON.stringify(state(w.channelId))}\n\n`);
  };
  world.onChange((channelId) => push(channelId));

  /**
   * What the person sees of the app's answer: type 4 is the bot's message,
   * type 5 a "thinking" message its webhook edits later, type 6 nothing
   * (a follow-up comes). Anything else, or no answer within 3 s, and the
   * interaction failed, as Discord shows it only to that person.
   */
  const answered = (channelId: string, answer: InteractionAnswer | null, command: boolean) => {
    const type = answer?.status === 200 ? answer.body?.type : undefined;
    if (answer && type === 4 && answer.body?.data) {
      const message = world.post(channelId, botAuthor, messageContent(answer.body.data));
      interactions.acknowledge(answer.token, message.id);
    } else if (answer && type === 5) {
      const message = world.post(channelId, botAuthor, {
        content: THINKING,
        embeds: [],
        components: [],
      });
      interactions.acknowledge(answer.token, message.id);
    } else if (answer && type === 6 && !command) {
      interactions.acknowledge(answer.token, undefined);
    } else {
      world.post(channelId, botAuthor, {
        content: command
          ? 'The application did not respond (only you can see this)'
          : 'This interaction failed (only you can see this)',
        embeds: [],
        components: [],
      });
    }
    push(channelId);
    return answer;
  };
  const context = (channelId: string) => ({
    guild_id: world.guild.id,
    channel_id: channelId,
    channel: {
      id: channelId,
      type: 0,
      guild_id: world.guild.id,
      name: world.channel(channelId)?.name,
    },
    member: memberOf(world.person),
    locale: 'en-US',
  });
  const ask = async (channelId: string, text: string) => {
    const command = commands.get('ask');
    if (!command) return null;
    world.post(
      channelId,
      { id: world.person.id, username: world.person.username },
      { content: `/ask ${text}`, embeds: [], components: [] },
    );
    const answer = await interactions.send({
      type: 2,
      data: {
        id: command.id,
        name: 'ask',
        type: 1,
        options: [{ name: 'message', type: 3, value: text }],
      },
      ...context(channelId),
    });
    return answered(channelId, answer, true);
  };
  const press = async (channelId: string, messageId: string, customId: string) => {
    const message = world.messagesOf(channelId).find((m) => m.id === messageId);
    const found = message?.components.some((row) =>
      row.components.some((b) => b.custom_id === customId),
    );
    if (!message || !found) return null;
    const answer = await interactions.send({
      type: 3,
      data: { custom_id: customId, component_type: 2 },
      message,
      ...context(channelId),
    });
    return answered(channelId, answer, false);
  };

  async function rest(req: IncomingMessage, res: ServerResponse, path: string[]): Promise<void> {
    const method = req.method ?? 'GET';
    const [kind, id, sub] = path;
    if (kind === 'webhooks' && id === app.id) return interactionWebhook(req, res, path.slice(2));
    if (kind === 'webhooks') {
      const webhook = world.webhooks.get(id ?? '');
      if (!webhook || webhook.token !== sub) return error(res, 404, 10015, 'Unknown Webhook');
      if (method === 'GET')
        return sendJson(res, 200, {
          id: webhook.id,
          type: 1,
          name: webhook.name,
          channel_id: webhook.channelId,
          guild_id: webhook.guildId,
          token: webhook.token,
          application_id: null,
        });
      if (method === 'POST') {
        const body = await jsonBody(req);
        if (!body || typeof body.content !== 'string' || !body.content.trim())
          return error(res, 400, 50006, 'Cannot send an empty message');
        world.post(
          webhook.channelId,
          { id: webhook.id, username: webhook.name, bot: true },
          { content: body.content.slice(0, 2000), embeds: [], components: [] },
        );
        res.writeHead(204).end();
        return;
      }
      return error(res, 405, 0, '405: Method Not Allowed');
    }
    if (req.headers.authorization !== `Bot ${app.botToken}`)
      return error(res, 401, 0, '401: Unauthorized');
    if (kind === 'applications' && id === app.id && sub === 'commands') {
      if (method === 'PUT') {
        const body = (await jsonBody(req)) as unknown;
        if (!Array.isArray(body)) return error(res, 400, 50035, 'Invalid Form Body');
        commands.clear();
        for (const command of body as { name?: unknown }[]) {
          if (typeof command.name !== 'string' || !/^[-_\p{L}\p{N}]{1,32}$/u.test(command.name))
            return error(res, 400, 50035, 'Invalid Form Body');
          commands.set(command.name, { id: snowflake(), name: command.name });
        }
        push();
        return sendJson(
          res,
          200,
          [...commands.values()].map((c) => ({
            ...c,
            application_id: app.id,
            type: 1,
            version: snowflake(),
          })),
        );
      }
      return sendJson(res, 200, [...commands.values()]);
    }
    if (kind === 'channels') {
      const channel = world.channel(id ?? '');
      if (!channel) return error(res, 404, 10003, 'Unknown Channel');
      if (!world.guild.bots.has(app.id)) return error(res, 403, 50001, 'Missing Access');
      if (!sub && method === 'GET')
        return sendJson(res, 200, {
          id: channel.id,
          type: 0,
          guild_id: world.guild.id,
          name: channel.name,
          position: 0,
        });
      if (sub === 'messages' && method === 'POST') {
        const body = await jsonBody(req);
        const content = typeof body?.content === 'string' ? body.content : '';
        if (!content.trim()) return error(res, 400, 50006, 'Cannot send an empty message');
        if (content.length > 2000)
          return error(
            res,
            400,
            50035,
            'Invalid Form Body: content must be 2000 or fewer in length.',
          );
        const message: DiscordMessage = world.post(channel.id, botAuthor, {
          content,
          embeds: [],
          components: [],
        });
        return sendJson(res, 200, message);
      }
    }
    return error(res, 404, 0, '404: Not Found');
  }

  /**
   * An interaction's webhook, `/webhooks/{application_id}/{token}`: POST a
   * follow-up message, GET/PATCH `messages/@original` (the answer, or the
   * "thinking" message of a deferred one) or a follow-up by id. Only for
   * an acknowledged interaction, for 15 minutes; no bot token needed.
   */
  async function interactionWebhook(
    req: IncomingMessage,
    res: ServerResponse,
    [token, messages, messageId, ...rest]: string[],
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const record = interactions.acknowledged(decodeURIComponent(token ?? ''));
    if (!record || rest.length > 0) return error(res, 404, 10015, 'Unknown Webhook');
    const readMessage = async () => {
      const body = await jsonBody(req);
      if (!body) return { problem: 'Invalid Form Body' };
      const content = messageContent(body);
      if (content.content.length > 2000)
        return { problem: 'Invalid Form Body: content must be 2000 or fewer in length.' };
      if (!content.content.trim() && !content.embeds.length && !content.components.length)
        return { problem: 'Cannot send an empty message', code: 50006 };
      return { content };
    };
    if (!messages && method === 'POST') {
      const read = await readMessage();
      if (!read.content) return error(res, 400, read.code ?? 50035, read.problem);
      return sendJson(res, 200, world.post(record.channelId, botAuthor, read.content));
    }
    if (messages !== 'messages' || !messageId) return error(res, 405, 0, '405: Method Not Allowed');
    const target = messageId === '@original' ? record.originalId : messageId;
    const found = world.messagesOf(record.channelId).find((m) => m.id === target);
    if (!found) return error(res, 404, 10008, 'Unknown Message');
    if (method === 'GET') return sendJson(res, 200, found);
    if (method !== 'PATCH') return error(res, 405, 0, '405: Method Not Allowed');
    const read = await readMessage();
    if (!read.content) return error(res, 400, read.code ?? 50035, read.problem);
    return sendJson(res, 200, world.edit(record.channelId, found.id, read.content));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const api = /^\/api(?:\/v\d+)?\/(.+)$/.exec(url.pathname);
    if (api) return rest(req, res, api[1]!.split('/'));
    if (url.pathname === '/oauth2/authorize') {
      if (url.searchParams.get('client_id') !== app.id && req.method === 'GET')
        return html(res, 400, standInPage('Discord', '<h1>Unknown application</h1>'));
      if (req.method === 'POST') {
        world.guild.bots.add(app.id);
        res.writeHead(303, { location: '/?added=1' }).end();
        return;
      }
      return html(res, 200, renderAuthorize(world, url.searchParams.get('permissions') ?? '0'));
    }
    if (req.method === 'POST' && url.pathname === '/webhooks/new') {
      const form = new URLSearchParams(await readBody(req));
      const channel = world.channel(form.get('channelId') ?? '');
      if (!channel) return sendText(res, 404, 'Unknown Channel');
      const webhook = world.createWebhook(channel.id);
      res.writeHead(303, { location: `/?webhook=${webhook.id}` }).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      const webhook = world.webhooks.get(url.searchParams.get('webhook') ?? '');
      return html(
        res,
        200,
        renderHome(
          world,
          app,
          interactions,
          origin,
          webhook ? `${origin}/api/webhooks/${webhook.id}/${webhook.token}` : null,
          url.searchParams.has('added'),
        ),
      );
    }
    const chat = /^\/channels\/(\d+)\/(\d+)(?:\/chat\/(events|send|press))?$/.exec(url.pathname);
    const channel = chat && chat[1] === world.guild.id ? world.channel(chat[2]!) : undefined;
    if (!chat || !channel) return sendText(res, 404, 'Not found');
    if (!chat[3]) {
      return html(
        res,
        200,
        renderChatView({
          title: `#${channel.name} | ${world.guild.name}`,
          heading: `#${channel.name}`,
          intro: `${escape(world.guild.name)} · you are <strong>${escape(world.person.global_name)}</strong> (@${escape(world.person.username)}). What you send uses the app’s <code>/ask</code> command.`,
          base: `/channels/${world.guild.id}/${channel.id}/chat`,
          businessName: 'VoiceGlow',
          personName: world.person.global_name,
          back: { href: '/', label: 'Server settings' },
        }),
      );
    }
    if (chat[3] === 'events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`data: ${JSON.stringify(state(channel.id))}\n\n`);
      const watcher = { channelId: channel.id, res };
      watchers.add(watcher);
      req.on('close', () => watchers.delete(watcher));
      return;
    }
    const body = await jsonBody(req);
    if (chat[3] === 'send') {
      const text = typeof body?.text === 'string' ? body.text.trim().slice(0, 2000) : '';
      if (!text) return sendJson(res, 400, { error: 'Write a message first.' });
      if (!commands.has('ask'))
        return sendJson(res, 409, { error: 'No app offers /ask in this server yet.' });
      void ask(channel.id, text);
      return sendJson(res, 202, { queued: true });
    }
    const messageId = String(body?.messageId ?? '');
    const customId = String(body?.buttonId ?? '');
    const message = world.messagesOf(channel.id).find((m) => m.id === messageId);
    if (!message?.components.some((row) => row.components.some((b) => b.custom_id === customId)))
      return sendJson(res, 404, { error: 'That button is not in this channel.' });
    void press(channel.id, messageId, customId);
    return sendJson(res, 202, { queued: true });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) => error(res, 500, 0, String(failure)));
  });
  origin = await listenOrigin(server, opts.port, opts.host);
  return {
    origin,
    world,
    app,
    interactions,
    ask,
    press,
    close: () =>
      new Promise<void>((resolve) => {
        for (const watcher of watchers) watcher.res.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The "thinking" message a deferred answer (type 5) shows until its webhook edits it. */
export const THINKING = 'VoiceGlow is thinking…';

/** A message body as Discord keeps it: content, embeds (≤ 10) and components (≤ 5 rows). */
function messageContent(
  data: Record<string, unknown>,
): Pick<DiscordMessage, 'content' | 'embeds' | 'components'> {
  return {
    content: typeof data.content === 'string' ? data.content : '',
    embeds: Array.isArray(data.embeds)
      ? (data.embeds as DiscordMessage['embeds']).slice(0, 10)
      : [],
    components: Array.isArray(data.components)
      ? (data.components as DiscordMessage['components']).slice(0, 5)
      : [],
  };
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const value = JSON.parse((await readBody(req)) || 'null') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function html(res: ServerResponse, status: number, body: string): void {
  sendText(res, status, body, 'text/html');
}

const PERMISSION_NAMES: [bigint, string][] = [
  [0x20n, 'Manage Server'],
  [0x400n, 'View Channels'],
  [0x800n, 'Send Messages'],
];

function renderAuthorize(world: DiscordWorld, permissions: string): string {
  let bits = 0n;
  try {
    bits = BigInt(permissions);
  } catch {
    bits = 0n;
  }
  const asked = PERMISSION_NAMES.filter(([bit]) => (bits & bit) === bit)
    .map(([, name]) => `<li>${escape(name)}</li>`)
    .join('');
  return standInPage(
    'Add VoiceGlow to a server',
    `<h1>Add VoiceGlow to a server</h1>
<p>An external application, <strong>VoiceGlow</strong>, wants to access your Discord account and join <strong>${escape(world.guild.name)}</strong> as a bot.</p>
${asked ? `<p>It asks for these permissions:</p><ul>${asked}</ul>` : ''}
<form method="post" class="row"><button type="submit">Authorize</button></form>`,
  );
}

function renderHome(
  world: DiscordWorld,
  app: DiscordApp,
  interactions: DiscordInteractions,
  origin: string,
  newWebhook: string | null,
  added: boolean,
): string {
  const inServer = world.guild.bots.has(app.id);
  const channels = world.guild.channels
    .map(
      (
        c,
      ) => `<li class="card"><strong>#${escape(c.name)}</strong> <span class="muted">Channel ID <code data-testid="channel-id-${escape(c.name)}">${escape(c.id)}</code></span>
<form class="row" method="post" action="/webhooks/new"><input type="hidden" name="channelId" value="${escape(c.id)}"><button type="submit" aria-label="New webhook for #${escape(c.name)}">New webhook</button></form>
<a href="/channels/${escape(world.guild.id)}/${escape(c.id)}">Open #${escape(c.name)}</a></li>`,
    )
    .join('\n');
  return standInPage(
    'Local Discord',
    `<h1>Local Discord</h1>
<p>The platform talks to this stand-in exactly as to <code>discord.com/api</code>. Add the VoiceGlow bot to the server from the dashboard’s Discord card, make a webhook for a channel here, paste the channel ID and webhook URL there, then write in the channel.</p>
${added ? '<p class="card" role="status">VoiceGlow was added to Trail Runners.</p>' : ''}
${newWebhook ? `<section class="card" aria-labelledby="hook"><h2 id="hook">Webhook created</h2><p>Copy Webhook URL:</p><p><code data-testid="webhook-url">${escape(newWebhook)}</code></p></section>` : ''}
<h2>Application</h2>
<p class="card">VoiceGlow (id <code>${escape(app.id)}</code>, public key <code>${escape(app.publicKey)}</code>)<br>Interactions endpoint: <code>${escape(safe(app.interactionsUrl))}</code> — ${interactions.verified ? 'verified' : 'not verified yet (checked before the first interaction)'}${interactions.lastError ? `; <span class="error">${escape(interactions.lastError)}</span>` : ''}</p>
<h2>Server: ${escape(world.guild.name)}</h2>
<p>${inServer ? 'The VoiceGlow bot is a member of this server.' : 'The VoiceGlow bot is not in this server.'} <span class="muted">API: <code>${escape(origin)}/api/v10</code></span></p>
<ul class="plain">${channels}</ul>`,
  );
}

function safe(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}
