import type { Firestore } from 'firebase-admin/firestore';

/** Each passage of an agent's knowledge with its embedding: `voiceglow/{agent}/kbChunks/{passage id}`. */
export function knowledgeChunks(db: Firestore, agentId: string) {
  return db.collection(`voiceglow/${agentId}/kbChunks`);
}

/** The vector field of a chunk document (`FieldValue.vector`). */
export const CHUNK_VECTOR_FIELD = 'embedding';
