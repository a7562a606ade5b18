import type { KnowledgeIndex } from '../knowledge/KnowledgeIndex';
import { partsOfSpeech } from '../knowledge/lemmatize';
import { indexTerm, splitWords } from '../knowledge/terms';

/** A meaningful word of the question in dictionary form, with how much it counts. */
export interface Concept {
  term: string;
  weight: number;
  /** A thing the question is about (a noun, name or number), not how or what is done. */
  topic: boolean;
}

const TOPIC_POS = new Set(['NOUN', 'PROPN', 'NUM', 'X']);

/**
 * How much a word's part of speech says about the topic: things (nouns,
 * names, numbers) name what is asked about; verbs and adjectives less;
 * adverbs ("quickly", "somewhere") hardly.
 */
const POS_FACTOR: Record<string, number> = {
  NOUN: 1,
  PROPN: 1,
  NUM: 1,
  X: 1,
  ADJ: 0.8,
  VERB: 0.6,
  ADV: 0.35,
};
const OTHER_POS_FACTOR = 0.5;

/**
 * The question's meaningful words, each weighted by how telling it is in
 * this knowledge base (inverse document frequency) times what its part of
 * speech says about the topic.
 */
export function questionConcepts(index: KnowledgeIndex, question: string): Concept[] {
  const tags = partsOfSpeech(question);
  const words: Concept[] = [];
  for (const word of splitWords(question)) {
    const term = indexTerm(word);
    if (!term) continue;
    const pos = tags.get(word.toLowerCase()) ?? 'X';
    const factor = POS_FACTOR[pos] ?? OTHER_POS_FACTOR;
    words.push({ term, weight: index.weight(term) * factor, topic: TOPIC_POS.has(pos) });
  }
  // A phrase from the synonym table ("flat tyre") stands for its words, as one concept.
  const concepts = new Map<string, Concept>();
  const add = (concept: Concept) => {
    const known = concepts.get(concept.term);
    if (!known || known.weight < concept.weight) concepts.set(concept.term, concept);
  };
  const inPhrase = new Set<string>();
  for (const phrase of index.phrasesIn(words.map((word) => word.term))) {
    const parts = words.filter((word) => phrase.split(' ').includes(word.term));
    parts.forEach((part) => inPhrase.add(part.term));
    add({
      term: phrase,
      weight: Math.max(...parts.map((part) => part.weight)),
      topic: parts.some((part) => part.topic),
    });
  }
  for (const word of words) if (!inPhrase.has(word.term)) add(word);
  return [...concepts.values()];
}
