import { createHash } from 'node:crypto';
import { KnowledgeIndex, type KnowledgeText } from '../knowledge/KnowledgeIndex';
import { extractAnswer, type ExtractedAnswer } from './extractAnswer';

/** A passage the vector search found: its id and how near the question it is (cosine, 1 = same). */
export interface NearestPassage {
  id: string;
  similarity: number;
}

/** One question to answer from an agent's knowledge documents. */
export interface KnowledgeQuestion {
  documents: readonly KnowledgeText[];
  /** `vgOptions.maxChunkSize`. */
  chunkChars?: number;
  /** The agent's own synonym groups (`kbSynonyms`). */
  synonyms: readonly (readonly string[])[];
  query: string;
  topPassages: number;
  threshold: number;
  /** Passages nearest the question in meaning (Firestore vector search), nearest first. */
  nearest?: readonly NearestPassage[];
}

export interface KnowledgeAnswer {
  answer: ExtractedAnswer;
  /** Passages in the knowledge base. */
  size: number;
}

/** Chosen: indexes of this many knowledge bases stay built (a few agents chatting at once). */
const CACHED_INDEXES = 16;

const indexes = new Map<string, KnowledgeIndex>();

/** What an index is built from, as one hash: the same documents and settings share it. */
function signature(question: KnowledgeQuestion): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([question.chunkChars ?? null, question.synonyms]));
  for (const doc of question.documents) {
    hash.update(JSON.stringify([doc.id, doc.name, doc.url ?? null, doc.content]));
  }
  return hash.digest('hex');
}

/**
 * Answers a question from the knowledge documents. An index is built once
 * per set of documents and settings and kept for the next question (the
 * least recently used is dropped), so a conversation does not lemmatise its
 * knowledge base again for every message. Passages the vector search found
 * are ranked with the word search's (the sentences' confidence still
 * decides what is quoted).
 */
export async function answerKnowledge(question: KnowledgeQuestion): Promise<KnowledgeAnswer> {
  const key = signature(question);
  let index = indexes.get(key);
  if (index) {
    indexes.delete(key);
  } else {
    index = new KnowledgeIndex(question.documents, question.chunkChars, question.synonyms);
    if (indexes.size >= CACHED_INDEXES) indexes.delete(indexes.keys().next().value!);
  }
  indexes.set(key, index);
  const nearest = index.passagesById(
    (question.nearest ?? []).map((hit) => ({ id: hit.id, score: hit.similarity })),
  );
  const answer = extractAnswer(index, question.query, {
    topPassages: question.topPassages,
    threshold: question.threshold,
    nearest,
  });
  return { answer, size: index.size };
}
