import { createHash } from 'node:crypto';
import { KnowledgeIndex, type KnowledgeText } from '../knowledge/KnowledgeIndex';
import { nearestPassages } from '../knowledge/nearestPassages';
import { llamaEmbedder } from '../local/llamaEmbedder';
import { extractAnswer, type ExtractedAnswer } from './extractAnswer';

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
  /** A GGUF embedding model: passages nearest the question in meaning are read too. */
  embedModel?: string;
}

export interface KnowledgeAnswer {
  answer: ExtractedAnswer;
  /** Passages in the knowledge base. */
  size: number;
}

/** Chosen: indexes of this many knowledge bases stay built (a few agents chatting at once). */
const CACHED_INDEXES = 16;
/** Chosen: passages nearest the question in meaning that are read besides the search's. */
export const VECTOR_PASSAGES = 5;

interface Built {
  index: KnowledgeIndex;
  /** Each passage's embedding, per embedding model file. */
  vectors: Map<string, Promise<(readonly number[])[]>>;
}

const indexes = new Map<string, Built>();

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
 * knowledge base again for every message. With an embedding model, the
 * passages' embeddings are kept with it, and the passages nearest the
 * question in meaning are read besides those the word search found (the
 * sentences' confidence still decides what is quoted).
 */
export async function answerKnowledge(question: KnowledgeQuestion): Promise<KnowledgeAnswer> {
  const key = signature(question);
  let built = indexes.get(key);
  if (built) {
    indexes.delete(key);
  } else {
    built = {
      index: new KnowledgeIndex(question.documents, question.chunkChars, question.synonyms),
      vectors: new Map(),
    };
    if (indexes.size >= CACHED_INDEXES) indexes.delete(indexes.keys().next().value!);
  }
  indexes.set(key, built);
  const { index } = built;
  const alsoRead = question.embedModel
    ? index.passagesAt(await nearestInMeaning(built, question.embedModel, question.query))
    : [];
  const answer = extractAnswer(index, question.query, {
    topPassages: question.topPassages,
    threshold: question.threshold,
    alsoRead,
  });
  return { answer, size: index.size };
}

async function nearestInMeaning(built: Built, modelPath: string, query: string): Promise<number[]> {
  const embedder = llamaEmbedder(modelPath);
  let vectors = built.vectors.get(modelPath);
  if (!vectors) {
    vectors = (async () => {
      const out: (readonly number[])[] = [];
      for (const text of built.index.passageTexts()) out.push(await embedder.embed(text));
      return out;
    })();
    built.vectors.set(modelPath, vectors);
    vectors.catch(() => built.vectors.delete(modelPath));
  }
  return nearestPassages(await embedder.embed(query), await vectors, VECTOR_PASSAGES);
}
