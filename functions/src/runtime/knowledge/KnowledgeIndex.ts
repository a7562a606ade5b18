import MiniSearch from 'minisearch';
import type { Passage } from './Passage';
import { documentPassages, type DocumentPassage, type KnowledgeText } from './documentPassages';
import { segmentSentences } from './segmentSentences';
import { MAX_PHRASE_WORDS, synonymMap, type SynonymMap } from './synonyms';
import { indexTerm, lemmaTerms, phrasesIn, splitWords } from './terms';

export type { KnowledgeText } from './documentPassages';

export { MAX_TERM_CHARS } from './terms';
/** Chosen: a question is searched by its first 2,000 characters (a long paste gains nothing). */
export const MAX_QUESTION_CHARS = 2000;

type IndexedChunk = DocumentPassage;

/** A passage with its sentences, each with its words in dictionary form. */
export interface RankedPassage extends Passage {
  headings: string;
  sentences: { text: string; terms: ReadonlySet<string> }[];
  /** Words of the document name and headings, in dictionary form. */
  titleTerms: ReadonlySet<string>;
}

/** Field weights: a word in a document's name or a heading says more than one in the body. */
const FIELD_BOOST = { docName: 3, headings: 2, text: 1 };
/** A variant from the synonym table counts a little less than the visitor's own word. */
const VARIANT_WEIGHT = 0.6;
/** Passages scoring below this share of the best are not read (a stray common word). */
const MIN_SCORE_SHARE = 0.35;

/**
 * Full-text index over an agent's knowledge documents: passages of at most
 * `vgOptions.maxChunkSize` characters, words in dictionary form (wink-nlp),
 * BM25 with field weights, and questions widened with the synonym table.
 */
export class KnowledgeIndex {
  private readonly search = new MiniSearch<IndexedChunk>({
    fields: ['docName', 'headings', 'text'],
    storeFields: ['docId', 'docName', 'url', 'headings', 'text'],
    tokenize: splitWords,
    processTerm: (term) => indexTerm(term),
    searchOptions: { boost: FIELD_BOOST, prefix: (term) => term.length >= 5, fuzzy: 0.15 },
  });
  /** In how many passages each word appears (for how telling a word is). */
  private readonly passageCount = new Map<string, number>();
  private readonly byId: ReadonlyMap<string, IndexedChunk>;
  readonly synonyms: SynonymMap;
  /** The synonym table's phrases ("flat tire"), matched word after word. */
  private readonly phrases: ReadonlySet<string>;
  readonly size: number;

  constructor(
    documents: readonly KnowledgeText[],
    chunkChars?: number,
    synonymGroups: readonly (readonly string[])[] = [],
  ) {
    this.synonyms = synonymMap(synonymGroups);
    this.phrases = new Set([...this.synonyms.keys()].filter((key) => key.includes(' ')));
    const chunks = documents.flatMap((doc) => documentPassages(doc, chunkChars));
    for (const chunk of chunks) {
      for (const term of new Set(
        this.terms(`${chunk.docName}\n${chunk.headings}\n${chunk.text}`),
      )) {
        this.passageCount.set(term, (this.passageCount.get(term) ?? 0) + 1);
      }
    }
    this.search.addAll(chunks);
    this.byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
    this.size = chunks.length;
  }

  /**
   * How telling a word is (inverse document frequency). A word the
   * knowledge base never uses weighs the most: a question about it is
   * probably not covered.
   */
  weight(term: string): number {
    const count = this.passageCount.get(term) ?? 0;
    return Math.log(1 + (this.size + 1) / (count + 0.5));
  }

  /** Whether the knowledge base uses a word anywhere. */
  knows(term: string): boolean {
    return this.passageCount.has(term);
  }

  /** The terms of a text in dictionary form, with the table's phrases found in it. */
  terms(text: string): string[] {
    const words = lemmaTerms(text);
    return [...words, ...this.phrasesIn(words)];
  }

  /** The synonym table's phrases that occur in a list of terms, word after word. */
  phrasesIn(words: readonly string[]): string[] {
    return phrasesIn(words, this.phrases, MAX_PHRASE_WORDS);
  }

  /** The word's variants from the synonym table, as dictionary forms. */
  variants(term: string): readonly string[] {
    return this.synonyms.get(term) ?? [];
  }

  /**
   * The best passages for a question. Weak matches far below the best one
   * are dropped so a stray common word does not pull in unrelated text.
   */
  find(
    question: string,
    limit = 3,
    options: {
      /** How much each of the question's words counts (1 when not given). */
      termFactors?: ReadonlyMap<string, number>;
      /** Passages below this share of the best score are dropped. */
      minScoreShare?: number;
    } = {},
  ): RankedPassage[] {
    const own = this.terms(question.slice(0, MAX_QUESTION_CHARS));
    if (own.length === 0) return [];
    const ownSet = new Set(own);
    const factors = options.termFactors;
    // A variant counts as much as the word it stands for, times VARIANT_WEIGHT.
    const variantFactor = new Map<string, number>();
    for (const term of own) {
      for (const variant of this.variants(term)) {
        if (ownSet.has(variant)) continue;
        const factor = (factors?.get(term) ?? 1) * VARIANT_WEIGHT;
        variantFactor.set(variant, Math.max(variantFactor.get(variant) ?? 0, factor));
      }
    }
    const results = this.search.search([...own, ...variantFactor.keys()].join(' '), {
      boostTerm: (term) =>
        ownSet.has(term) ? (factors?.get(term) ?? 1) : (variantFactor.get(term) ?? VARIANT_WEIGHT),
    });
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= best * (options.minScoreShare ?? MIN_SCORE_SHARE))
      .slice(0, limit)
      .map((result) =>
        this.ranked(
          {
            id: String(result.id),
            docId: String(result.docId),
            docName: String(result.docName),
            ...(result.url ? { url: String(result.url) } : {}),
            headings: String(result.headings),
            text: String(result.text),
          },
          result.score,
        ),
      );
  }

  /**
   * The passages with these ids (vector search found them), each with the
   * score given; ids of passages this index does not hold (a document
   * changed since it was embedded) are skipped.
   */
  passagesById(hits: readonly { id: string; score: number }[]): RankedPassage[] {
    return hits.flatMap((hit) => {
      const chunk = this.byId.get(hit.id);
      return chunk ? [this.ranked(chunk, hit.score)] : [];
    });
  }

  private ranked(chunk: IndexedChunk, score: number): RankedPassage {
    return {
      docId: chunk.docId,
      docName: chunk.docName,
      ...(chunk.url ? { url: chunk.url } : {}),
      text: chunk.text,
      headings: chunk.headings,
      score,
      titleTerms: new Set(this.terms(`${chunk.docName}\n${chunk.headings}`)),
      sentences: segmentSentences(chunk.text).map((sentence) => ({
        text: sentence,
        terms: new Set(this.terms(sentence)),
      })),
    };
  }
}
