import {
  MAX_QUESTION_CHARS,
  type KnowledgeIndex,
  type RankedPassage,
} from '../knowledge/KnowledgeIndex';
import { questionConcepts } from './questionConcepts';
import { answeredByFact, questionKind, statesFact } from './questionKind';

/** Confidence below which the agent says it does not know (calibrated on the dev questions). */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.42;
const MAX_SENTENCES = 3;
/** Sentences are read from this many of the best passages. */
const CANDIDATE_PASSAGES = 10;
/** A question word in the sentence before counts this much ("It costs …"). */
const CONTEXT_MATCH = 0.5;
const MAX_ANSWER_CHARS = 600;
/** A sentence stating the asked-for kind of fact ranks this much higher. */
const FACT_BONUS = 0.25;

export interface QuotedSentence {
  text: string;
  docId: string;
  docName: string;
  url?: string;
  /** Position in the passages, for reading order. */
  order: number;
}

export interface ExtractedAnswer {
  /** Share of the question's meaningful words (weighted) the best sentence covers, 0 to 1. */
  confidence: number;
  known: boolean;
  sentences: QuotedSentence[];
  passages: RankedPassage[];
}

/** `ifKnowsThreshold` as a share: 0.6 and 60 both mean 60 %. */
export function confidenceThreshold(ifKnowsThreshold: number | undefined): number {
  if (ifKnowsThreshold === undefined || !Number.isFinite(ifKnowsThreshold)) {
    return DEFAULT_CONFIDENCE_THRESHOLD;
  }
  const share = ifKnowsThreshold > 1 ? ifKnowsThreshold / 100 : ifKnowsThreshold;
  return Math.min(1, Math.max(0, share));
}

/**
 * Finds the sentences that answer a question. Each of the question's words
 * counts by how telling it is; a sentence's confidence is the share of that
 * weight it covers (its own words fully, synonym-table variants and the
 * passage's document name or heading partly). Below the threshold the
 * answer is unknown, and nothing is quoted.
 */
export function extractAnswer(
  index: KnowledgeIndex,
  question: string,
  options: { topPassages?: number; threshold?: number } = {},
): ExtractedAnswer {
  const threshold = options.threshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  const found = index.find(question, Math.max(options.topPassages ?? 3, CANDIDATE_PASSAGES));
  const concepts = questionConcepts(index, question.slice(0, MAX_QUESTION_CHARS));
  const kind = questionKind(question);
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  const topicTotal = concepts.reduce(
    (sum, concept) => sum + (concept.topic ? concept.weight : 0),
    0,
  );
  if (found.length === 0 || total === 0) {
    return { confidence: 0, known: false, sentences: [], passages: found };
  }

  const best = found[0]!.score;
  const scored = found.flatMap((passage, passageIndex) =>
    passage.sentences.map((sentence, sentenceIndex) => {
      const fact = statesFact(kind, sentence.text);
      // What the sentence before says carries over ("It costs …" after the tour).
      const context = [passage.sentences[sentenceIndex - 1]?.terms];
      let covered = 0;
      let topicCovered = 0;
      for (const { term, weight, topic } of concepts) {
        const share =
          fact && answeredByFact(kind, term)
            ? 1
            : match(index, term, sentence.terms, passage, context);
        covered += weight * share;
        if (topic) topicCovered += weight * share;
      }
      const coverage = covered / total;
      // The things asked about must be there too: "take the bike on the
      // ferry" is not answered by a sentence about taking bikes.
      const confidence =
        topicTotal > 0 ? Math.sqrt(coverage * (topicCovered / topicTotal)) : coverage;
      return {
        passageIndex,
        coverage: confidence,
        rank: confidence * (fact ? 1 + FACT_BONUS : 1) + 0.05 * (passage.score / best),
        quote: {
          text: sentence.text,
          docId: passage.docId,
          docName: passage.docName,
          ...(passage.url ? { url: passage.url } : {}),
          order: passageIndex * 1000 + sentenceIndex,
        },
      };
    }),
  );
  // Passages reranked by their best sentence: the retrieval the answer was read from.
  const passageRank = new Map<number, number>();
  for (const entry of scored) {
    passageRank.set(
      entry.passageIndex,
      Math.max(passageRank.get(entry.passageIndex) ?? 0, entry.rank),
    );
  }
  const passages = found
    .map((passage, passageIndex) => ({ passage, rank: passageRank.get(passageIndex) ?? 0 }))
    .sort((a, b) => b.rank - a.rank)
    .map((entry) => entry.passage);
  const unknown = { confidence: 0, known: false, sentences: [], passages };
  scored.sort((a, b) => b.rank - a.rank);
  const top = scored[0];
  if (!top || top.coverage < threshold) {
    return { ...unknown, confidence: top?.coverage ?? 0 };
  }
  const chosen = [top];
  let length = top.quote.text.length;
  for (const entry of scored.slice(1)) {
    if (chosen.length === MAX_SENTENCES) break;
    if (entry.coverage < threshold || entry.rank < top.rank * 0.8) continue;
    if (length + entry.quote.text.length > MAX_ANSWER_CHARS) continue;
    if (chosen.some((picked) => picked.quote.text === entry.quote.text)) continue;
    chosen.push(entry);
    length += entry.quote.text.length;
  }
  return {
    confidence: top.coverage,
    known: true,
    sentences: chosen.map((entry) => entry.quote).sort((a, b) => a.order - b.order),
    passages,
  };
}

/** How well a sentence covers one question word: 1 its own word, less for variants or titles. */
function match(
  index: KnowledgeIndex,
  term: string,
  words: ReadonlySet<string>,
  passage: RankedPassage,
  context: readonly (ReadonlySet<string> | undefined)[],
): number {
  if (words.has(term)) return 1;
  const variants = index.variants(term);
  if (variants.some((variant) => words.has(variant))) return 0.85;
  if (term.length >= 5 && [...words].some((word) => word.length >= 5 && sharesStem(word, term))) {
    return 0.85;
  }
  const within = (set: ReadonlySet<string>) =>
    set.has(term) || variants.some((variant) => set.has(variant));
  if (within(passage.titleTerms)) return 0.6;
  if (context.some((set) => set && within(set))) return CONTEXT_MATCH;
  return 0;
}

/** 'delivery'/'deliver', 'cancellation'/'cancel': one word starts with the other. */
function sharesStem(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}
