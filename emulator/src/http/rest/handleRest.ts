import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmulatorError, GrpcCode, type Engine } from '../../engine/types';
import { callerFromAuthorization } from '../callerFromAuthorization';
import { readJsonBody, sendJson } from '../httpIo';
import { httpStatusOf, restErrorJson, toRpcError } from '../rpcError';
import {
  createDocument,
  deleteDocument,
  getResource,
  patchDocument,
  type DocumentCall,
} from './documentRoutes';
import { parseRestPath } from './parseRestPath';
import { notFound, REST_METHODS } from './restMethods';

/**
 * The Firestore REST API (`/v1/...`): what the web SDK uses for unary calls
 * in a browser and what the lite SDK uses for everything. Errors answer the
 * HTTP status Google maps each gRPC code to, with `{error:{code,message,status}}`.
 */
export async function handleRest(
  engine: Engine,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    const path = parseRestPath(url.pathname);
    if (!path)
      throw new EmulatorError(
        GrpcCode.NOT_FOUND,
        `The requested URL ${url.pathname} was not found.`,
      );
    const caller = callerFromAuthorization(req.headers.authorization);
    const method = req.method ?? 'GET';
    const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
    const call: DocumentCall = {
      engine,
      caller,
      path,
      query: url.searchParams,
      body: hasBody ? await readJsonBody(req) : {},
    };
    let answer: unknown;
    if (path.method !== undefined) {
      const handler = method === 'POST' ? REST_METHODS[path.method] : undefined;
      if (!handler) throw notFound(path);
      answer = await handler(call);
    } else if (method === 'GET') {
      answer = await getResource(call);
    } else if (method === 'PATCH') {
      answer = await patchDocument(call);
    } else if (method === 'DELETE') {
      answer = await deleteDocument(call);
    } else if (method === 'POST') {
      answer = await createDocument(call);
    } else {
      throw new EmulatorError(GrpcCode.NOT_FOUND, `Method not found: ${method} ${url.pathname}`);
    }
    sendJson(res, 200, answer);
  } catch (err) {
    const { code, message } = toRpcError(err);
    sendJson(res, httpStatusOf(code), restErrorJson(code, message));
  }
}
