import { randomBytes } from 'node:crypto';
import { EmulatorError, GrpcCode, type Write } from '../../engine/types';
import { fromProtoJson } from '../proto/fromProtoJson';
import { toProtoJson } from '../proto/toProtoJson';
import { queryParamsToJson } from './queryParamsToJson';
import type { RestCall } from './restMethods';

const V1 = 'google.firestore.v1';

export interface DocumentCall extends RestCall {
  query: URLSearchParams;
}

/** GET on a document (even path) reads it; on a collection (odd path) lists it. */
export async function getResource({ engine, caller, path, query }: DocumentCall): Promise<unknown> {
  const segments = path.segments;
  if (segments.length === 0) throw new EmulatorError(GrpcCode.NOT_FOUND, 'Method not found.');
  const base = [path.database, 'documents', ...segments.slice(0, -1)].join('/');
  if (segments.length % 2 === 0) {
    const req = fromProtoJson(
      `${V1}.GetDocumentRequest`,
      queryParamsToJson(`${V1}.GetDocumentRequest`, query),
    );
    const { name: _name, ...options } = req;
    const doc = await engine.getDocument(`${base}/${segments.at(-1)}`, options, caller);
    return toProtoJson(`${V1}.Document`, doc);
  }
  const req = fromProtoJson(
    `${V1}.ListDocumentsRequest`,
    queryParamsToJson(`${V1}.ListDocumentsRequest`, query),
  );
  const res = await engine.listDocuments(
    { ...req, parent: base, collectionId: segments.at(-1)! },
    caller,
  );
  return toProtoJson(`${V1}.ListDocumentsResponse`, res);
}

/** PATCH: UpdateDocument, a set (or masked update) committed as one write. */
export async function patchDocument(call: DocumentCall): Promise<unknown> {
  const { path, query, body } = call;
  if (path.segments.length === 0 || path.segments.length % 2 !== 0) {
    throw new EmulatorError(GrpcCode.NOT_FOUND, 'Method not found.');
  }
  const params = fromProtoJson(
    `${V1}.UpdateDocumentRequest`,
    queryParamsToJson(`${V1}.UpdateDocumentRequest`, query),
  );
  const name = [path.database, 'documents', ...path.segments].join('/');
  const document = fromProtoJson(`${V1}.Document`, body ?? {});
  const write: Write = { update: { ...document, name }, operation: 'update' };
  if (params.updateMask) write.updateMask = params.updateMask;
  if (params.currentDocument) write.currentDocument = params.currentDocument;
  return writeAndRead(call, name, write, params.mask);
}

/** POST on a collection: CreateDocument, failing when the document exists. */
export async function createDocument(call: DocumentCall): Promise<unknown> {
  const { path, query, body } = call;
  if (path.segments.length % 2 !== 1)
    throw new EmulatorError(GrpcCode.NOT_FOUND, 'Method not found.');
  const params = fromProtoJson(
    `${V1}.CreateDocumentRequest`,
    queryParamsToJson(`${V1}.CreateDocumentRequest`, query),
  );
  const documentId: string = params.documentId || autoId();
  const name = [path.database, 'documents', ...path.segments, documentId].join('/');
  const document = fromProtoJson(`${V1}.Document`, body ?? {});
  const write: Write = {
    update: { ...document, name },
    operation: 'update',
    currentDocument: { exists: false, conditionType: 'exists' },
  };
  return writeAndRead(call, name, write, params.mask);
}

/** DELETE: DeleteDocument, answering an empty message. */
export async function deleteDocument({
  engine,
  caller,
  path,
  query,
}: DocumentCall): Promise<unknown> {
  if (path.segments.length === 0 || path.segments.length % 2 !== 0) {
    throw new EmulatorError(GrpcCode.NOT_FOUND, 'Method not found.');
  }
  const params = fromProtoJson(
    `${V1}.DeleteDocumentRequest`,
    queryParamsToJson(`${V1}.DeleteDocumentRequest`, query),
  );
  const name = [path.database, 'documents', ...path.segments].join('/');
  const write: Write = { delete: name, operation: 'delete' };
  if (params.currentDocument) write.currentDocument = params.currentDocument;
  await engine.commit(path.database, { writes: [write] }, caller);
  return {};
}

/**
 * Commits the write, then answers the document as stored. It is read back as
 * the owner: the caller was allowed to write it, and the service answers the
 * written document whether or not rules would let the caller read it.
 */
async function writeAndRead(
  { engine, caller, path }: DocumentCall,
  name: string,
  write: Write,
  mask: { fieldPaths?: string[] } | undefined,
): Promise<unknown> {
  await engine.commit(path.database, { writes: [write] }, caller);
  const doc = await engine.getDocument(name, mask ? { mask } : {}, { kind: 'owner' });
  return toProtoJson(`${V1}.Document`, doc);
}

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like the SDKs generate. */
function autoId(): string {
  return Array.from(randomBytes(20), (b) => AUTO_ID_ALPHABET[b % AUTO_ID_ALPHABET.length]).join('');
}
