/**
 * The bidirectional streams. Listen: the first request names the database,
 * each carries addTarget or removeTarget. Write: a handshake answered with a
 * streamToken, then one response per request with the commit's results.
 */
import { randomBytes } from 'node:crypto';
import type { ServerDuplexStream } from '@grpc/grpc-js';
import { asEmulatorError, invalidArgument } from '../engine/errors';
import type { Caller, Engine, ListenSession } from '../engine/types';
import { toStatus } from './grpcStatus';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Req = Record<string, any>;
type Duplex = ServerDuplexStream<Buffer, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Ends a stream with an error status, once. */
function failer(call: Duplex) {
  let done = false;
  return (err: unknown) => {
    if (done) return;
    done = true;
    call.emit('error', toStatus(err));
  };
}

function databaseOf(call: Duplex, req: Req): string {
  const db = req.database || call.metadata.get('google-cloud-resource-prefix')[0];
  if (typeof db !== 'string' || db === '')
    throw invalidArgument('The first request must name the database.');
  return db;
}

export function handleListen(
  engine: Engine,
  call: Duplex,
  caller: Caller,
  decode: (b: Buffer) => Req,
): void {
  const fail = failer(call);
  let session: ListenSession | undefined;
  call.on('data', (buf: Buffer) => {
    try {
      const req = decode(buf);
      session ??= engine.listen(
        databaseOf(call, req),
        caller,
        (res) => call.write(res),
        (err) => fail(err),
      );
      if (req.addTarget) session.addTarget(req.addTarget);
      else if (req.removeTarget !== undefined) session.removeTarget(Number(req.removeTarget));
    } catch (e) {
      session?.close();
      fail(asEmulatorError(e));
    }
  });
  const stop = () => session?.close();
  call.on('end', () => {
    stop();
    call.end();
  });
  call.on('cancelled', stop);
  call.on('close', stop);
  call.on('error', stop);
}

export function handleWrite(
  engine: Engine,
  call: Duplex,
  caller: Caller,
  decode: (b: Buffer) => Req,
): void {
  let failed = false;
  const failOnce = failer(call);
  const fail = (e: unknown) => {
    failed = true;
    failOnce(e);
  };
  let database: string | undefined;
  let token = randomBytes(8);
  const streamId = randomBytes(8).toString('hex');
  // Requests are committed strictly in order.
  let chain: Promise<void> = Promise.resolve();
  call.on('data', (buf: Buffer) => {
    chain = chain.then(async () => {
      // After an error the stream is over: later requests are not applied.
      if (failed) return;
      try {
        const req = decode(buf);
        if (database === undefined) {
          database = databaseOf(call, req);
          call.write({ streamId, streamToken: token });
          if (!req.writes || req.writes.length === 0) return;
        }
        const res = await engine.commit(database, { writes: req.writes ?? [] }, caller);
        token = randomBytes(8);
        call.write({
          streamToken: token,
          commitTime: res.commitTime,
          writeResults: res.writeResults,
        });
      } catch (e) {
        fail(e);
      }
    });
  });
  call.on('end', () => {
    void chain.then(() => call.end());
  });
}
