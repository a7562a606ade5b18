/** RunQuery and RunAggregationQuery: query reads with transactions and list rules. */
import type { DatabaseStore } from '../store/DatabaseStore';
import { updateMicros } from './commitBatch';
import type { EngineCore, ReadContext } from './EngineCore';
import { readContext } from './EngineCore';
import { invalidArgument } from './errors';
import { parentPath } from './paths';
import { aggregate } from './query/aggregate';
import { explainMetrics } from './query/explainMetrics';
import { compileQuery, type CompiledQuery } from './query/compileQuery';
import { executeQuery, project } from './query/executeQuery';
import type {
  Caller,
  Document,
  ReadOptions,
  RunAggregationQueryResponse,
  RunQueryResponse,
  StructuredAggregationQuery,
  StructuredQuery,
} from './types';

/** Rules see a query as a `list` on its collection (or collection group). */
export function checkList(
  core: EngineCore,
  database: string,
  caller: Caller,
  q: CompiledQuery,
  at?: bigint,
): void {
  if (!core.rules.enforced(database, caller)) return;
  const db = core.store.database(database);
  const group = q.allDescendants;
  core.rules.check(database, caller, {
    path: group
      ? q.collectionId
      : q.parent === ''
        ? q.collectionId
        : `${q.parent}/${q.collectionId}`,
    collectionGroup: group || undefined,
    method: 'list',
    resource: null,
    query: q.source,
    getDocument: (p) => db.getAt(p, at),
    getDocumentAfter: (p) => db.getAt(p, at),
  });
}

async function runLocked(
  core: EngineCore,
  db: DatabaseStore,
  q: CompiledQuery,
  ctx: ReadContext,
  unordered = false,
): Promise<Document[]> {
  if (!ctx.txn) return executeQuery(db, q, ctx.at, unordered);
  const txn = ctx.txn;
  const prefix = db.name.length + '/documents/'.length;
  // Lock what the query returns, then run it again so the result is read under the locks.
  for (const d of executeQuery(db, q)) await core.txns.lock(txn, d.name.slice(prefix));
  const docs = executeQuery(db, q);
  for (const d of docs) {
    await core.txns.lock(txn, d.name.slice(prefix));
    core.txns.recordRead(txn, d.name.slice(prefix), updateMicros(d));
  }
  core.txns.recordQuery(txn, () => resultSignature(executeQuery(db, q)), resultSignature(docs));
  return docs;
}

/** Which documents, at which versions, a query returned. */
function resultSignature(docs: Document[]): string {
  return docs.map((d) => `${d.name}@${updateMicros(d)}`).join('\n');
}

type Explain = { explainOptions?: { analyze?: boolean } };

export async function runQuery(
  core: EngineCore,
  database: string,
  req: { parent: string; structuredQuery?: StructuredQuery } & ReadOptions & Explain,
  caller: Caller,
): Promise<RunQueryResponse[]> {
  const started = process.hrtime.bigint();
  if (!req.structuredQuery) throw invalidArgument('A structured query is required.');
  const q = compileQuery(req.structuredQuery, parentPath(database, req.parent));
  const ctx = readContext(core, database, req);
  checkList(core, database, caller, q, ctx.at);
  const explain = req.explainOptions;
  // Explain without analyze plans the query only: no results and no read time.
  if (explain && !explain.analyze)
    return [{ explainMetrics: explainMetrics(q, false, 0, started) }];
  const docs = await runLocked(core, core.store.database(database), q, ctx);
  const out: RunQueryResponse[] = docs.map((d) => ({
    document: project(q, d),
    readTime: ctx.readTime,
  }));
  if (out.length === 0) out.push({ readTime: ctx.readTime });
  if (ctx.newTransaction) (out[0] as RunQueryResponse).transaction = ctx.newTransaction;
  // The service sends the statistics with the last response of the stream.
  if (explain)
    (out[out.length - 1] as RunQueryResponse).explainMetrics = explainMetrics(
      q,
      true,
      docs.length,
      started,
    );
  return out;
}

export async function runAggregationQuery(
  core: EngineCore,
  database: string,
  req: { parent: string; structuredAggregationQuery?: StructuredAggregationQuery } & ReadOptions &
    Explain,
  caller: Caller,
): Promise<RunAggregationQueryResponse[]> {
  const started = process.hrtime.bigint();
  const agg = req.structuredAggregationQuery;
  if (!agg?.structuredQuery) throw invalidArgument('A structured aggregation query is required.');
  const q = compileQuery(agg.structuredQuery, parentPath(database, req.parent));
  const ctx = readContext(core, database, req);
  checkList(core, database, caller, q, ctx.at);
  const explain = req.explainOptions;
  const res: RunAggregationQueryResponse = { readTime: ctx.readTime };
  if (ctx.newTransaction) res.transaction = ctx.newTransaction;
  if (explain && !explain.analyze)
    return [{ explainMetrics: explainMetrics(q, false, 0, started) }];
  const docs = await runLocked(core, core.store.database(database), q, ctx, true);
  res.result = { aggregateFields: aggregate(docs, agg) };
  if (explain) res.explainMetrics = explainMetrics(q, true, 1, started);
  return [res];
}
