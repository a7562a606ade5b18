import { randomBytes } from 'node:crypto';
import type { Caller, Engine } from '../../engine/types';
import { fromProtoJson } from '../proto/fromProtoJson';
import { toProtoJson } from '../proto/toProtoJson';
import { toRpcError } from '../rpcError';
import type { StreamSink } from './listenRpc';
import type { ChannelRpc } from './WebChannelSession';

/**
 * The Write stream over WebChannel: the first request opens it and is
 * answered with a stream token only; each later request is one commit,
 * answered in order with a fresh token, the commit time and the results.
 * A failed commit ends the stream with its error, as the service does.
 */
export function writeRpc(
  engine: Engine,
  database: string,
  caller: Caller,
  sink: StreamSink,
): ChannelRpc {
  const streamId = randomBytes(8).toString('hex');
  let sequence = 0;
  let handshakeDone = false;
  let done = false;
  const token = (): Buffer => Buffer.from(`${streamId}:${++sequence}`);

  return {
    async receive(message) {
      if (done) return;
      try {
        const req = fromProtoJson('google.firestore.v1.WriteRequest', message);
        if (!handshakeDone) {
          handshakeDone = true;
          sink.send(
            toProtoJson('google.firestore.v1.WriteResponse', { streamId, streamToken: token() }),
          );
          if (!req.writes?.length) return;
        }
        const result = await engine.commit(database, { writes: req.writes ?? [] }, caller);
        if (done) return;
        sink.send(
          toProtoJson('google.firestore.v1.WriteResponse', { streamToken: token(), ...result }),
        );
      } catch (err) {
        done = true;
        const { code, message: text } = toRpcError(err);
        sink.fail(code, text);
      }
    },
    close() {
      done = true;
    },
  };
}
