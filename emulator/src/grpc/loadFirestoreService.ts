/**
 * Loads google.firestore.v1.Firestore from the protos @google-cloud/firestore
 * ships, with the object options of the engine contract (see engine/types.ts).
 */
import type { MethodDefinition } from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { firestoreDescriptor } from '../proto/firestoreDescriptor';

export const PROTO_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  oneofs: true,
};

/* eslint-disable @typescript-eslint/no-explicit-any */
export type FirestoreMethods = Record<string, MethodDefinition<any, any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

let cached: FirestoreMethods | undefined;

export function loadFirestoreService(): FirestoreMethods {
  if (cached) return cached;
  const def = protoLoader.fromJSON(firestoreDescriptor(), PROTO_OPTIONS);
  cached = def['google.firestore.v1.Firestore'] as unknown as FirestoreMethods;
  return cached;
}
