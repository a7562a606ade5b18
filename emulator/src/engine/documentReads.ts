/** BatchGetDocuments and GetDocument: point reads with masks, transactions and rules. */
import { updateMicros } from './commitBatch';
import type { EngineCore } from './EngineCore';
import { readContext } from './EngineCore';
import { invalidArgument, notFound } from './errors';
import { applyMask, parseFieldPath } from './fieldPaths';
import { databaseOfName, documentPath } from './paths';
import type { BatchGetResponse, Caller, Document, ReadOptions } from './types';

type Mask = { fieldPaths?: string[] } | undefined;

function masked(doc: Document, mask: Mask): Document {
  if (!mask) return doc;
  return { ...doc, fields: applyMask(doc.fields, (mask.fieldPaths ?? []).map(parseFieldPath)) };
}

export async function batchGetDocuments(
  core: EngineCore,
  database: string,
  req: { documents?: string[]; mask?: Mask } & ReadOptions,
  caller: Caller,
): Promise<BatchGetResponse[]> {
  const names = req.documents ?? [];
  const paths = names.map((n) => documentPath(database, n));
  const ctx = readContext(core, database, req);
  const db = core.store.database(database);
  if (ctx.txn) for (const p of paths) await core.txns.lock(ctx.txn, p);
  const docs = paths.map((p) => db.getAt(p, ctx.at));
  if (core.rules.enforced(database, caller)) {
    paths.forEach((path, i) =>
      core.rules.check(database, caller, {
        path,
        method: 'get',
        resource: docs[i] ?? null,
        getDocument: (p) => db.getAt(p, ctx.at),
        getDocumentAfter: (p) => db.getAt(p, ctx.at),
      }),
    );
  }
  const out: BatchGetResponse[] = names.map((name, i) => {
    const doc = docs[i] ?? null;
    if (ctx.txn) core.txns.recordRead(ctx.txn, paths[i] as string, updateMicros(doc));
    return doc
      ? { found: masked(doc, req.mask), readTime: ctx.readTime }
      : { missing: name, readTime: ctx.readTime };
  });
  if (ctx.newTransaction) {
    if (out.length === 0) out.push({ readTime: ctx.readTime });
    (out[0] as BatchGetResponse).transaction = ctx.newTransaction;
  }
  return out;
}

export async function getDocument(
  core: EngineCore,
  name: string,
  req: { mask?: Mask } & ReadOptions,
  caller: Caller,
): Promise<Document> {
  const database = databaseOfName(name);
  if (!database) throw invalidArgument(`Invalid document name "${name}".`);
  if (req.newTransaction) throw invalidArgument('GetDocument cannot begin a transaction.');
  const [res] = await batchGetDocuments(core, database, { ...req, documents: [name] }, caller);
  if (!res?.found) throw notFound(`Document "${name}" not found.`);
  return res.found as Document;
}
