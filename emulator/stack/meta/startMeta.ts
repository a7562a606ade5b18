import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { escape, renderChatView, type ChatViewState } from '../standInPage';
import { callGraph, graphError, type GraphParams } from './graphApi';
import { personPresses, personWrites } from './metaPeople';
import { MetaWebhooks, type MetaAppConfig } from './MetaWebhooks';
import { WhatsappStatuses } from './WhatsappStatuses';
import { chatKey, MetaWorld, type MetaPerson, type MetaSurface } from './MetaWorld';
import { renderMetaDialog, renderMetaHome } from './renderMetaPages';
import { listenOrigin } from '../listenOrigin';

/** The local Meta app (its id, secret and webhook verify token; production has its own). */
export const LOCAL_META_APP = {
  id: '1234567890123456',
  secret: 'local-meta-app-secret',
  verifyToken: 'local-meta-verify-token',
} as const;

export interface LocalMeta {
  /** The Graph API root (`{origin}/v18.0/…`) and the login dialog's host. */
  origin: string;
  world: MetaWorld;
  webhooks: MetaWebhooks;
  /** The status webhooks of WhatsApp messages (`read` marks a chat read, as opening it does). */
  statuses: WhatsappStatuses;
  /** A person writes (what the page's Send does); answers whether Meta sent an event. */
  write: (surface: MetaSurface, channelId: string, text: string, person?: MetaPerson) => boolean;
  close: () => Promise<void>;
}

const SURFACES = new Set<MetaSurface>(['whatsapp', 'messenger', 'instagram']);

/**
 * The local stand-in for Meta's Graph API (WhatsApp Cloud API, Messenger
 * and Instagram messaging) and its login dialog: the platform calls it with
 * the real wire format and it sends webhook events to the app's callback
 * as Meta does (verified with hub.challenge, signed with
 * X-Hub-Signature-256). Its page is where a person writes as a WhatsApp,
 * Messenger or Instagram user and sees the business's answers and buttons.
 */
export async function startMeta(opts: {
  host: string;
  port: number;
  /** The app's webhook callback URL (read at each delivery). */
  callbackUrl: () => string;
  app?: { id: string; secret: string; verifyToken: string };
}): Promise<LocalMeta> {
  let origin = `http://${opts.host}:${opts.port}`;
  const world = new MetaWorld();
  const app: MetaAppConfig = { ...(opts.app ?? LOCAL_META_APP), callbackUrl: opts.callbackUrl };
  const watchers = new Set<{ key: string; res: ServerResponse; state: () => ChatViewState }>();
  const pushAll = (key?: string) => {
    for (const watcher of watchers) {
      if (key === undefined || watcher.key === key)
        watcher.res.write(`data: ${JSON.stringify(watcher.state())}\n\n`);
    }
  };
  const webhooks = new MetaWebhooks(app, () => pushAll());
  world.onChange((key) => pushAll(key));
  const statuses = new WhatsappStatuses(
    world,
    app,
    (event) => webhooks.send(event),
    (phoneId, to) => [...watchers].some((w) => w.key === chatKey('whatsapp', phoneId, to)),
  );

  const deliver = (event: unknown): boolean => {
    if (!event) return false;
    webhooks.send(event);
    return true;
  };
  const write = (
    surface: MetaSurface,
    channelId: string,
    text: string,
    person = world.people[surface],
  ) => deliver(personWrites(world, app, surface, channelId, person, text));

  const chatState = (surface: MetaSurface, channelId: string, personId: string): ChatViewState => {
    const subscribed =
      surface === 'whatsapp'
        ? world.number(channelId)?.business.subscribedApps.has(app.id)
        : (surface === 'messenger'
            ? world.page(channelId)
            : world.pageOfInstagram(channelId)
          )?.subscriptions.has(app.id);
    return {
      entries: world.chat(surface, channelId, personId),
      status: !subscribed
        ? 'No app receives these messages yet: connect it in the dashboard.'
        : webhooks.state.lastError
          ? `Delivery problem: ${webhooks.state.lastError}`
          : 'The business receives your messages through its app’s webhook.',
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const graph = /^\/v\d+\.\d+\/(.+)$/.exec(url.pathname);
    if (graph && !graph[1]!.startsWith('dialog/')) {
      const params = await readParams(req, url);
      if (params === null)
        return sendJson(res, 400, graphError(400, 100, 'Could not parse the request body').body);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token =
        bearer ?? (typeof params.access_token === 'string' ? params.access_token : undefined);
      const path = graph[1]!.split('/').map(decodeURIComponent);
      const answer = callGraph(world, app, req.method ?? 'GET', path, params, token);
      const sent = whatsappSent(world, req.method, path, answer.body);
      if (answer.status === 200 && sent) statuses.accepted(sent.phoneId, sent.to, sent.id);
      pushAll();
      return sendJson(res, answer.status, answer.body);
    }
    if (req.method === 'GET' && /^\/(v\d+\.\d+\/)?dialog\/oauth$/.test(url.pathname)) {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== app.id || !/^https?:\/\//.test(redirectUri))
        return html(res, 400, 'Invalid app ID or redirect URI.');
      return html(
        res,
        200,
        renderMetaDialog(world, {
          redirectUri,
          state: url.searchParams.get('state') ?? '',
          scope: url.searchParams.get('scope') ?? '',
        }),
      );
    }
    if (req.method === 'POST' && url.pathname === '/dialog/oauth/decide') {
      const form = new URLSearchParams(await readBody(req));
      const target = new URL(form.get('redirect_uri') ?? '');
      const state = form.get('state') ?? '';
      if (form.get('decision') === 'allow') {
        const fragment = new URLSearchParams({
          access_token: world.issueUserToken(false),
          expires_in: '5400',
          state,
        });
        target.hash = fragment.toString();
      } else {
        target.search = new URLSearchParams({
          error: 'access_denied',
          error_reason: 'user_denied',
          error_description: 'Permissions error',
          state,
        }).toString();
      }
      res.writeHead(303, { location: target.toString() }).end();
      return;
    }
    const approve = /^\/templates\/(\d+)\/approve$/.exec(url.pathname);
    if (req.method === 'POST' && approve) {
      const template = world.businesses
        .flatMap((b) => b.templates)
        .find((t) => t.id === approve[1]);
      if (!template) return sendText(res, 404, 'Not found');
      template.status = 'APPROVED';
      res.writeHead(303, { location: '/' }).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/') {
      return html(res, 200, renderMetaHome(world, safeCallback(app), webhooks.state));
    }
    const chat =
      /^\/chat\/(whatsapp|messenger|instagram)\/(\d+)(?:\/(\d+)\/(events|send|press))?$/.exec(
        url.pathname,
      );
    const surface = chat?.[1] as MetaSurface | undefined;
    const channelId = chat?.[2] ?? '';
    const known =
      surface === 'whatsapp'
        ? world.number(channelId)
        : surface === 'messenger'
          ? world.page(channelId)
          : world.pageOfInstagram(channelId);
    if (!chat || !surface || !SURFACES.has(surface) || !known)
      return sendText(res, 404, 'Not found');
    if (!chat[3]) {
      const person = {
        id: url.searchParams.get('id')?.replace(/\D/g, '') || world.people[surface].id,
        name: url.searchParams.get('name')?.trim().slice(0, 64) || world.people[surface].name,
      };
      const business =
        surface === 'whatsapp'
          ? world.number(channelId)!.number.verified_name
          : surface === 'messenger'
            ? world.page(channelId)!.name
            : `@${world.pageOfInstagram(channelId)!.instagram!.username}`;
      const product = { whatsapp: 'WhatsApp', messenger: 'Messenger', instagram: 'Instagram' }[
        surface
      ];
      const base = `/chat/${surface}/${channelId}/${person.id}`;
      return html(
        res,
        200,
        renderChatView({
          title: `${product}: ${business}`,
          heading: `${business} on ${product}`,
          intro: `You write as <strong>${escape(person.name)}</strong> (${product} user ${person.id}).`,
          base,
          businessName: business,
          personName: person.name,
          back: { href: '/', label: 'All numbers and pages' },
        }),
      );
    }
    const personId = chat[3];
    if (chat[4] === 'events') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      const watcher = {
        key: chatKey(surface, channelId, personId),
        res,
        state: () => chatState(surface, channelId, personId),
      };
      res.write(`data: ${JSON.stringify(watcher.state())}\n\n`);
      watchers.add(watcher);
      if (surface === 'whatsapp') statuses.read(channelId, personId);
      req.on('close', () => watchers.delete(watcher));
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: 'The body is not JSON.' });
    }
    const name =
      typeof body.name === 'string' && body.name.trim()
        ? body.name.trim().slice(0, 64)
        : world.people[surface].name;
    const person = { id: personId, name };
    // Whoever answers has read the chat.
    if (surface === 'whatsapp') statuses.read(channelId, personId);
    if (chat[4] === 'send') {
      const text = typeof body.text === 'string' ? body.text.trim().slice(0, 4096) : '';
      if (!text) return sendJson(res, 400, { error: 'Write a message first.' });
      write(surface, channelId, text, person);
      return sendJson(res, 202, { queued: true });
    }
    const event = personPresses(
      world,
      app,
      surface,
      channelId,
      person,
      String(body.messageId ?? ''),
      String(body.buttonId ?? ''),
    );
    if (event === undefined)
      return sendJson(res, 404, { error: 'That button is not in this chat.' });
    deliver(event);
    return sendJson(res, 202, { queued: true });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, graphError(500, 2, String(error)).body),
    );
  });
  origin = await listenOrigin(server, opts.port, opts.host);
  return {
    origin,
    world,
    webhooks,
    statuses,
    write,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        statuses.close();
        for (const watcher of watchers) watcher.res.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A WhatsApp message the Cloud API just accepted: its number, recipient and wamid. */
function whatsappSent(
  world: MetaWorld,
  method: string | undefined,
  path: string[],
  body: unknown,
): { phoneId: string; to: string; id: string } | null {
  const [phoneId = '', second] = path;
  if (method !== 'POST' || second !== 'messages' || path.length !== 2 || !world.number(phoneId))
    return null;
  const answer = body as { contacts?: { wa_id?: string }[]; messages?: { id?: string }[] } | null;
  const to = answer?.contacts?.[0]?.wa_id;
  const id = answer?.messages?.[0]?.id;
  return to && id ? { phoneId, to, id } : null;
}

function safeCallback(app: MetaAppConfig): string {
  try {
    return app.callbackUrl();
  } catch {
    return '';
  }
}

function html(res: ServerResponse, status: number, body: string): void {
  sendText(res, status, body, 'text/html');
}

/** Graph parameters: the query string, then a JSON or URL-encoded form body. */
async function readParams(req: IncomingMessage, url: URL): Promise<GraphParams | null> {
  const params: GraphParams = Object.fromEntries(url.searchParams);
  if (req.method === 'GET') return params;
  const text = await readBody(req);
  if (text.trim() === '') return params;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded'))
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? { ...params, ...(body as GraphParams) } : null;
  } catch {
    return null;
  }
}
