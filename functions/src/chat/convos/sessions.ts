import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Turn } from '@vg/common';
import { encodeTurns } from './turns';

/** Past sessions of a conversation live beside it, one document each. */
export function sessionsPath(conversationPath: string): string {
  return `${conversationPath}/sessions`;
}

/**
 * Queues, inside the caller's transaction, the archiving of a finished
 * session so the visitor can list and restore it later.
 */
export function archiveSessionWrite(
  tx: Transaction,
  convoRef: DocumentReference,
  sessionId: string,
  turns: readonly Turn[],
  authUid: string,
  now: number,
  ratingFrom5?: unknown,
): void {
  const first = turns[0]?.ts;
  tx.set(convoRef.collection('sessions').doc(sessionId), {
    id: sessionId,
    turns: encodeTurns(turns),
    ts: typeof first === 'number' ? first : now,
    authUid,
    archivedAt: Timestamp.fromMillis(now),
    // The stars the visitor gave this session stay with it.
    ...(typeof ratingFrom5 === 'number' ? { ratingFrom5 } : {}),
  });
}
