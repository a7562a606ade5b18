import protobuf from 'protobufjs';
import { firestoreDescriptor } from '../../proto/firestoreDescriptor';

/**
 * The google.firestore.v1 schema as protobufjs reflection, from the JSON
 * descriptor the gRPC transport serves (proto/firestoreDescriptor.ts), so the JSON transports and gRPC agree on every field.
 */
let root: protobuf.Root | undefined;

export function protoRoot(): protobuf.Root {
  if (!root) {
    root = protobuf.Root.fromJSON(firestoreDescriptor() as protobuf.INamespace);
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
