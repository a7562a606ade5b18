import type { KnowledgeIndex } from '../knowledge/KnowledgeIndex';
import { taggedWords } from '../knowledge/lemmatize';
import { indexTerm, splitWords } from '../knowledge/terms';

/** A meaningful word of the question in dictionary form, with how much it counts. */
export interface Concept {
  term: string;
  weight: number;
  /** A thing the question is about (a noun, name or number), not how or what is done. */
  topic: boolean;
}

const TOPIC_POS = new Set(['NOUN', 'PROPN', 'X']);

/**
 * How much a word's part of speech says about the topic: things (nouns,
 * names, numbers) name what is asked about; verbs and adjectives less;
 * adverbs ("quickly", "somewhere") hardly.
 */
const POS_FACTOR: Record<string, number> = {
  NOUN: 1,
  PROPN: 1,
  X: 1,
  // A number in a question is a value ("my 10 year old", "2 days before"):
  // the answer states a limit or a rule rather than repeating it.
  NUM: 0.4,
  ADJ: 0.8,
  VERB: 0.6,
  ADV: 0.35,
};
const OTHER_POS_FACTOR = 0.5;
/** Nouns and verbs the knowledge base does not know count at least this much. */
const NOVEL_POS = new Set(['NOUN', 'PROPN', 'VERB', 'X']);
const NOVEL_FACTOR = 0.8;
/**
 * A noun that qualifies the next noun ("bike lock", "trail map") says less
 * about the topic than the noun it qualifies.
 */
const MODIFIER_FACTOR = 0.6;
const NOUNS = new Set(['NOUN', 'PROPN']);
/**
 * Nouns that say little on their own ("rain gear", "cleaning products"):
 * the word before them names the thing.
 */
const LIGHT_NOUNS = new Set(['gear', 'equipment', 'stuff', 'thing', 'item', 'product', 'option']);
const LIGHT_NOUN_FACTOR = 0.5;
/** Verbs that carry little meaning of their own ("go ahead", "come along", "make sure"). */
const LIGHT_VERBS = new Set([
  'go',
  'come',
  'take',
  'make',
  'put',
  'let',
  'give',
  'see',
  'say',
  'use',
  'work',
  'try',
  'stay',
  'keep',
  'happen',
]);
const LIGHT_VERB_FACTOR = 0.3;

/**
 * wink-nlp's lite tagger reads some nouns as verbs in short questions. Two
 * corrections: a "verb" after a determiner and a noun, in a clause that
 * already has its verb, is the head of a compound ("buy a bike lock"), and an "-s" word after the auxiliary "have"
 * cannot be a participle ("do you have showers").
 */
function correctedTags(question: string): { word: string; pos: string }[] {
  const tagged = taggedWords(question);
  return tagged.map((entry, position) => {
    if (entry.pos !== 'VERB') return entry;
    const previous = tagged[position - 1];
    const beforeThat = tagged[position - 2];
    // … when the clause already has its verb ("can I buy a bike lock", not "will the tour go").
    const afterDeterminer =
      previous?.pos === 'NOUN' &&
      ['DET', 'PRON', 'ADJ'].includes(beforeThat?.pos ?? '') &&
      tagged.slice(0, position - 2).some((earlier) => earlier.pos === 'VERB');
    const afterHave =
      previous?.pos === 'AUX' &&
      /^(have|has|had)$/.test(previous.word) &&
      /[^s]s$/.test(entry.word);
    return afterDeterminer || afterHave ? { ...entry, pos: 'NOUN' } : entry;
  });
}

/**
 * The question's meaningful words, each weighted by how telling it is in
 * this knowledge base (inverse document frequency) times what its part of
 * speech says about the topic. A noun or verb the knowledge base knows in
 * no form (nor any variant) counts nearly fully whatever its part of
 * speech: a question about it is probably not covered.
 */
export function questionConcepts(index: KnowledgeIndex, question: string): Concept[] {
  const tagged = correctedTags(question);
  const tags = new Map<string, string>();
  const modifiers = new Set<string>();
  tagged.forEach(({ word, pos }, position) => {
    for (const part of [word, ...word.split('-'), word.replaceAll('-', '')]) {
      if (!tags.has(part)) tags.set(part, pos);
    }
    // A modifier the knowledge base never uses still counts fully: a
    // "gift card" is not covered by sentences about cards.
    const next = tagged[position + 1];
    const head = next && NOUNS.has(next.pos) ? indexTerm(next.word) : null;
    const own = indexTerm(word);
    if (pos === 'NOUN' && head && !LIGHT_NOUNS.has(head) && own && index.knows(own)) {
      modifiers.add(word);
    }
  });
  const words: Concept[] = [];
  for (const word of splitWords(question)) {
    const term = indexTerm(word);
    if (!term) continue;
    const lower = word.toLowerCase();
    const pos = tags.get(lower) ?? 'X';
    const novel =
      NOVEL_POS.has(pos) &&
      !LIGHT_VERBS.has(term) &&
      !index.knows(term) &&
      !index.variants(term).some((variant) => index.knows(variant));
    const factor =
      (novel
        ? Math.max(POS_FACTOR[pos] ?? 0, NOVEL_FACTOR)
        : (POS_FACTOR[pos] ?? OTHER_POS_FACTOR)) *
      (modifiers.has(lower) ? MODIFIER_FACTOR : 1) *
      (LIGHT_NOUNS.has(term) ? LIGHT_NOUN_FACTOR : 1) *
      (pos === 'VERB' && LIGHT_VERBS.has(term) ? LIGHT_VERB_FACTOR : 1);
    words.push({
      term,
      weight: index.weight(term) * factor,
      topic: TOPIC_POS.has(pos),
    });
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
