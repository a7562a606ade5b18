import { graphErrorSchema, WHATSAPP_GRAPH_API_VERSION } from '@vg/common';
import { loadEnv } from '../env';
import { HttpError } from '../http/HttpError';

/** A Graph API answer: the JSON body, or Meta's error message. */
export type GraphAnswer =
  { ok: true; body: unknown } | { ok: false; status: number; message: string; code?: number };

const TIMEOUT_MS = 15_000;

/**
 * The Graph API (`{root}/v18.0/{path}`): graph.facebook.com in production,
 * the stack's stand-in (same wire format) locally. The token goes as a
 * bearer header; GET parameters in the query, POST bodies as JSON. A few
 * plain HTTPS calls, so no SDK is used.
 */
export async function callGraph(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: { token?: string; query?: Record<string, string>; body?: unknown } = {},
): Promise<GraphAnswer> {
  const url = new URL(`${loadEnv().VG_META_GRAPH_ROOT}/${WHATSAPP_GRAPH_API_VERSION}/${path}`);
  for (const [key, value] of Object.entries(opts.query ?? {})) url.searchParams.set(key, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'Meta could not be reached. Please try again in a moment.', {
      code: 'meta-unreachable',
    });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body };
  const error = graphErrorSchema.safeParse(body);
  return {
    ok: false,
    status: response.status,
    message: error.success ? error.data.error.message : `HTTP ${response.status}`,
    ...(error.success && error.data.error.code !== undefined
      ? { code: error.data.error.code }
      : {}),
  };
}

/** The body of a successful answer read with `schema`, else a 502 naming Meta's message. */
export function graphBody<T>(
  answer: GraphAnswer,
  schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  what: string,
): T {
  if (!answer.ok) throw new HttpError(502, `Error: ${answer.message}`, { code: 'meta-refused' });
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new HttpError(502, `Error: Meta answered ${what} in an unexpected shape.`, {
      code: 'meta-refused',
    });
  return parsed.data;
}
