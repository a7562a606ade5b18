import type { IncomingHttpHeaders } from 'node:http';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Region } from '@vg/common';
import type { Caller } from './caller';
import type { RateLimitKind } from './rateLimits';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface EndpointContext<Input> {
  region: Region;
  db: Firestore;
  params: Record<string, string>;
  input: Input;
  headers: IncomingHttpHeaders;
  /**
   * The verified Firebase user; throws 401 when the request carries none,
   * 429 when that user (or the agent of the path) is over the endpoint's
   * rate limit.
   */
  caller: () => Promise<Caller>;
  /** The raw request body (endpoints with `body: 'raw'`), at most `maxBodyBytes`. */
  rawBody: () => Promise<Buffer>;
}

export interface EndpointResult {
  status?: number;
  body: unknown;
  /** Sent as text/plain instead of the JSON body (a provider's handshake, e.g. hub.challenge). */
  plainText?: string;
}

/**
 * One HTTP endpoint: its route (`:name` marks a path parameter, always a
 * plain id), the zod schema of its input (the JSON body for POST, the query
 * for GET, DELETE and `body: 'raw'` endpoints, whose body is bytes) and the
 * work it does once the input is valid. `limit` names the rate limit its
 * caller is counted against once verified.
 */
export interface Endpoint<Schema extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  input: Schema;
  limit?: RateLimitKind;
  body?: 'json' | 'raw';
  /** Largest body accepted (default: the JSON cap of readJsonBody). */
  maxBodyBytes?: number;
  handle: (ctx: EndpointContext<z.infer<Schema>>) => Promise<EndpointResult>;
}

export function defineEndpoint<Schema extends z.ZodType>(
  endpoint: Endpoint<Schema>,
): Endpoint<Schema> {
  return endpoint;
}
