import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';

/**
 * The google.firestore.v1 schema as protobufjs reflection, from the JSON
 * descriptor that @google-cloud/firestore publishes (the same protos the gRPC
 * transport serves), so the JSON transports and gRPC agree on every field.
 */
let root: protobuf.Root | undefined;

export function protoRoot(): protobuf.Root {
  if (!root) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@google-cloud/firestore/build/protos/v1.json');
    root = protobuf.Root.fromJSON(JSON.parse(readFileSync(file, 'utf8')) as protobuf.INamespace);
    root.resolveAll();
  }
  return root;
}

const typeCache = new Map<string, protobuf.Type>();

/** A message type by full name, e.g. `google.firestore.v1.CommitRequest`. */
export function messageType(fullName: string): protobuf.Type {
  let type = typeCache.get(fullName);
  if (!type) {
    type = protoRoot().lookupType(fullName);
    typeCache.set(fullName, type);
  }
  return type;
}
