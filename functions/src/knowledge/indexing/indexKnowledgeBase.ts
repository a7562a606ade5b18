import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { knowledgeIndexProgressPath, type KnowledgeIndexProgress } from '@vg/common';
import type { Embedder } from '../../runtime/embeddings/Embedder';
import { documentPassages, passageText } from '../../runtime/knowledge/documentPassages';
import type { KnowledgeText } from '../../runtime/knowledge/KnowledgeIndex';
import { CHUNK_VECTOR_FIELD, knowledgeChunks } from '../../runtime/knowledge/knowledgeChunks';
import { loadKnowledge } from '../../runtime/knowledge/loadKnowledge';

/** A run that has said nothing for this long has died: another may take over. */
export const STALE_RUN_MS = 3 * 60_000;
/** Writes per batch (Firestore takes 500). */
const BATCH_WRITES = 400;

export interface IndexingSummary {
  /** Documents whose passages were embedded again. */
  indexed: number;
  /** Documents gone (deleted, or failed to read) whose passages were removed. */
  removed: number;
  /** False when another run was already under way (it runs again for this change). */
  ran: boolean;
}

/**
 * Brings an agent's stored passage vectors up to date with its knowledge
 * documents: the passages of every document that changed since it was
 * embedded (its text, name, the chunk size or the embedder) are embedded
 * and stored as Firestore vectors on `kbChunks/{passage id}`, those of
 * documents that are gone are deleted. Progress goes to
 * `kbIndex/progress` after each document. One run per agent at a time: a
 * change during a run marks it to run once more when it ends.
 */
export async function indexKnowledgeBase(
  db: Firestore,
  agentId: string,
  embedder: Embedder,
  options: { chunkChars?: number | undefined; now?: () => number } = {},
): Promise<IndexingSummary> {
  const now = options.now ?? Date.now;
  const progress = db.doc(knowledgeIndexProgressPath(agentId));
  const claimed = await db.runTransaction(async (tx) => {
    const current = (await tx.get(progress)).data() as KnowledgeIndexProgress | undefined;
    if (current?.state === 'indexing' && now() - current.updatedAt < STALE_RUN_MS) {
      tx.update(progress, { rerun: true });
      return false;
    }
    tx.set(progress, { state: 'indexing', done: 0, total: 0, updatedAt: now(), rerun: false });
    return true;
  });
  const summary: IndexingSummary = { indexed: 0, removed: 0, ran: claimed };
  if (!claimed) return summary;
  try {
    for (;;) {
      const pass = await indexPass(db, agentId, embedder, options.chunkChars, now);
      summary.indexed += pass.indexed;
      summary.removed += pass.removed;
      const again = await db.runTransaction(async (tx) => {
        const current = (await tx.get(progress)).data() as KnowledgeIndexProgress | undefined;
        if (current?.rerun) {
          tx.update(progress, { rerun: false, updatedAt: now() });
          return true;
        }
        tx.set(progress, { state: 'done', done: pass.total, total: pass.total, updatedAt: now() });
        return false;
      });
      if (!again) return summary;
    }
  } catch (error) {
    await progress.set({
      state: 'error',
      done: 0,
      total: 0,
      updatedAt: now(),
      error: `Indexing stopped: ${error instanceof Error ? error.message : String(error)}`,
    });
    throw error;
  }
}

async function indexPass(
  db: Firestore,
  agentId: string,
  embedder: Embedder,
  chunkChars: number | undefined,
  now: () => number,
): Promise<{ indexed: number; removed: number; total: number }> {
  const progress = db.doc(knowledgeIndexProgressPath(agentId));
  const chunks = knowledgeChunks(db, agentId);
  const [documents, stored] = await Promise.all([
    loadKnowledge(db, agentId),
    chunks.select('docId', 'sourceHash').get(),
  ]);
  /** The stored passages of each document, and the hash they were made from. */
  const storedByDoc = new Map<string, { hash: unknown; ids: string[] }>();
  for (const chunk of stored.docs) {
    const docId = String(chunk.get('docId'));
    const entry = storedByDoc.get(docId) ?? { hash: chunk.get('sourceHash'), ids: [] as string[] };
    entry.ids.push(chunk.id);
    storedByDoc.set(docId, entry);
  }
  const hashes = new Map(documents.map((doc) => [doc.id, sourceHash(doc, embedder, chunkChars)]));
  const changed = documents.filter((doc) => storedByDoc.get(doc.id)?.hash !== hashes.get(doc.id));
  const live = new Set(documents.map((doc) => doc.id));
  const gone = [...storedByDoc.keys()].filter((docId) => !live.has(docId));

  await progress.update({ done: 0, total: changed.length, updatedAt: now() });
  for (const [position, doc] of changed.entries()) {
    const passages = documentPassages(doc, chunkChars);
    const vectors = await embedder.embed(passages.map(passageText));
    const writes: ((batch: WriteBatch) => void)[] = [];
    const kept = new Set(passages.map((passage) => passage.id));
    for (const id of storedByDoc.get(doc.id)?.ids ?? []) {
      if (!kept.has(id)) writes.push((batch) => batch.delete(chunks.doc(id)));
    }
    passages.forEach((passage, index) => {
      writes.push((batch) =>
        batch.set(chunks.doc(passage.id), {
          docId: doc.id,
          docName: doc.name,
          headings: passage.headings,
          text: passage.text,
          sourceHash: hashes.get(doc.id),
          embedder: embedder.id,
          [CHUNK_VECTOR_FIELD]: FieldValue.vector(vectors[index]!),
        }),
      );
    });
    // The document's passages land before its count does.
    writes.push((batch) => batch.update(progress, { done: position + 1, updatedAt: now() }));
    await commitAll(db, writes);
  }
  const removals = gone.flatMap((docId) =>
    storedByDoc.get(docId)!.ids.map((id) => (batch: WriteBatch) => batch.delete(chunks.doc(id))),
  );
  await commitAll(db, removals);
  return { indexed: changed.length, removed: gone.length, total: changed.length };
}

/** What a document's stored passages were made from. */
function sourceHash(doc: KnowledgeText, embedder: Embedder, chunkChars: number | undefined) {
  return createHash('sha256')
    .update(
      JSON.stringify([embedder.id, chunkChars ?? null, doc.name, doc.url ?? null, doc.content]),
    )
    .digest('hex');
}

async function commitAll(db: Firestore, writes: ((batch: WriteBatch) => void)[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}
