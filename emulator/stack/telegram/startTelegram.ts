import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { callBotMethod, type BotParams } from './botApiMethods';
import { renderTelegramChat, renderTelegramHome } from './renderTelegramPages';
import { TelegramWorld } from './TelegramWorld';
import type { LocalBot } from './telegramTypes';
import { WebhookDelivery } from './WebhookDelivery';
import { listenOrigin } from '../listenOrigin';

/** The Telegram user the page writes as unless `?user=&name=` says otherwise. */
export const DEFAULT_TELEGRAM_USER = { id: 700_100_200, name: 'Tess' };

export interface LocalTelegram {
  /** The Bot API root (`{origin}/bot{token}/{method}`), as `api.telegram.org` is in production. */
  origin: string;
  world: TelegramWorld;
  /** A person writes to a bot (what the page's Send does). */
  write: (bot: LocalBot, text: string, user?: { id: number; name: string }) => void;
  close: () => Promise<void>;
}

/**
 * The local stand-in for the Telegram Bot API: the platform's gateway calls
 * it with the real wire format (`/bot<token>/<method>`, JSON or form
 * parameters, `{ok, result | error_code, description}` answers), and it
 * delivers updates to the webhook a bot set, with the secret token header.
 * Its page is BotFather (create a bot, get its token) and a chat where a
 * person writes as a Telegram user, sees the bot's answers and presses its
 * inline buttons.
 */
export async function startTelegram(opts: { host: string; port: number }): Promise<LocalTelegram> {
  let origin = `http://${opts.host}:${opts.port}`;
  const world = new TelegramWorld();
  const watchers = new Set<{ botId: number; chatId: number; res: ServerResponse }>();
  const push = (botId: number, chatId?: number) => {
    for (const watcher of watchers) {
      if (watcher.botId !== botId || (chatId !== undefined && watcher.chatId !== chatId)) continue;
      const bot = world.botById(botId);
      if (bot) watcher.res.write(`data: ${JSON.stringify(chatState(bot, watcher.chatId))}\n\n`);
    }
  };
  const delivery = new WebhookDelivery((bot) => push(bot.user.id));
  world.onChange((botId, chatId) => push(botId, chatId));

  const chatState = (bot: LocalBot, chatId: number) => ({
    entries: world.chat(bot.user.id, chatId),
    webhook: bot.webhook
      ? { url: bot.webhook.url, lastError: bot.webhook.lastErrorMessage ?? null }
      : null,
  });

  const write = (bot: LocalBot, text: string, user = DEFAULT_TELEGRAM_USER) => {
    world.userWrites(bot, world.person(user.id, user.name), text);
    delivery.kick(bot);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const api = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (api) {
      const bot = world.botByToken(decodeURIComponent(api[1]!));
      if (!bot)
        return sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const params = await readParams(req, url);
      if (params === null)
        return sendJson(res, 400, {
          ok: false,
          error_code: 400,
          description: "Bad Request: can't parse request parameters",
        });
      const answer = callBotMethod(world, bot, api[2]!, params);
      // A new webhook (or one set again) gets what is waiting for it.
      if (/^setwebhook$/i.test(api[2]!)) delivery.kick(bot);
      return sendJson(res, answer.status, answer.body);
    }
    if (req.method === 'GET' && url.pathname === '/') {
      const created = world.botById(Number(url.searchParams.get('created')));
      return html(res, 200, renderTelegramHome(world.allBots(), created ? { created } : {}));
    }
    if (req.method === 'POST' && url.pathname === '/newbot') {
      const form = new URLSearchParams(await readBody(req));
      try {
        const bot = world.createBot(form.get('name') ?? '', form.get('username') ?? '');
        res.writeHead(303, { location: `/?created=${bot.user.id}` }).end();
      } catch (error) {
        html(res, 400, renderTelegramHome(world.allBots(), { error: (error as Error).message }));
      }
      return;
    }
    const chat = /^\/chat\/(\d+)(?:\/(\d+)\/(events|send|press))?$/.exec(url.pathname);
    const bot = chat ? world.botById(Number(chat[1])) : undefined;
    if (!chat || !bot) return sendText(res, 404, 'Not found');
    if (!chat[3]) {
      const id = Number(url.searchParams.get('user')) || DEFAULT_TELEGRAM_USER.id;
      const name = url.searchParams.get('name')?.trim() || DEFAULT_TELEGRAM_USER.name;
      world.person(id, name);
      return html(res, 200, renderTelegramChat(bot, { id, name }));
    }
    const chatId = Number(chat[2]);
    if (chat[3] === 'events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      res.write(`data: ${JSON.stringify(chatState(bot, chatId))}\n\n`);
      const watcher = { botId: bot.user.id, chatId, res };
      watchers.add(watcher);
      req.on('close', () => watchers.delete(watcher));
      return;
    }
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    if (chat[3] === 'send') {
      const text = typeof body.text === 'string' ? body.text.trim().slice(0, 4096) : '';
      if (!text) return sendJson(res, 400, { error: 'Write a message first.' });
      const name = typeof body.name === 'string' ? body.name : DEFAULT_TELEGRAM_USER.name;
      write(bot, text, { id: chatId, name });
      return sendJson(res, 202, { queued: true });
    }
    const update = world.userPresses(
      bot,
      world.person(chatId, DEFAULT_TELEGRAM_USER.name),
      Number(body.messageId),
      String(body.data ?? ''),
    );
    if (!update) return sendJson(res, 404, { error: 'That button is not in this chat.' });
    delivery.kick(bot);
    return sendJson(res, 202, { queued: true });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { ok: false, error_code: 500, description: String(error) }),
    );
  });
  origin = await listenOrigin(server, opts.port, opts.host);
  return {
    origin,
    world,
    write,
    close: () =>
      new Promise<void>((resolve) => {
        delivery.close();
        for (const watcher of watchers) watcher.res.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function html(res: ServerResponse, status: number, body: string): void {
  sendText(res, status, body, 'text/html');
}

/** Bot API parameters: the query string, then a JSON or URL-encoded form body. */
async function readParams(req: IncomingMessage, url: URL): Promise<BotParams | null> {
  const params: BotParams = Object.fromEntries(url.searchParams);
  if (req.method !== 'POST') return params;
  const text = await readBody(req);
  if (text.trim() === '') return params;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    try {
      const body = JSON.parse(text) as unknown;
      return body && typeof body === 'object' ? { ...params, ...(body as BotParams) } : null;
    } catch {
      return null;
    }
  }
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  return null;
}
