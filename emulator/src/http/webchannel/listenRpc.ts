import type { Caller, Engine, ListenSession } from '../../engine/types';
import { fromProtoJson } from '../proto/fromProtoJson';
import { toProtoJson } from '../proto/toProtoJson';
import { streamErrorJson, toRpcError } from '../rpcError';
import { asciiJson, EncodedJson } from './frames';
import type { ChannelRpc } from './WebChannelSession';

/** The engine hands the same response object to every stream it fans out to. */
const encoded = new WeakMap<object, EncodedJson>();

function encodeListenResponse(res: object): EncodedJson {
  let json = encoded.get(res);
  if (!json) {
    json = new EncodedJson(asciiJson(toProtoJson('google.firestore.v1.ListenResponse', res)));
    encoded.set(res, json);
  }
  return json;
}

export interface StreamSink {
  send(payload: unknown): void;
  /** Sends the error payload; the client closes the channel on it. */
  fail(code: number, message: string): void;
}

/**
 * The Listen stream over WebChannel: each ListenRequest (addTarget or
 * removeTarget) goes to one engine listen session, every ListenResponse comes
 * back as proto3 JSON.
 */
export function listenRpc(
  engine: Engine,
  database: string,
  caller: Caller,
  sink: StreamSink,
): ChannelRpc {
  let session: ListenSession | null = null;
  let done = false;
  const stop = (code: number, message: string): void => {
    if (done) return;
    done = true;
    session?.close();
    sink.fail(code, message);
  };
  return {
    receive(message) {
      if (done) return;
      try {
        const req = fromProtoJson('google.firestore.v1.ListenRequest', message);
        session ??= engine.listen(
          database,
          caller,
          (res) => {
            if (done) return;
            try {
              sink.send(encodeListenResponse(res));
            } catch (err) {
              const failure = toRpcError(err);
              stop(failure.code, failure.message);
            }
          },
          (err) => stop(err.code, err.message),
        );
        if (req.addTarget) session.addTarget(req.addTarget);
        else if (req.removeTarget !== undefined) session.removeTarget(req.removeTarget);
      } catch (err) {
        const { code, message: text } = toRpcError(err);
        stop(code, text);
      }
    },
    close() {
      done = true;
      session?.close();
    },
  };
}

export function sinkFor(push: (payload: unknown) => void): StreamSink {
  return {
    send: push,
    fail: (code, message) => push(streamErrorJson(code, message)),
  };
}
