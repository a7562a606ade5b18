/**
 * The google.firestore.v1 descriptor both transports serve: the JSON form of
 * the protos @google-cloud/firestore publishes (it loads far faster than
 * parsing the .proto files), completed with what those protos leave out but
 * the service and the web SDK use: `Write.verify` (field 5), the
 * precondition-only write the web SDK commits for each document a
 * transaction read but did not write.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function protosDir(): string {
  return join(dirname(require.resolve('@google-cloud/firestore/package.json')), 'build', 'protos');
}

interface MessageJson {
  fields: Record<string, { type: string; id: number }>;
  oneofs?: Record<string, { oneof: string[] }>;
}

/** A fresh copy of the descriptor (loaders may annotate what they are given). */
export function firestoreDescriptor(): Record<string, unknown> {
  const json = JSON.parse(readFileSync(join(protosDir(), 'v1.json'), 'utf8')) as {
    nested: Record<string, { nested: Record<string, { nested: Record<string, unknown> }> }>;
  };
  const v1 = json.nested.google?.nested.firestore?.nested.v1 as unknown as {
    nested: Record<string, MessageJson>;
  };
  const write = v1.nested.Write as MessageJson;
  if (!write.fields.verify) {
    write.fields.verify = { type: 'string', id: 5 };
    write.oneofs?.operation?.oneof.push('verify');
  }
  return json as unknown as Record<string, unknown>;
}
