import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import qs from 'qs';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { StripeStore, newId, nowSeconds, type StripeObject } from './StripeStore';
import { StripeError } from './stripeError';
import { Payments, publicView } from './Payments';
import { Catalog } from './Catalog';
import { Subscriptions } from './Subscriptions';
import { Connect } from './Connect';
import { Checkout } from './Checkout';
import { WebhookSender, type WebhookEndpoint } from './WebhookSender';
import { PUBLISHABLE_CALLS, findRoute, present, type Services } from './routeRequest';
import { handlePageRequest } from './handlePageRequest';
import { seedStripe } from './seedStripe';
import type { Params } from './params';
import { listenOrigin } from '../listenOrigin';

/** The API version the `stripe` package of the functions pins. */
const API_VERSION = '2026-10-28.endive';

export interface LocalStripe {
  /** http://host:port: the REST API (the `stripe` client's host/port/protocol) and the page. */
  origin: string;
  services: Services;
  webhooks: WebhookSender;
  close: () => Promise<void>;
}

export interface StripeOptions {
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  /** Where events are delivered, each with its signing secret. */
  webhooks: WebhookEndpoint[];
  file?: string;
}

/**
 * The local stand-in for Stripe's API, which the unmodified `stripe`
 * client and Stripe.js talk to: form-encoded requests, Stripe's objects,
 * lists and error shapes, idempotency keys, and events delivered to webhook
 * endpoints signed as Stripe signs them, retried until taken. Its page is
 * where a person acts as the Stripe account's user (see handlePageRequest).
 */
export async function startStripe(opts: StripeOptions): Promise<LocalStripe> {
  const server = createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) => {
        const stripeError =
          error instanceof StripeError
            ? error
            : new StripeError(500, 'api_error', `An unexpected error occurred: ${String(error)}`);
        cors(req, res);
        sendJson(res, stripeError.status, stripeError.toJSON());
      })
      .finally(flushEvents);
  });
  const origin = await listenOrigin(server, opts.port, opts.host);
  const store = new StripeStore(opts.file);
  const webhooks = new WebhookSender(() => opts.webhooks);
  // The connected account the current request acts on (Stripe-Account header, or a
  // Checkout page of a connected account): its events name it in `account`.
  let actingAccount: string | null = null;
  const emit = (type: string, object: StripeObject, previous?: Record<string, unknown>) => {
    const event = store.create('event', {
      ...(actingAccount ? { account: actingAccount } : {}),
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      data: {
        object: publicView(structuredClone(object)),
        ...(previous ? { previous_attributes: publicView(previous) } : {}),
      },
      pending_webhooks: opts.webhooks.length,
      request: { id: null, idempotency_key: null },
    });
    pendingEvents.push(event);
  };
  // Events go out once the request that caused them has been answered, as Stripe's do.
  const pendingEvents: StripeObject[] = [];
  const flushEvents = () => {
    store.save();
    for (const event of pendingEvents.splice(0)) webhooks.deliver(event);
  };
  const payments = new Payments(store, emit);
  const catalog = new Catalog(store);
  const subscriptions = new Subscriptions(store, catalog, payments, emit);
  const connect = new Connect(store, emit, origin);
  const checkout = new Checkout(store, payments, subscriptions, emit, origin);
  const services: Services = { store, payments, catalog, subscriptions, connect, checkout };
  const asAccount = <T>(account: string | null, work: () => T): T => {
    actingAccount = account;
    try {
      return work();
    } finally {
      actingAccount = null;
    }
  };
  seedStripe(catalog, store);
  flushEvents();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (!url.pathname.startsWith('/v1/')) {
      if (
        await handlePageRequest(req, res, url, {
          services,
          webhooks,
          origin,
          endpoints: opts.webhooks,
          asAccount,
        })
      )
        return;
      return sendText(res, 404, 'Not found', 'text/plain');
    }
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const body = await readBody(req);
    const params: Params =
      req.method === 'GET' || req.method === 'DELETE'
        ? (qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 100 }) as Params)
        : (qs.parse(body, { depth: 10, arrayLimit: 100 }) as Params);
    const route = findRoute(req.method ?? 'GET', url.pathname);
    if (!route)
      throw new StripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method} ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      );
    const key = apiKey(req, params);
    if (
      key !== opts.secretKey &&
      !(key === opts.publishableKey && PUBLISHABLE_CALLS.has(route.pattern))
    )
      throw new StripeError(
        401,
        'invalid_request_error',
        key
          ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    delete params.key;
    const account = header(req, 'stripe-account') ?? null;
    if (account && store.find(account)?.object !== 'account')
      throw new StripeError(
        403,
        'invalid_request_error',
        `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
        { code: 'account_invalid' },
      );
    const idempotencyKey = req.method === 'POST' ? header(req, 'idempotency-key') : undefined;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${url.pathname} ${body}`)
      .digest('hex');
    const requestId = newId('req');
    if (idempotencyKey) {
      const seen = store.idempotency.get(`${key}:${idempotencyKey}`);
      if (seen && seen.fingerprint !== fingerprint)
        throw new StripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      if (seen) {
        res.setHeader('Idempotent-Replayed', 'true');
        res.setHeader('Original-Request', requestId);
        return answer(res, seen.status, seen.body, idempotencyKey, requestId);
      }
    }
    let status = 200;
    let result: unknown;
    try {
      result = present(
        store,
        asAccount(account, () => route.handler(services, params, route.id, account)),
        params,
        url.pathname,
      );
    } catch (error) {
      if (!(error instanceof StripeError) || !idempotencyKey) throw error;
      // Stripe remembers failed answers too (but not 500s).
      status = error.status;
      result = error.toJSON();
    }
    const body2 = publicView(result);
    for (const event of pendingEvents)
      event.request = { id: requestId, idempotency_key: idempotencyKey ?? null };
    if (idempotencyKey)
      store.idempotency.set(`${key}:${idempotencyKey}`, {
        fingerprint,
        status,
        body: body2,
        at: Date.now(),
      });
    return answer(res, status, body2, idempotencyKey, requestId);
  }

  return {
    origin,
    services,
    webhooks,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        store.save();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The secret key as bearer (the `stripe` client) or Stripe.js's `key` body field. */
function apiKey(req: IncomingMessage, params: Params): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString('utf8').split(':')[0];
  return typeof params.key === 'string' ? params.key : undefined;
}

function answer(
  res: ServerResponse,
  status: number,
  body: unknown,
  idempotencyKey: string | undefined,
  requestId: string,
): void {
  res.setHeader('Request-Id', requestId);
  res.setHeader('Stripe-Version', API_VERSION);
  if (idempotencyKey) res.setHeader('Idempotency-Key', idempotencyKey);
  sendJson(res, status, body);
}

/** Stripe.js calls the API from the page's origin. */
function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', header(req, 'origin') ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization, Content-Type, Idempotency-Key, Stripe-Account, Stripe-Version',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Request-Id, Stripe-Version, Idempotency-Key');
  res.setHeader('Vary', 'Origin');
}
