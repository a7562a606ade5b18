import { router } from '../http/routes';
import { serveHandler, type RunningServer } from './serveHandler';

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The real regional API router behind a local HTTP server. */
export async function startApi() {
  const server: RunningServer = await serveHandler(router);
  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: {
      token?: string;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(method === 'POST' ? { body: options.rawBody ?? JSON.stringify(options.body ?? {}) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }
  return { call, close: () => server.close(), url: server.url };
}

/** The `{ code, message }` of a failed call's `{ error }` body. */
export function errorOf(answer: ApiAnswer): { code?: string; message?: string } {
  const error = answer.body.error;
  return typeof error === 'object' && error !== null
    ? (error as { code?: string; message?: string })
    : {};
}
