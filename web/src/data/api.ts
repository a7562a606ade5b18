import type { Region } from '@vg/common';
import { apiOrigin } from '../env';
import { currentIdToken } from './auth';

/** An error answer of the regional API, with the message a person can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's error code (e.g. 'agent-limit'), when it named one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function errorText(body: unknown, status: number): string {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  const nested = (error as { message?: unknown } | undefined)?.message;
  return typeof nested === 'string' ? nested : `The server answered ${status}.`;
}

/**
 * One call to `{origin}/api/{region}{path}` with the signed-in user's ID
 * token; JSON in and out. Non-2xx answers throw ApiError with the server's text.
 */
export async function callApi<T>(
  region: Region,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string>; signedIn?: boolean } = {},
): Promise<T> {
  const token = options.signedIn === false ? null : await currentIdToken();
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const response = await fetch(`${apiOrigin()}/api/${region}${path}${query}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    throw new ApiError(
      response.status,
      errorText(body, response.status),
      typeof code === 'string' ? code : undefined,
    );
  }
  return body as T;
}
