import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '../engine/types';
import { handleAdmin } from './admin/handleAdmin';
import { answerPreflight, applyCors, sendJson, sendText } from './httpIo';
import { handleRest } from './rest/handleRest';
import { httpStatusOf, restErrorJson, toRpcError } from './rpcError';
import { CHANNEL_PATH, webChannelRegistry } from './webchannel/handleWebChannel';

export interface HttpHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Ends every open WebChannel session (for server shutdown). */
  close(): void;
}

/**
 * Everything the emulator serves over HTTP/1.1: the Firestore REST API, the
 * browser WebChannel streams, the emulator-only endpoints and `GET /` → `Ok`.
 */
export function createHttpHandler(engine: Engine): HttpHandler {
  const channels = webChannelRegistry(engine);
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((err: unknown) => {
      const { code, message } = toRpcError(err);
      if (!res.headersSent) sendJson(res, httpStatusOf(code), restErrorJson(code, message));
      else res.destroy();
    });
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    applyCors(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    const path = url.pathname;
    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD'))
      return sendText(res, 200, 'Ok');
    if (path.startsWith('/v1/')) return handleRest(engine, req, res, url);
    if (CHANNEL_PATH.test(path)) return channels.handle(req, res, url);
    if (path === '/emulator' || path.startsWith('/emulator/'))
      return handleAdmin(engine, req, res, url);
    sendJson(res, 404, restErrorJson(5, `Not found: ${req.method} ${path}`));
  }

  return Object.assign(handler, { close: () => channels.closeAll() });
}
