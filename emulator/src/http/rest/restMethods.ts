import { EmulatorError, GrpcCode, type Caller, type Engine } from '../../engine/types';
import { fromProtoJson } from '../proto/fromProtoJson';
import { toProtoJson } from '../proto/toProtoJson';
import type { RestPath } from './parseRestPath';

const V1 = 'google.firestore.v1';

export interface RestCall {
  engine: Engine;
  caller: Caller;
  path: RestPath;
  body: unknown;
}

type Handler = (call: RestCall) => Promise<unknown>;

/**
 * The custom methods (`POST ...documents[/parent]:method`), each answering
 * proto3 JSON; the server-streaming ones answer one JSON array of messages.
 */
export const REST_METHODS: Record<string, Handler> = {
  commit: async ({ engine, caller, path, body }) => {
    const req = decode('CommitRequest', body);
    const res = await engine.commit(
      onDatabase(path),
      { writes: req.writes, transaction: req.transaction },
      caller,
    );
    return toProtoJson(`${V1}.CommitResponse`, res);
  },
  batchGet: async ({ engine, caller, path, body }) => {
    const req = decode('BatchGetDocumentsRequest', body);
    const res = await engine.batchGetDocuments(onDatabase(path), strip(req), caller);
    return res.map((r) => toProtoJson(`${V1}.BatchGetDocumentsResponse`, r));
  },
  beginTransaction: async ({ engine, caller, path, body }) => {
    const req = decode('BeginTransactionRequest', body);
    const res = await engine.beginTransaction(onDatabase(path), { options: req.options }, caller);
    return toProtoJson(`${V1}.BeginTransactionResponse`, res);
  },
  rollback: async ({ engine, caller, path, body }) => {
    const req = decode('RollbackRequest', body);
    if (!req.transaction)
      throw new EmulatorError(GrpcCode.INVALID_ARGUMENT, 'transaction is required');
    await engine.rollback(onDatabase(path), { transaction: req.transaction }, caller);
    return {};
  },
  batchWrite: async ({ engine, caller, path, body }) => {
    const req = decode('BatchWriteRequest', body);
    const res = await engine.batchWrite(
      onDatabase(path),
      { writes: req.writes, labels: req.labels },
      caller,
    );
    return toProtoJson(`${V1}.BatchWriteResponse`, res);
  },
  runQuery: async ({ engine, caller, path, body }) => {
    const req = decode('RunQueryRequest', body);
    const res = await engine.runQuery(
      path.database,
      { ...strip(req), parent: parentOf(path) },
      caller,
    );
    return res.map((r) => toProtoJson(`${V1}.RunQueryResponse`, r));
  },
  runAggregationQuery: async ({ engine, caller, path, body }) => {
    const req = decode('RunAggregationQueryRequest', body);
    const res = await engine.runAggregationQuery(
      path.database,
      { ...strip(req), parent: parentOf(path) },
      caller,
    );
    return res.map((r) => toProtoJson(`${V1}.RunAggregationQueryResponse`, r));
  },
  listCollectionIds: async ({ engine, caller, path, body }) => {
    const req = decode('ListCollectionIdsRequest', body);
    const res = await engine.listCollectionIds({ ...strip(req), parent: parentOf(path) }, caller);
    return toProtoJson(`${V1}.ListCollectionIdsResponse`, res);
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto objects are loose by contract
function decode(type: string, body: unknown): Record<string, any> {
  return fromProtoJson(`${V1}.${type}`, body);
}

/** The resource fields come from the URL; body copies are ignored like Google's frontend binds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function strip(req: Record<string, any>): Record<string, any> {
  const { database: _d, parent: _p, ...rest } = req;
  return rest;
}

/** Database-wide methods live at `.../documents:method` only. */
function onDatabase(path: RestPath): string {
  if (path.segments.length > 0) throw notFound(path);
  return path.database;
}

/** Query-like methods run under `documents` or under a document. */
function parentOf(path: RestPath): string {
  if (path.segments.length % 2 !== 0) {
    throw new EmulatorError(
      GrpcCode.INVALID_ARGUMENT,
      `Invalid parent: ${path.database}/documents/${path.segments.join('/')} is not a document.`,
    );
  }
  return [path.database, 'documents', ...path.segments].join('/');
}

export function notFound(path: RestPath): EmulatorError {
  return new EmulatorError(
    GrpcCode.NOT_FOUND,
    `Method not found: ${path.method ?? '(none)'} on ${path.segments.join('/')}`,
  );
}
