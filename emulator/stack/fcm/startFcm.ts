import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { listenOrigin } from '../listenOrigin';
import type { FcmMessage, PushedMessage } from './FcmMessage';
import { FcmRegistry } from './FcmRegistry';
import { googleError, handleRegistrations, REGISTRATIONS_PATH } from './handleRegistrations';
import { renderFcmPage } from './renderFcmPage';

const SEND_PATH = /^\/v1\/projects\/([a-z0-9-]{1,64})\/messages:send$/;

/**
 * The local stand-in for Firebase Cloud Messaging: the web registration API
 * browsers get their tokens from (`/v1/projects/{project}/registrations`,
 * see handleRegistrations) and the HTTP v1 send API
 * (`POST /v1/projects/{project}/messages:send` with an OAuth bearer token).
 * A send is checked as FCM does (a bearer token, exactly one target, string
 * data values) and answered with FCM's `{name}` or its Google API error body.
 * Only tokens it issued reach a browser: any other token, one the browser
 * deleted, or one a tester unregistered on the page answers 404 UNREGISTERED.
 * Its page lists the registered browsers and what was pushed;
 * `/messages.json` gives the pushes to tests. `file` keeps the issued tokens
 * between runs.
 */
export async function startFcm(opts: { host: string; port: number; file?: string }) {
  const pushed: PushedMessage[] = [];
  const unregistered = new Set<string>();
  const registry = new FcmRegistry(opts.file);

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      fcmError(res, 500, 'INTERNAL', `Internal error encountered: ${String(error)}`),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fcm.local');
    // The registration API is called from the dashboard's pages, as fcmregistrations.googleapis.com is.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'POST, PATCH, DELETE',
          'Access-Control-Allow-Headers':
            'content-type, accept, x-goog-api-key, x-goog-firebase-installations-auth',
          'Access-Control-Max-Age': '3600',
        })
        .end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/')
      return sendText(res, 200, renderFcmPage(pushed, registry.list(), unregistered), 'text/html');
    if (req.method === 'GET' && url.pathname === '/messages.json')
      return sendJson(res, 200, pushed);
    if (req.method === 'POST' && url.pathname === '/unregister') {
      const token = new URLSearchParams(await readBody(req)).get('token')?.trim();
      if (token) {
        unregistered.add(token);
        registry.delete(token);
      }
      res.writeHead(303, { Location: '/' }).end();
      return;
    }
    const registration = REGISTRATIONS_PATH.exec(url.pathname);
    if (registration) return handleRegistrations(req, res, registration, registry);
    const match = SEND_PATH.exec(url.pathname);
    if (!match) return fcmError(res, 404, 'NOT_FOUND', 'The requested URL was not found.');
    if (req.method !== 'POST')
      return fcmError(res, 405, 'INVALID_ARGUMENT', 'Only POST is supported.');
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? ''))
      return fcmError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request is missing required authentication credential. Expected OAuth 2 access token.',
      );
    const parsed = parseSend(await readBody(req));
    if (typeof parsed === 'string') return fcmError(res, 400, 'INVALID_ARGUMENT', parsed);
    if (!registry.find(match[1] ?? '', parsed.message.token))
      return fcmError(res, 404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    const name = `projects/${match[1]}/messages/${randomUUID()}`;
    if (!parsed.validate_only)
      pushed.push({
        name,
        project: match[1] ?? '',
        receivedAt: new Date().toISOString(),
        message: parsed.message,
      });
    return sendJson(res, 200, { name });
  }

  const origin = await listenOrigin(server, opts.port, opts.host);
  return {
    origin,
    /** The tokens issued to browsers and not deleted since. */
    registered: () => registry.list(),
    /** Everything pushed so far, oldest first. */
    pushed: () => [...pushed],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LocalFcm = Awaited<ReturnType<typeof startFcm>>;

/** FCM's send body, or the reason FCM would refuse it. */
function parseSend(text: string): { message: FcmMessage; validate_only?: boolean } | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Invalid JSON payload received.';
  }
  const message = (body as { message?: unknown } | null)?.message as
    Record<string, unknown> | undefined;
  if (!message || typeof message !== 'object') return 'Request contains an invalid argument.';
  const targets = ['token', 'topic', 'condition'].filter((key) => key in message);
  if (targets.length !== 1) return 'Exactly one of token, topic or condition must be specified.';
  if (typeof message.token !== 'string' || message.token.trim() === '')
    return 'The registration token is not a valid FCM registration token';
  const data = message.data as Record<string, unknown> | undefined;
  if (data && Object.values(data).some((value) => typeof value !== 'string'))
    return "Invalid value at 'message.data': every value must be a string.";
  return {
    message: message as unknown as FcmMessage,
    validate_only: (body as { validate_only?: unknown }).validate_only === true,
  };
}

function fcmError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  errorCode = status,
): void {
  googleError(res, code, status, message, errorCode);
}
