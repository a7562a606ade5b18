import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import {
  DAYS,
  DEMO_API_SECRET,
  demoOrders,
  hoursMessage,
  orderMessage,
  type Day,
  type DemoOrder,
  type ReceivedEvent,
} from './demoShop';
import { renderDemoApiPage } from './renderDemoApiPage';

const STATUSES: readonly DemoOrder['status'][] = ['processing', 'shipped', 'delivered'];
/** Workspace events kept for the page, newest first. */
const MAX_EVENTS = 20;

/**
 * A small shop API for agent tools to call offline (the seeded demo agent
 * has "Order status" as a tool): GET /orders?orderId= (bearer
 * demo-shop-secret) and GET /opening-hours?day=. It also receives a
 * workspace's events (POST /events answers 200; POST /events/down answers
 * 503, a receiver that is down). Its page lists the orders, lets a person
 * change an order's status, as the shop's staff would, and shows the
 * events received.
 */
export async function startDemoApi(opts: { host: string; port: number }) {
  let origin = `http://${opts.host}:${opts.port}`;
  const orders = demoOrders();
  const events: ReceivedEvent[] = [];
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) =>
      sendJson(res, 500, { error: { code: 'internal', message: String(err) } }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && url.pathname === '/') {
      return sendText(
        res,
        200,
        renderDemoApiPage(origin, [...orders.values()], events),
        'text/html',
      );
    }
    if (req.method === 'POST' && (url.pathname === '/events' || url.pathname === '/events/down')) {
      const up = url.pathname === '/events';
      events.unshift({ ...eventSummary(await readBody(req)), status: up ? 200 : 503 });
      events.splice(MAX_EVENTS);
      return up
        ? sendJson(res, 200, { received: true })
        : sendJson(res, 503, { error: { code: 'down', message: 'The receiver is down.' } });
    }
    if (req.method === 'POST' && url.pathname === '/status') {
      const form = new URLSearchParams(await readBody(req));
      const order = orders.get(form.get('orderId') ?? '');
      const status = form.get('status') as DemoOrder['status'];
      if (order && STATUSES.includes(status)) order.status = status;
      res.writeHead(303, { location: '/' });
      res.end();
      return;
    }
    if (url.pathname === '/orders') {
      if (req.headers.authorization !== `Bearer ${DEMO_API_SECRET}`) {
        return sendJson(res, 401, {
          error: { code: 'unauthorized', message: 'Send the shop key as a bearer token.' },
        });
      }
      const id = await param(req, url, 'orderId');
      const order = orders.get(id);
      if (!order) {
        return sendJson(res, 404, {
          error: { code: 'not-found', message: `There is no order ${id.slice(0, 40)}.` },
        });
      }
      return sendJson(res, 200, { ...order, message: orderMessage(order) });
    }
    if (url.pathname === '/opening-hours') {
      const asked = (await param(req, url, 'day')).toLowerCase();
      const day = (DAYS as readonly string[]).includes(asked) ? (asked as Day) : null;
      if (!day) {
        return sendJson(res, 200, {
          message: DAYS.map((entry) => hoursMessage(entry)).join(' '),
        });
      }
      return sendJson(res, 200, { day, message: hoursMessage(day) });
    }
    sendJson(res, 404, { error: { code: 'not-found', message: 'No such endpoint.' } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  // Port 0 (tests) takes a free port.
  const { port } = server.address() as AddressInfo;
  origin = `http://${opts.host}:${port}`;
  return {
    origin,
    host: `${opts.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function eventSummary(raw: string): Omit<ReceivedEvent, 'status'> {
  try {
    const body = JSON.parse(raw) as { type?: unknown; payload?: { createdAt?: unknown } };
    return {
      type: typeof body.type === 'string' ? body.type.slice(0, 60) : '(no type)',
      createdAt: typeof body.payload?.createdAt === 'number' ? body.payload.createdAt : null,
    };
  } catch {
    return { type: '(not JSON)', createdAt: null };
  }
}

/** A field from the query, or from a JSON body (tools send body fields by POST). */
async function param(req: IncomingMessage, url: URL, key: string): Promise<string> {
  const fromQuery = url.searchParams.get(key);
  if (fromQuery !== null || req.method !== 'POST') return (fromQuery ?? '').trim();
  try {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const value = body[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  } catch {
    return '';
  }
}
