import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { NearestPassage } from '../answer/answerKnowledge';
import type { Embedder } from '../embeddings/Embedder';
import { CHUNK_VECTOR_FIELD, knowledgeChunks } from './knowledgeChunks';
import { MAX_QUESTION_CHARS } from './KnowledgeIndex';

/** Chosen: passages nearest the question in meaning that are read besides the word search's. */
export const VECTOR_PASSAGES = 5;

/**
 * The agent's passages nearest the question in meaning: the question is
 * embedded and Firestore's vector search (`findNearest`, cosine) reads the
 * stored chunk vectors of the same embedder. An embedder that fails leaves
 * the word search alone to answer; the visitor is still answered.
 */
export async function nearestChunks(
  db: Firestore,
  agentId: string,
  embedder: Embedder,
  question: string,
  limit = VECTOR_PASSAGES,
): Promise<NearestPassage[]> {
  try {
    const [vector] = await embedder.embed([question.slice(0, MAX_QUESTION_CHARS)]);
    if (!vector?.length) return [];
    const found = await knowledgeChunks(db, agentId)
      .where('embedder', '==', embedder.id)
      .findNearest({
        vectorField: CHUNK_VECTOR_FIELD,
        queryVector: vector,
        limit,
        distanceMeasure: 'COSINE',
        distanceResultField: 'distance',
      })
      .get();
    return found.docs.map((doc) => ({ id: doc.id, similarity: 1 - Number(doc.get('distance')) }));
  } catch (error) {
    logger.warn(`Vector search skipped for agent ${agentId}: ${String(error)}`);
    return [];
  }
}
