import {
  MAX_QUESTION_CHARS,
  type KnowledgeIndex,
  type RankedPassage,
} from '../knowledge/KnowledgeIndex';
import { fuseRankings } from '../knowledge/fuseRankings';
import { questionConcepts } from './questionConcepts';
import { answeredByFact, questionKind, statesFact } from './questionKind';

/** Confidence below which the agent says it does not know (calibrated on the dev questions). */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.46;
const MAX_SENTENCES = 3;
/** Sentences are read from this many of the best passages. */
const CANDIDATE_PASSAGES = 12;
/** … that score at least this share of the best (sentences are then read closely). */
const CANDIDATE_SCORE_SHARE = 0.2;
/** A question word in the passage's document name or heading counts this much. */
const TITLE_MATCH = 0.6;
/** A question word in the sentence before counts this much. */
const CONTEXT_MATCH = 0.5;
/** … and this much when the sentence refers back to it ("It costs …", "They run …"). */
const ANAPHOR_CONTEXT_MATCH = 0.9;
/** Words that open a sentence about what the sentence before named. */
const REFERS_BACK = /^(it|its|it's|they|their|them|this|these|that|those|he|she|his|her)\b/i;
/**
 * A question that asks for a kind of fact (a price, a time, a number to call)
 * is only answered by a sentence that states one: the fact itself counts as
 * this share of the question's average word.
 */
const ANSWER_TYPE_WEIGHT = 0.5;
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
  options: {
    topPassages?: number;
    threshold?: number;
    /** Passages nearest the question in meaning (vector search), nearest first. */
    nearest?: readonly RankedPassage[];
  } = {},
): ExtractedAnswer {
  const threshold = options.threshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  const concepts = questionConcepts(index, question.slice(0, MAX_QUESTION_CHARS));
  // The search weighs the question's words as the answer does ("bike lock": the lock).
  const termFactors = new Map(
    concepts.map((concept) => [concept.term, concept.weight / index.weight(concept.term)]),
  );
  const searched = index.find(question, Math.max(options.topPassages ?? 3, CANDIDATE_PASSAGES), {
    termFactors,
    minScoreShare: CANDIDATE_SCORE_SHARE,
  });
  // Passages the vector search found too are read, ranked with the word search's.
  const found = options.nearest?.length ? fuseRankings(searched, options.nearest) : searched;
  const kind = questionKind(question);
  // The asked-for kind of fact is one more thing the answer must contain.
  const typeWeight =
    kind === 'other' || concepts.length === 0
      ? 0
      : (ANSWER_TYPE_WEIGHT * concepts.reduce((sum, concept) => sum + concept.weight, 0)) /
        concepts.length;
  const total = concepts.reduce((sum, concept) => sum + concept.weight, typeWeight);
  const topicTotal = concepts.reduce(
    (sum, concept) => sum + (concept.topic ? concept.weight : 0),
    0,
  );
  if (found.length === 0 || total === 0) {
    return { confidence: 0, known: false, sentences: [], passages: found };
  }

  const best = Math.max(found[0]!.score, Number.EPSILON);
  const scored = found.flatMap((passage, passageIndex) =>
    passage.sentences.map((sentence, sentenceIndex) => {
      const fact = statesFact(kind, sentence.text);
      // What the sentence before says carries over ("It costs …" after the tour).
      const before = passage.sentences[sentenceIndex - 1];
      const context = before?.terms;
      const contextShare =
        before && REFERS_BACK.test(sentence.text) ? ANAPHOR_CONTEXT_MATCH : CONTEXT_MATCH;
      let covered = fact ? typeWeight : 0;
      let topicCovered = 0;
      for (const { term, weight, topic } of concepts) {
        const share =
          fact && answeredByFact(kind, term)
            ? 1
            : match(index, term, sentence.terms, passage, context, contextShare);
        covered += weight * share;
        if (topic) topicCovered += weight * share;
      }
      const coverage = covered / total;
      // The things asked about must be there too: "take the bike on the
      // ferry" is not answered by a sentence about taking bikes.
      const confidence =
        topicTotal > 0 ? Math.sqrt(coverage * (topicCovered / topicTotal)) : coverage;
      const quote = (text: string, position: number): QuotedSentence => ({
        text,
        docId: passage.docId,
        docName: passage.docName,
        ...(passage.url ? { url: passage.url } : {}),
        order: passageIndex * 1000 + position,
      });
      return {
        passageIndex,
        coverage: confidence,
        rank: confidence * (fact ? 1 + FACT_BONUS : 1) + 0.05 * (passage.score / best),
        quote: quote(sentence.text, sentenceIndex),
        // A sentence that refers back ("It costs …") is quoted with the one it refers to.
        lead:
          before && REFERS_BACK.test(sentence.text)
            ? quote(before.text, sentenceIndex - 1)
            : undefined,
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
  const quotes = new Map<number, QuotedSentence>();
  const size = (entry: (typeof scored)[number]) =>
    [entry.lead, entry.quote]
      .filter((quote) => quote && !quotes.has(quote.order))
      .reduce((sum, quote) => sum + quote!.text.length, 0);
  const take = (entry: (typeof scored)[number]) => {
    for (const quote of [entry.lead, entry.quote]) if (quote) quotes.set(quote.order, quote);
  };
  take(top);
  let picked = 1;
  for (const entry of scored.slice(1)) {
    if (picked === MAX_SENTENCES) break;
    if (entry.coverage < threshold || entry.rank < top.rank * 0.8) continue;
    if (quotes.has(entry.quote.order)) continue;
    if ([...quotes.values()].some((quote) => quote.text === entry.quote.text)) continue;
    const length = [...quotes.values()].reduce((sum, quote) => sum + quote.text.length, 0);
    if (length + size(entry) > MAX_ANSWER_CHARS) continue;
    take(entry);
    picked += 1;
  }
  return {
    confidence: top.coverage,
    known: true,
    sentences: [...quotes.values()].sort((a, b) => a.order - b.order),
    passages,
  };
}

/** How well a sentence covers one question word: 1 its own word, less for variants or titles. */
function match(
  index: KnowledgeIndex,
  term: string,
  words: ReadonlySet<string>,
  passage: RankedPassage,
  context: ReadonlySet<string> | undefined,
  contextShare: number,
): number {
  if (words.has(term)) return 1;
  const variants = index.variants(term);
  if (variants.some((variant) => words.has(variant))) return 0.85;
  if (term.length >= 5 && [...words].some((word) => word.length >= 5 && sharesStem(word, term))) {
    return 0.85;
  }
  const within = (set: ReadonlySet<string>) =>
    set.has(term) || variants.some((variant) => set.has(variant));
  return Math.max(
    within(passage.titleTerms) ? TITLE_MATCH : 0,
    context && within(context) ? contextShare : 0,
  );
}

/** 'delivery'/'deliver', 'cancellation'/'cancel': one word starts with the other. */
function sharesStem(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}
