import {
  MAX_QUESTION_CHARS,
  type KnowledgeIndex,
  type RankedPassage,
} from '../knowledge/KnowledgeIndex';
import { lemmaTerms } from '../knowledge/terms';
import { answeredByFact, questionKind, statesFact } from './questionKind';

/** Confidence below which the agent says it does not know (calibrated on the dev questions). */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.45;
const MAX_SENTENCES = 3;
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
  const passages = index.find(question, Math.max(options.topPassages ?? 3, 5));
  const concepts = [...new Set(lemmaTerms(question.slice(0, MAX_QUESTION_CHARS)))];
  const kind = questionKind(question);
  const total = concepts.reduce((sum, term) => sum + index.weight(term), 0);
  const unknown = { confidence: 0, known: false, sentences: [], passages };
  if (passages.length === 0 || total === 0) return unknown;

  const best = passages[0]!.score;
  const scored = passages.flatMap((passage, passageIndex) =>
    passage.sentences.map((sentence, sentenceIndex) => {
      const fact = statesFact(kind, sentence.text);
      const covered = concepts.reduce(
        (sum, term) =>
          sum +
          index.weight(term) *
            (fact && answeredByFact(kind, term) ? 1 : match(index, term, sentence.terms, passage)),
        0,
      );
      const coverage = covered / total;
      return {
        coverage,
        rank: coverage * (fact ? 1 + FACT_BONUS : 1) + 0.05 * (passage.score / best),
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
): number {
  if (words.has(term)) return 1;
  const variants = index.variants(term);
  if (variants.some((variant) => words.has(variant))) return 0.85;
  if (term.length >= 5 && [...words].some((word) => word.length >= 5 && sharesStem(word, term))) {
    return 0.85;
  }
  if (passage.titleTerms.has(term) || variants.some((variant) => passage.titleTerms.has(variant))) {
    return 0.6;
  }
  return 0;
}

/** 'delivery'/'deliver', 'cancellation'/'cancel': one word starts with the other. */
function sharesStem(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a);
}
