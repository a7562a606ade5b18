import { logger } from 'firebase-functions';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  isSocketCancel,
  isSocketWatch,
  SOCKET_ERROR_CODES,
  type SocketServerMessage,
} from '@vg/common';
import { defaultRuntimeDeps, type RuntimeDeps } from '../interact/runInteraction';
import { answerClientErrorsAsJson } from '../../http/answerClientErrors';
import { HttpError } from '../../http/HttpError';
import { clientAddress, limitAddress } from '../../http/rateLimits';
import { errorFrame, handleSocketFrame } from './handleSocketFrame';
import { watchAgentDocument } from './watchAgentDocument';

export interface ChatServer {
  port: number;
  url: string;
  close: () => Promise<void>;
}

/** Frames are small JSON objects; anything larger closes the socket with 1009 (too big). */
export const MAX_FRAME_BYTES = 256 * 1024;

/**
 * The streaming chat service: WebSocket `/interact` (one visitor step per
 * frame, '@cancel:' stops the reply in flight, a watch frame follows the
 * public agent document on the socket) and `/healthz` for the platform's
 * health checks.
 */
export async function startChatServer(
  options: { port?: number; host?: string; deps?: RuntimeDeps } = {},
) {
  const http: Server = createServer((req, res) => {
    const ok = req.url === '/healthz';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { ok: true } : { error: 'Connect a WebSocket to /interact.' }));
  });
  const sockets = new WebSocketServer({
    server: http,
    path: '/interact',
    maxPayload: MAX_FRAME_BYTES,
  });
  // Nothing a client sends may end the process: every socket, the socket
  // server and the HTTP server report their errors instead of throwing them.
  sockets.on('error', (error) => logger.warn('Chat socket server error:', error.message));
  answerClientErrorsAsJson(http);
  sockets.on('connection', (socket, req) =>
    serveSocket(socket, clientAddress(req.headers, req.socket.remoteAddress), options.deps),
  );
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8787, options.host ?? '0.0.0.0', resolve);
  });
  const { port } = http.address() as AddressInfo;
  return {
    port,
    url: `ws://127.0.0.1:${port}/interact`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  } satisfies ChatServer;
}

function serveSocket(socket: WebSocket, address: string, deps: RuntimeDeps | undefined): void {
  let inFlight: AbortController | null = null;
  let stopWatch: (() => void) | null = null;
  const send = (message: SocketServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  // An oversized or malformed frame closes this socket (1009, 1002, …) and
  // lands here; the service and every other visitor carry on.
  socket.on('error', (error) => {
    logger.warn('Chat socket closed on a bad frame:', error.message);
    inFlight?.abort();
    stopWatch?.();
  });
  socket.on('message', (data) => {
    try {
      limitAddress(address);
    } catch (error) {
      if (error instanceof HttpError) send(errorFrame(error));
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      send({
        type: 'error',
        code: SOCKET_ERROR_CODES.badFrame,
        message: 'Frames must be JSON objects.',
      });
      return;
    }
    if (isSocketWatch(frame)) {
      stopWatch?.();
      stopWatch = null;
      try {
        stopWatch = watchAgentDocument(frame, send);
      } catch (error) {
        send(errorFrame(error));
      }
      return;
    }
    if (isSocketCancel(frame)) {
      inFlight?.abort();
      return;
    }
    if (inFlight) {
      send({
        type: 'error',
        code: SOCKET_ERROR_CODES.busy,
        message: 'A reply is still streaming: wait for it or send @cancel:.',
      });
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    void handleSocketFrame(frame, send, controller.signal, deps ?? defaultRuntimeDeps()).finally(
      () => {
        if (inFlight === controller) inFlight = null;
      },
    );
  });
  // A visitor who leaves mid-reply stops the work done for them, and what they followed.
  socket.on('close', () => {
    inFlight?.abort();
    stopWatch?.();
  });
}
