/**
 * One port for every client: connections that open with the HTTP/2 preface
 * (gRPC, prior knowledge) go to the gRPC server, everything else to the
 * HTTP/1.1 server (REST, WebChannel, emulator endpoints).
 */
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { ServerCredentials } from '@grpc/grpc-js';
import { FirestoreEngine } from './engine/FirestoreEngine';
import type { RulesIssue } from './engine/types';
import { createGrpcServer } from './grpc/createGrpcServer';
import { createHttpHandler } from './http/index';

export interface EmulatorOptions {
  host?: string;
  port?: number;
  /** Rules for every project that does not load its own; reloaded when the file changes. */
  rulesFile?: string;
  /** Data to load at start (a directory written by an export). */
  importDir?: string;
  /** Where to write all data when closed. */
  exportOnExit?: string;
  /** Receives rules issues and reload notices (defaults to stderr). */
  log?: (line: string) => void;
  /** Drops those lines (tests). */
  quiet?: boolean;
}

export interface RunningEmulator {
  engine: FirestoreEngine;
  /** `host:port` as clients should dial it. */
  address: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

const PREFACE = Buffer.from('PRI * HTTP/2.0');

/** Reads until the first bytes tell HTTP/2 from HTTP/1, then hands the socket over. */
function route(socket: Socket, onHttp2: (s: Socket) => void, onHttp1: (s: Socket) => void): void {
  let seen = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    seen = Buffer.concat([seen, chunk]);
    const n = Math.min(seen.length, PREFACE.length);
    const isPreface = seen.subarray(0, n).equals(PREFACE.subarray(0, n));
    if (isPreface && seen.length < PREFACE.length) return;
    socket.off('data', onData);
    socket.pause();
    socket.unshift(seen);
    (isPreface ? onHttp2 : onHttp1)(socket);
  };
  socket.on('data', onData);
  socket.on('error', () => socket.destroy());
}

export function formatIssues(file: string, issues: RulesIssue[]): string[] {
  return issues.map(
    (i) =>
      `${file}:${i.sourcePosition.line}:${i.sourcePosition.column}: ${i.severity}: ${i.description}`,
  );
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.quiet
    ? () => undefined
    : (options.log ?? ((line: string) => process.stderr.write(line + '\n')));
  const engine = new FirestoreEngine();
  if (options.importDir) await engine.importFrom(options.importDir);

  let watcher: FSWatcher | undefined;
  if (options.rulesFile) {
    const file = options.rulesFile;
    const load = async () => {
      const content = await readFile(file, 'utf8');
      const issues = engine.setDefaultRules([{ name: file, content }]);
      for (const line of formatIssues(file, issues)) log(line);
      return issues;
    };
    const issues = await load();
    if (issues.some((i) => i.severity === 'ERROR'))
      throw new Error(`Rules in ${file} do not compile.`);
    let timer: NodeJS.Timeout | undefined;
    watcher = watch(file, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        load().then(
          (errs) =>
            log(
              errs.some((i) => i.severity === 'ERROR')
                ? `Rules ${file} not reloaded.`
                : `Rules ${file} reloaded.`,
            ),
          (e: Error) => log(`Rules ${file} not reloaded: ${e.message}`),
        );
      }, 100);
    });
  }

  const grpc = createGrpcServer(engine);
  const injector = grpc.createConnectionInjector(ServerCredentials.createInsecure());
  const httpHandler = createHttpHandler(engine);
  const http = createHttpServer(httpHandler);
  const sockets = new Set<Socket>();
  const net = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    route(
      socket,
      (s) => injector.injectConnection(s),
      (s) => {
        http.emit('connection', s);
        s.resume();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    net.once('error', reject);
    net.listen(options.port ?? 8080, host, () => resolve());
  });
  const port = (net.address() as AddressInfo).port;
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      watcher?.close();
      httpHandler.close();
      injector.destroy();
      grpc.forceShutdown();
      await new Promise<void>((resolve) => {
        net.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      http.close();
      if (options.exportOnExit) await engine.exportTo(options.exportOnExit);
    })());

  return { engine, address, host, port, close };
}
