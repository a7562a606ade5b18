/**
 * The gRPC side of the emulator: google.firestore.v1.Firestore over
 * @grpc/grpc-js. Requests arrive as raw bytes and are decoded inside the
 * handler, so a malformed message is answered INVALID_ARGUMENT (grpc-js itself
 * would answer INTERNAL) and never reaches the engine.
 */
import {
  Metadata,
  Server,
  type MethodDefinition,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { invalidArgument } from '../engine/errors';
import type { Engine } from '../engine/types';
import { handleListen, handleWrite } from './bidiHandlers';
import { callerFromMetadata } from './callerFromMetadata';
import { toStatus } from './grpcStatus';
import { loadFirestoreService } from './loadFirestoreService';
import { streamMethods, unaryMethods } from './unaryHandlers';

/** Requests up to this size are read; the service's own limit (10 MiB) is enforced below. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

/* eslint-disable @typescript-eslint/no-explicit-any */
type Decoder = (b: Buffer) => Record<string, any>;

function decoderFor(method: MethodDefinition<any, any>): Decoder {
  return (buf: Buffer) => {
    if (buf.length > MAX_REQUEST_BYTES) {
      throw invalidArgument(`Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`);
    }
    try {
      return method.requestDeserialize(buf) as Record<string, any>;
    } catch (e) {
      throw invalidArgument(`Invalid request message: ${(e as Error).message}`);
    }
  };
}

/** Listen messages shared by many streams (see engine/listen/sharedMessages) are encoded once. */
function memoizedSerializer(serialize: (value: any) => Buffer): (value: any) => Buffer {
  const cache = new WeakMap<object, Buffer>();
  return (value) => {
    let buf = cache.get(value);
    if (!buf) cache.set(value, (buf = serialize(value)));
    return buf;
  };
}

export function createGrpcServer(engine: Engine): Server {
  const service = loadFirestoreService();
  const definition: Record<string, MethodDefinition<any, any>> = {};
  const impl: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(service)) {
    definition[name] = { ...method, requestDeserialize: (b: Buffer) => b };
    if (name === 'Listen')
      definition[name].responseSerialize = memoizedSerializer(method.responseSerialize);
    const decode = decoderFor(method);
    const unary = unaryMethods[name];
    const stream = streamMethods[name];
    if (unary) {
      impl[name] = (call: any, callback: any) => {
        Promise.resolve()
          .then(() => unary(engine, decode(call.request), callerFromMetadata(call.metadata)))
          .then(
            (res) => callback(null, res),
            (err) => callback(toStatus(err)),
          )
          // A failure inside grpc-js itself (e.g. the client went away) must not become an unhandled rejection.
          .catch(() => undefined);
      };
    } else if (stream) {
      impl[name] = (call: any) => {
        // Headers go out first, as the service sends them: a client that sees an error
        // before any response headers treats it as a connection failure and retries.
        call.sendMetadata(new Metadata());
        Promise.resolve()
          .then(() => stream(engine, decode(call.request), callerFromMetadata(call.metadata)))
          .then(
            (responses) => {
              for (const r of responses) call.write(r);
              call.end();
            },
            (err) => call.emit('error', toStatus(err)),
          )
          .catch(() => undefined);
      };
    } else if (name === 'Listen') {
      impl[name] = (call: any) =>
        handleListen(engine, call, callerFromMetadata(call.metadata), decode);
    } else if (name === 'Write') {
      impl[name] = (call: any) =>
        handleWrite(engine, call, callerFromMetadata(call.metadata), decode);
    }
  }
  const server = new Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
  });
  server.addService(definition, impl);
  return server;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
