/**
 * Loads google.firestore.v1.Firestore from the protos @google-cloud/firestore
 * ships, with the object options of the engine contract (see engine/types.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MethodDefinition } from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

const require = createRequire(import.meta.url);

export const PROTO_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  oneofs: true,
};

export function protosDir(): string {
  return join(dirname(require.resolve('@google-cloud/firestore/package.json')), 'build', 'protos');
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export type FirestoreMethods = Record<string, MethodDefinition<any, any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

let cached: FirestoreMethods | undefined;

export function loadFirestoreService(): FirestoreMethods {
  if (cached) return cached;
  // The JSON descriptor published beside firestore.proto loads far faster than parsing the protos.
  const json = JSON.parse(readFileSync(join(protosDir(), 'v1.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const def = protoLoader.fromJSON(json, PROTO_OPTIONS);
  cached = def['google.firestore.v1.Firestore'] as unknown as FirestoreMethods;
  return cached;
}
