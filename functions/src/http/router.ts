import { logger } from 'firebase-functions';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRegion } from '@vg/common';
import { dbFor } from '../firestore';
import { verifyCaller } from './caller';
import type { Endpoint } from './endpoint';
import { HttpError, describeIssues } from './HttpError';
import { matchPath } from './matchPath';
import { readJsonBody } from './readJsonBody';

type Request = IncomingMessage & { body?: unknown; query?: unknown };

/**
 * Maps `[/api]/{region}/<route>` to one endpoint. The region picks the
 * database; the rest of the path picks the handler.
 */
export function createRouter(endpoints: readonly Endpoint[]) {
  return async function route(req: Request, res: ServerResponse): Promise<void> {
    try {
      const result = await dispatch(endpoints, req);
      send(res, result.status ?? 200, result.body);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, { ...error.extra, error: error.message });
      } else {
        logger.error('Unhandled error in', req.method, req.url, error);
        send(res, 500, { error: 'Something failed on our side. Please try again in a moment.' });
      }
    }
  };
}

async function dispatch(endpoints: readonly Endpoint[], req: Request) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const segments = url.pathname.split('/').filter((part) => part !== '');
  if (segments[0] === 'api') segments.shift();
  const region = segments.shift();
  if (!isRegion(region)) {
    throw new HttpError(
      404,
      `Unknown region '${region ?? ''}': paths start with /api/eu/ or /api/na/.`,
    );
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const matches = endpoints
    .map((endpoint) => ({ endpoint, params: matchPath(endpoint.path, segments) }))
    .filter((entry) => entry.params !== null);
  if (matches.length === 0) throw new HttpError(404, `No endpoint at /${segments.join('/')}.`);
  const match = matches.find((entry) => entry.endpoint.method === method);
  if (!match?.params) {
    const allowed = matches.map((entry) => entry.endpoint.method).join(', ');
    throw new HttpError(405, `Use ${allowed} for /${segments.join('/')}.`);
  }
  const raw = method === 'POST' ? await readJsonBody(req) : Object.fromEntries(url.searchParams);
  const parsed = match.endpoint.input.safeParse(raw ?? {});
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
  let caller: ReturnType<typeof verifyCaller> | undefined;
  return match.endpoint.handle({
    region,
    db: dbFor(region),
    params: match.params,
    input: parsed.data,
    headers: req.headers,
    caller: () => (caller ??= verifyCaller(req.headers)),
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
