/**
 * The emulator's engine: every Firestore operation the transports expose,
 * over an isolated in-memory store per `projects/{p}/databases/{d}`.
 */
import { compileRules } from '../rules/index';
import { Store } from '../store/Store';
import { exportStore, importStore } from '../store/exportImport';
import { Clock } from './clock';
import { commitBatch, updateMicros } from './commitBatch';
import { batchGetDocuments, getDocument } from './documentReads';
import type { EngineCore } from './EngineCore';
import { aborted, invalidArgument } from './errors';
import { ListenHub } from './listen/ListenHub';
import { ListenStream } from './listen/ListenStream';
import { listCollectionIds, listDocuments } from './listings';
import { listenResolver } from './listenResolver';
import { parseDatabaseName } from './paths';
import { runAggregationQuery, runQuery } from './queryReads';
import { RulesAccess, type CompileRules } from './RulesAccess';
import { CONTENTION_MESSAGE, TransactionManager } from './transactions';
import { writeTarget } from './applyWrite';
import { GrpcCode, EmulatorError } from './types';
import type {
  Caller,
  Document,
  Engine,
  ListenSession,
  RulesIssue,
  Timestamp,
  Write,
  WriteResult,
} from './types';

export interface EngineOptions {
  /** The rules compiler; defaults to emulator/src/rules. */
  compileRules?: CompileRules;
}

export class FirestoreEngine implements Engine {
  private readonly core: EngineCore;

  constructor(options: EngineOptions = {}) {
    const store = new Store();
    const clock = new Clock();
    this.core = {
      store,
      clock,
      txns: new TransactionManager(clock),
      rules: new RulesAccess(clock, options.compileRules ?? ((files) => compileRules(files))),
      hub: new ListenHub(store),
    };
  }

  async commit(
    database: string,
    req: { writes?: Write[]; transaction?: Buffer },
    caller: Caller,
  ): Promise<{ commitTime: Timestamp; writeResults: WriteResult[] }> {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    const { txns } = this.core;
    if (!req.transaction || req.transaction.length === 0)
      return this.applyWrites(database, writes, caller);
    const txn = txns.get(database, req.transaction);
    try {
      if (txn.readOnly && writes.length > 0)
        throw invalidArgument('Cannot modify entities in a read-only transaction.');
      for (const w of writes) await txns.lock(txn, writeTarget(database, w).path);
      if (txn.state !== 'active') throw aborted(CONTENTION_MESSAGE);
      const db = this.core.store.database(database);
      for (const [path, seen] of txn.reads) {
        if (updateMicros(db.get(path)) !== seen) throw aborted(CONTENTION_MESSAGE);
      }
      for (const { rerun, seen } of txn.queries)
        if (rerun() !== seen) throw aborted(CONTENTION_MESSAGE);
      return this.applyWrites(database, writes, caller);
    } finally {
      txns.finish(txn);
    }
  }

  private applyWrites(database: string, writes: Write[], caller: Caller) {
    const { store, clock, rules, hub } = this.core;
    const outcome = commitBatch(store.database(database), clock, rules, caller, writes);
    hub.dispatch(database, outcome.changes, outcome.commitMicros);
    return { commitTime: outcome.commitTime, writeResults: outcome.writeResults };
  }

  async batchWrite(
    database: string,
    req: { writes?: Write[]; labels?: Record<string, string> },
    caller: Caller,
  ): Promise<{ writeResults: WriteResult[]; status: { code: number; message?: string }[] }> {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    const seen = new Set<string>();
    for (const w of writes) {
      const { name } = writeTarget(database, w);
      if (seen.has(name))
        throw invalidArgument(`Batch write cannot write to the same document twice: ${name}`);
      seen.add(name);
    }
    const writeResults: WriteResult[] = [];
    const status: { code: number; message?: string }[] = [];
    for (const w of writes) {
      try {
        const res = this.applyWrites(database, [w], caller);
        writeResults.push(res.writeResults[0] as WriteResult);
        status.push({ code: 0 });
      } catch (e) {
        if (!(e instanceof EmulatorError)) throw e;
        writeResults.push({});
        status.push({ code: e.code, message: e.message });
      }
    }
    return { writeResults, status };
  }

  batchGetDocuments(
    database: string,
    req: Parameters<Engine['batchGetDocuments']>[1],
    caller: Caller,
  ) {
    parseDatabaseName(database);
    return batchGetDocuments(this.core, database, req, caller);
  }

  getDocument(name: string, req: Parameters<Engine['getDocument']>[1], caller: Caller) {
    return getDocument(this.core, name, req, caller);
  }

  runQuery(database: string, req: Parameters<Engine['runQuery']>[1], caller: Caller) {
    parseDatabaseName(database);
    return runQuery(this.core, database, req, caller);
  }

  runAggregationQuery(
    database: string,
    req: Parameters<Engine['runAggregationQuery']>[1],
    caller: Caller,
  ) {
    parseDatabaseName(database);
    return runAggregationQuery(this.core, database, req, caller);
  }

  async beginTransaction(
    database: string,
    req: { options?: Record<string, unknown> },
  ): Promise<{ transaction: Buffer }> {
    parseDatabaseName(database);
    return { transaction: this.core.txns.begin(database, req.options).id };
  }

  async rollback(database: string, req: { transaction: Buffer }): Promise<void> {
    parseDatabaseName(database);
    if (!req.transaction || req.transaction.length === 0)
      throw invalidArgument('A transaction is required.');
    try {
      this.core.txns.finish(this.core.txns.get(database, req.transaction));
    } catch (e) {
      // Rolling back an aborted transaction is fine; an unknown one is not.
      if (!(e instanceof EmulatorError) || e.code !== GrpcCode.ABORTED) throw e;
    }
  }

  async listDocuments(req: Parameters<Engine['listDocuments']>[0], caller: Caller) {
    return listDocuments(this.core, req, caller);
  }

  async listCollectionIds(req: Parameters<Engine['listCollectionIds']>[0]) {
    return listCollectionIds(this.core, req);
  }

  listen(
    database: string,
    caller: Caller,
    send: (res: Record<string, unknown>) => void,
    fail: (err: EmulatorError) => void,
  ): ListenSession {
    parseDatabaseName(database);
    return new ListenStream(listenResolver(this.core, database, caller), send, fail);
  }

  setRules(project: string, files: { name?: string; content: string }[]): RulesIssue[] {
    return this.core.rules.set(project, files);
  }

  /** Rules for every project that has not loaded its own (the `--rules` file). */
  setDefaultRules(files: { name?: string; content: string }[]): RulesIssue[] {
    return this.core.rules.set(null, files);
  }

  /**
   * A stored document by its path below `documents/` (or null), read
   * synchronously: what storage rules' firestore.get() and firestore.exists()
   * see of the project's database.
   */
  storedDocument(database: string, path: string): Document | null {
    parseDatabaseName(database);
    return this.core.store.database(database).get(path);
  }

  clear(database: string): void {
    const db = this.core.store.database(database);
    this.core.txns.dropDatabase(database);
    const prefix = database.length + '/documents/'.length;
    const changes = db
      .allDocuments()
      .map((d) => ({ path: d.name.slice(prefix), before: d, after: null }));
    db.clear();
    this.core.hub.dispatch(database, changes, this.core.clock.tick());
  }

  /** Grows with every change to the data; equal values mean nothing changed in between. */
  revision(): number {
    return this.core.store.revision();
  }

  async exportTo(dir: string): Promise<void> {
    await exportStore(this.core.store, dir);
  }

  async importFrom(dir: string): Promise<void> {
    await importStore(this.core.store, this.core.clock, dir);
  }

  databases(): string[] {
    return this.core.store.names();
  }
}
