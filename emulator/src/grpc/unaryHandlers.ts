/** Unary and server-streaming Firestore methods, each a thin call into the engine. */
import { randomBytes } from 'node:crypto';
import { invalidArgument } from '../engine/errors';
import { databaseOfName } from '../engine/paths';
import type { Caller, Engine } from '../engine/types';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Req = Record<string, any>;
export type UnaryImpl = (engine: Engine, req: Req, caller: Caller) => Promise<unknown>;
export type StreamImpl = (engine: Engine, req: Req, caller: Caller) => Promise<unknown[]>;
/* eslint-enable @typescript-eslint/no-explicit-any */

function databaseOf(name: unknown): string {
  const db = typeof name === 'string' ? databaseOfName(name) : undefined;
  if (!db) throw invalidArgument(`Invalid resource name "${String(name)}".`);
  return db;
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  return [...randomBytes(20)].map((b) => AUTO_ID_CHARS[b % AUTO_ID_CHARS.length]).join('');
}

export const unaryMethods: Record<string, UnaryImpl> = {
  GetDocument: (e, r, c) => e.getDocument(r.name, r, c),
  ListDocuments: (e, r, c) => e.listDocuments(r as Parameters<Engine['listDocuments']>[0], c),
  ListCollectionIds: (e, r, c) =>
    e.listCollectionIds(r as Parameters<Engine['listCollectionIds']>[0], c),
  BeginTransaction: (e, r, c) => e.beginTransaction(r.database, r, c),
  Rollback: async (e, r, c) => (await e.rollback(r.database, r as { transaction: Buffer }, c), {}),
  Commit: (e, r, c) => e.commit(r.database, r, c),
  BatchWrite: (e, r, c) => e.batchWrite(r.database, r, c),
  // One partition covers the whole query: an empty cursor list.
  PartitionQuery: async (e, r, c) => {
    await e.runQuery(
      databaseOf(r.parent),
      { parent: r.parent, structuredQuery: { ...r.structuredQuery, limit: { value: 1 } } },
      c,
    );
    return { partitions: [] };
  },
  UpdateDocument: async (e, r, c) => {
    const name = r.document?.name;
    const database = databaseOf(name);
    await e.commit(
      database,
      {
        writes: [
          { update: r.document, updateMask: r.updateMask, currentDocument: r.currentDocument },
        ],
      },
      c,
    );
    return e.getDocument(name, { mask: r.mask }, c);
  },
  DeleteDocument: async (e, r, c) => {
    await e.commit(
      databaseOf(r.name),
      { writes: [{ delete: r.name, currentDocument: r.currentDocument }] },
      c,
    );
    return {};
  },
  CreateDocument: async (e, r, c) => {
    const name = `${r.parent}/${r.collectionId}/${r.documentId || autoId()}`;
    const database = databaseOf(name);
    await e.commit(
      database,
      { writes: [{ update: { ...r.document, name }, currentDocument: { exists: false } }] },
      c,
    );
    return e.getDocument(name, { mask: r.mask }, c);
  },
};

export const streamMethods: Record<string, StreamImpl> = {
  BatchGetDocuments: (e, r, c) => e.batchGetDocuments(r.database, r, c),
  RunQuery: (e, r, c) =>
    e.runQuery(databaseOf(r.parent), r as Parameters<Engine['runQuery']>[1], c),
  RunAggregationQuery: (e, r, c) =>
    e.runAggregationQuery(
      databaseOf(r.parent),
      r as Parameters<Engine['runAggregationQuery']>[1],
      c,
    ),
};
