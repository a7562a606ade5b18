import { logger } from 'firebase-functions';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { extractFileText, type KnowledgeFileKind } from './extractFileText';
import { KnowledgeSourceError, reasonOf } from './KnowledgeSourceError';
import { markSourceError, storeSourceText } from './storeSourceText';

export type ReadResult = { status: 'SUCCESS' } | { status: 'ERROR'; error: string };

/** Reads a PENDING file source and leaves it SUCCESS with its text, or ERROR with the reason. */
export async function readSourceFile(
  db: Firestore,
  ref: DocumentReference,
  bytes: Uint8Array,
  kind: KnowledgeFileKind,
  limits: { maxChars: number; chunkChars: number | undefined },
): Promise<ReadResult> {
  try {
    const { text } = await extractFileText(bytes, kind);
    await storeSourceText(db, ref, { content: text }, limits);
    return { status: 'SUCCESS' };
  } catch (error) {
    const reason = reasonOf(
      error,
      'The file could not be read because of an error on our side: try adding it again in a minute.',
    );
    if (!(error instanceof KnowledgeSourceError))
      logger.error('Reading a knowledge file failed:', error);
    await markSourceError(ref, reason);
    return { status: 'ERROR', error: reason };
  }
}
