import { logger } from 'firebase-functions';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRegion } from '@vg/common';
import { dbFor } from '../firestore';
import { verifyCaller, type Caller } from './caller';
import type { Endpoint } from './endpoint';
import { HttpError, describeIssues } from './HttpError';
import { badIdMessage, matchPath } from './matchPath';
import { clientAddress, limitAddress, limitVisitor } from './rateLimits';
import { readJsonBody, readRawBody } from './readJsonBody';

type Request = IncomingMessage & { body?: unknown; rawBody?: Buffer };

/** Chosen: longer than any link the apps build, far short of a header flood. */
export const MAX_URL_CHARS = 4096;
/** Chosen: the longest query value an endpoint reads (ids, a form id). */
const MAX_QUERY_VALUE_CHARS = 500;

/**
 * Maps `[/api]/{region}/<route>` to one endpoint. The region picks the
 * database; the rest of the path picks the handler. Every answer is JSON:
 * a failure is `{ error: { code, message } }` with a 4xx status for
 * anything the request got wrong, whatever it sent.
 */
export function createRouter(endpoints: readonly Endpoint[]) {
  return async function route(req: Request, res: ServerResponse): Promise<void> {
    try {
      const result = await dispatch(endpoints, req);
      if (result.plainText !== undefined) sendPlain(res, result.status ?? 200, result.plainText);
      else send(res, result.status ?? 200, result.body);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, error.toBody(), error.headers);
      } else {
        logger.error('Unhandled error in', req.method, req.url?.slice(0, 200), error);
        send(res, 500, {
          error: {
            code: 'internal',
            message: 'Something failed on our side. Please try again in a moment.',
          },
        });
      }
    }
  };
}

async function dispatch(endpoints: readonly Endpoint[], req: Request) {
  const rawUrl = req.url ?? '/';
  if (rawUrl.length > MAX_URL_CHARS) {
    throw new HttpError(
      414,
      `The address is longer than ${MAX_URL_CHARS} characters: send the data in the body.`,
    );
  }
  limitAddress(clientAddress(req.headers, req.socket?.remoteAddress));
  const url = parseUrl(rawUrl);
  const segments = url.pathname.split('/').filter((part) => part !== '');
  if (segments[0] === 'api') segments.shift();
  const region = segments.shift();
  if (!isRegion(region)) {
    throw new HttpError(
      404,
      `Unknown region '${(region ?? '').slice(0, 20)}': paths start with /api/eu/ or /api/na/.`,
    );
  }
  const where = `/${segments.join('/')}`.slice(0, 200);
  const method = (req.method ?? 'GET').toUpperCase();
  const found = endpoints.map((endpoint) => ({
    endpoint,
    match: matchPath(endpoint.path, segments),
  }));
  const matches = found.flatMap(({ endpoint, match }) =>
    match?.kind === 'match' ? [{ endpoint, params: match.params }] : [],
  );
  if (matches.length === 0) {
    const bad = found.find(({ match }) => match?.kind === 'bad-id')?.match;
    if (bad?.kind === 'bad-id') {
      throw new HttpError(400, badIdMessage(bad.name, bad.value), { code: 'invalid-id' });
    }
    throw new HttpError(404, `No endpoint at ${where}: check the address.`);
  }
  const match = matches.find((entry) => entry.endpoint.method === method);
  if (!match) {
    const allowed = [...new Set(matches.map((entry) => entry.endpoint.method))].join(', ');
    throw new HttpError(405, `Use ${allowed} for ${where}.`, {}, { Allow: allowed });
  }
  const { endpoint, params } = match;
  const raw =
    method !== 'POST' || endpoint.body === 'raw'
      ? queryOf(url)
      : await readJsonBody(req, endpoint.maxBodyBytes);
  const parsed = endpoint.input.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
  let caller: Promise<Caller> | undefined;
  return endpoint.handle({
    region,
    db: dbFor(region),
    params,
    input: parsed.data,
    headers: req.headers,
    caller: () =>
      (caller ??= verifyCaller(req.headers).then((verified) => {
        if (endpoint.limit) limitVisitor(endpoint.limit, verified.uid, params.agentId);
        return verified;
      })),
    rawBody: () => readRawBody(req, endpoint.maxBodyBytes ?? 0),
  });
}

function parseUrl(raw: string): URL {
  try {
    return new URL(raw, 'http://localhost');
  } catch {
    throw new HttpError(400, 'The address is not a valid URL.');
  }
}

function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key.length > 100 || value.length > MAX_QUERY_VALUE_CHARS) {
      throw new HttpError(
        400,
        `Invalid request: the query parameter '${key.slice(0, 40)}' is longer than ${MAX_QUERY_VALUE_CHARS} characters.`,
      );
    }
    query[key] = value;
  }
  return query;
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return void res.end();
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
}

function sendPlain(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.end();
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(text);
}
