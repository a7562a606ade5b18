import MiniSearch from 'minisearch';
import type { Passage } from '../types';
import { chunkText } from './chunkText';
import { STOP_WORDS } from './terms';

export interface KnowledgeText {
  id: string;
  name: string;
  url?: string;
  content: string;
}

/** Chosen: longer than any word of a natural language, short enough to match fuzzily fast. */
export const MAX_TERM_CHARS = 40;
/** Chosen: a question is searched by its first 2,000 characters (a long paste gains nothing). */
export const MAX_QUESTION_CHARS = 2000;

interface IndexedChunk {
  id: string;
  docId: string;
  docName: string;
  url?: string;
  text: string;
}

/**
 * Full-text index over an agent's knowledge documents. Each document is
 * cut into passages; a search returns the best passages with their source.
 */
export class KnowledgeIndex {
  private readonly search = new MiniSearch<IndexedChunk>({
    fields: ['text', 'docName'],
    storeFields: ['docId', 'docName', 'url', 'text'],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      // Fuzzy matching costs the square of a term's length: no real word is this long.
      return STOP_WORDS.has(lower) || lower.length > MAX_TERM_CHARS ? null : lower;
    },
    searchOptions: { boost: { docName: 2 }, prefix: true, fuzzy: 0.2 },
  });

  readonly size: number;

  constructor(documents: readonly KnowledgeText[], chunkChars?: number) {
    const chunks = documents.flatMap((doc) =>
      chunkText(doc.content, chunkChars).map((text, index) => ({
        id: `${doc.id}#${index}`,
        docId: doc.id,
        docName: doc.name,
        ...(doc.url ? { url: doc.url } : {}),
        text,
      })),
    );
    this.search.addAll(chunks);
    this.size = chunks.length;
  }

  /**
   * The best passages for a question. Weak matches far below the best one
   * are dropped so a stray common word does not pull in unrelated text.
   */
  find(question: string, limit = 3): Passage[] {
    const results = this.search.search(question.slice(0, MAX_QUESTION_CHARS));
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * 0.35)
      .slice(0, limit)
      .map((result) => ({
        docId: String(result.docId),
        docName: String(result.docName),
        ...(result.url ? { url: String(result.url) } : {}),
        text: String(result.text),
        score: result.score,
      }));
  }
}
