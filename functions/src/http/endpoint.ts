import type { IncomingHttpHeaders } from 'node:http';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { Region } from '@vg/common';
import type { Caller } from './caller';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface EndpointContext<Input> {
  region: Region;
  db: Firestore;
  params: Record<string, string>;
  input: Input;
  headers: IncomingHttpHeaders;
  /** The verified Firebase user; throws 401 when the request carries none. */
  caller: () => Promise<Caller>;
}

export interface EndpointResult {
  status?: number;
  body: unknown;
}

/**
 * One HTTP endpoint: its route (`:name` marks a path parameter), the zod
 * schema of its input (the JSON body for POST, the query for GET and DELETE) and the
 * work it does once the input is valid.
 */
export interface Endpoint<Schema extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  input: Schema;
  handle: (ctx: EndpointContext<z.infer<Schema>>) => Promise<EndpointResult>;
}

export function defineEndpoint<Schema extends z.ZodType>(
  endpoint: Endpoint<Schema>,
): Endpoint<Schema> {
  return endpoint;
}
