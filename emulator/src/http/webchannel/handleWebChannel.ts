import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '../../engine/types';
import { callerFromAuthorization } from '../callerFromAuthorization';
import { readBody, sendText } from '../httpIo';
import { httpStatusOf, toRpcError } from '../rpcError';
import { encodeChunk, parseForwardBody } from './frames';
import { listenRpc, sinkFor } from './listenRpc';
import { WebChannelSession } from './WebChannelSession';
import { writeRpc } from './writeRpc';

/** `/google.firestore.v1.Firestore/{Listen|Write}/channel` */
export const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

const SERVER_VERSION = 14;
/** How long a long poll (CI=1) waits for data before answering a noop. */
const DEFAULT_POLL_MS = 25_000;
/** Sessions without a back channel or request for this long are dropped. */
const IDLE_MS = 60_000;
/** Below closure's 45 s back-channel watchdog. */
const KEEP_ALIVE_MS = 20_000;

export interface WebChannelRegistry {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  closeAll(): void;
}

/**
 * Browser streams over WebChannel (protocol version 8): the handshake opens a
 * session and carries the first message and the HTTP headers (`headers=`);
 * forward POSTs bring more messages; GET `RID=rpc` is the back channel that
 * streams (CI=0) or long-polls (CI=1) the responses; `TYPE=terminate` ends it.
 */
export function webChannelRegistry(engine: Engine): WebChannelRegistry {
  const sessions = new Map<string, WebChannelSession>();

  const drop = (session: WebChannelSession): void => {
    session.close();
    sessions.delete(session.sid);
  };

  async function handshake(rpcName: string, req: IncomingMessage, res: ServerResponse, url: URL) {
    const body = parseForwardBody(await readBody(req));
    const caller = callerFromAuthorization(body.headers['authorization']);
    const first = body.maps[0]?.data as { database?: unknown } | undefined;
    const database =
      url.searchParams.get('database') ??
      (typeof first?.database === 'string' ? first.database : '');
    const sid = randomBytes(12).toString('base64url');
    const session: WebChannelSession = new WebChannelSession({
      sid,
      onIdle: drop,
      onRpcCrash: (err) => {
        const { code, message } = toRpcError(err);
        sink.fail(code, message);
        session.attachRpc(null);
      },
      idleMs: IDLE_MS,
      keepAliveMs: KEEP_ALIVE_MS,
    });
    const sink = sinkFor((payload) => session.push(payload));
    const rpc = rpcName === 'Listen' ? listenRpc : writeRpc;
    session.attachRpc(rpc(engine, database, caller, sink));
    sessions.set(sid, session);
    const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8' };
    if (url.searchParams.has('X-HTTP-Session-Id')) headers['X-HTTP-Session-Id'] = `gs-${sid}`;
    res.writeHead(200, headers);
    res.end(encodeChunk([[0, ['c', sid, '', 8, SERVER_VERSION]]]));
    session.receive(body.maps);
  }

  async function handleRequest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    rpcName: string,
  ) {
    const params = url.searchParams;
    const sid = params.get('SID');
    if (params.get('TYPE') === 'terminate') {
      const session = sid ? sessions.get(sid) : undefined;
      if (session) drop(session);
      await readBody(req).catch(() => '');
      return sendText(res, 200, '');
    }
    if (!sid || sid === 'null') {
      if (req.method !== 'POST') return sendText(res, 400, 'Bad Request: handshake must be a POST');
      return handshake(rpcName, req, res, url);
    }
    const session = sessions.get(sid);
    if (!session || session.isClosed) {
      await readBody(req).catch(() => '');
      // The client looks for this text to tell a lost session from other failures.
      return sendText(res, 400, 'Bad Request: Unknown SID');
    }
    const aid = Number(params.get('AID') ?? NaN);
    if (Number.isInteger(aid)) session.acknowledge(aid);
    if (req.method === 'GET' && params.get('RID') === 'rpc') {
      const timeout = Number(params.get('TO'));
      const pollMs = timeout > 0 ? Math.min(timeout, DEFAULT_POLL_MS) : DEFAULT_POLL_MS;
      return session.attachBackChannel(res, params.get('CI') !== '1', pollMs);
    }
    if (req.method !== 'POST') return sendText(res, 400, 'Bad Request: unexpected channel request');
    const body = parseForwardBody(await readBody(req));
    session.receive(body.maps);
    sendText(res, 200, session.forwardAck());
  }

  return {
    async handle(req, res, url) {
      const rpcName = CHANNEL_PATH.exec(url.pathname)?.[1];
      if (!rpcName) return sendText(res, 404, 'Not Found');
      try {
        await handleRequest(req, res, url, rpcName);
      } catch (err) {
        // Channel requests fail as plain text; the client treats any non-200 as fatal.
        const { code, message } = toRpcError(err);
        sendText(res, httpStatusOf(code), `Bad Request: ${message}`);
      }
    },
    closeAll() {
      for (const session of sessions.values()) session.close();
      sessions.clear();
    },
  };
}
