import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import { listenOrigin } from '../listenOrigin';
import type { FcmMessage, PushedMessage } from './FcmMessage';
import { renderFcmPage } from './renderFcmPage';

const SEND_PATH = /^\/v1\/projects\/([a-z0-9-]{1,64})\/messages:send$/;

/**
 * The local stand-in for Firebase Cloud Messaging's HTTP v1 API
 * (`POST /v1/projects/{project}/messages:send` with an OAuth bearer token):
 * it checks a request as FCM does (a bearer token, exactly one target, string
 * data values) and answers FCM's `{name}` or its Google API error body. A
 * token a tester unregistered on the page answers 404 UNREGISTERED, as a
 * browser that revoked permission does. Its page lists what was pushed;
 * `/messages.json` gives the same to tests.
 */
export async function startFcm(opts: { host: string; port: number }) {
  const pushed: PushedMessage[] = [];
  const unregistered = new Set<string>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      fcmError(res, 500, 'INTERNAL', `Internal error encountered: ${String(error)}`),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fcm.local');
    if (req.method === 'GET' && url.pathname === '/')
      return sendText(res, 200, renderFcmPage(pushed, unregistered), 'text/html');
    if (req.method === 'GET' && url.pathname === '/messages.json')
      return sendJson(res, 200, pushed);
    if (req.method === 'POST' && url.pathname === '/unregister') {
      const token = new URLSearchParams(await readBody(req)).get('token')?.trim();
      if (token) unregistered.add(token);
      res.writeHead(303, { Location: '/' }).end();
      return;
    }
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
    if (unregistered.has(parsed.message.token))
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
  sendJson(res, code, {
    error: {
      code,
      message,
      status,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  });
}
