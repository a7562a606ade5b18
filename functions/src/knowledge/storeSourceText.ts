import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { KNOWLEDGE_SOURCE_MAX_CHARS } from '@vg/common';
import { chunkText } from '../runtime/knowledge/chunkText';
import { queueKnowledgeIndexing } from './indexing/queueKnowledgeIndexing';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { overLimitReason } from './kbCharLimit';

export interface SourceText {
  content: string;
  /** More fields to store with the text (a page title as name, fetch validators, ...). */
  fields?: Record<string, unknown>;
}

/**
 * Stores a source's text and marks it SUCCESS, inside a transaction that
 * adds up the characters of the agent's other readable sources, so two
 * sources added at once cannot pass the plan's `maxKbDocsCharCount`
 * together. Throws KnowledgeSourceError (nothing written) when the text does
 * not fit. `chunkCount` tells how many passages the agent's answer engine
 * cuts it into at the agent's `maxChunkSize`. The background indexing is
 * then asked to embed it.
 */
export async function storeSourceText(
  db: Firestore,
  ref: DocumentReference,
  source: SourceText,
  limits: { maxChars: number; chunkChars: number | undefined },
): Promise<void> {
  const chars = source.content.length;
  if (chars > KNOWLEDGE_SOURCE_MAX_CHARS) {
    throw new KnowledgeSourceError(
      `The text is ${chars.toLocaleString('en-US')} characters long; one source holds at most ${KNOWLEDGE_SOURCE_MAX_CHARS.toLocaleString('en-US')}: split it into smaller files or pages.`,
    );
  }
  await db.runTransaction(async (tx) => {
    const others = await tx.get(ref.parent.where('status', '==', 'SUCCESS'));
    const used = others.docs
      .filter((doc) => doc.id !== ref.id)
      .reduce((sum, doc) => sum + (Number(doc.get('charCount')) || 0), 0);
    if (used + chars > limits.maxChars) {
      throw new KnowledgeSourceError(overLimitReason(chars, used, limits.maxChars));
    }
    tx.set(
      ref,
      {
        ...source.fields,
        content: source.content,
        charCount: chars,
        chunkCount: chunkText(source.content, limits.chunkChars).length,
        status: 'SUCCESS',
        error: FieldValue.delete(),
      },
      { merge: true },
    );
  });
  await queueKnowledgeIndexing(db, ref.parent.parent!.id);
}

/** Marks a source ERROR with the reason the owner can act on; its earlier text is kept out of answers. */
export async function markSourceError(ref: DocumentReference, reason: string): Promise<void> {
  await ref.set({ status: 'ERROR', error: reason }, { merge: true });
  await queueKnowledgeIndexing(ref.firestore, ref.parent.parent!.id);
}
