import { createRequire } from 'node:module';

type Lemmatizer = (word: string) => string;

const requireCommonJs = createRequire(import.meta.url);
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;
/** Longer words are not looked up (they are not English words). */
const MAX_LEMMA_WORD = 40;
const PLURAL_DAY = /^(mon|tues|wednes|thurs|fri|satur|sun)days$/;
let lemmatizer: Lemmatizer | undefined;
let tagger: ((text: string) => [string, string][]) | undefined;

/**
 * wink-nlp with its English lite model, loaded on first use (about half a
 * second, once per process) so functions that never search do not pay for it.
 */
function loadLemmatizer(): Lemmatizer {
  if (lemmatizer) return lemmatizer;
  const winkNLP = requireCommonJs('wink-nlp') as typeof import('wink-nlp').default;
  const model = requireCommonJs('wink-eng-lite-web-model') as import('wink-nlp').Model;
  const nlp = winkNLP(model, ['pos']);
  const its = nlp.its;
  // The typings of its.lemma do not match out()'s overloads; it returns strings.
  const lemmaOf = its.lemma as never;
  lemmatizer = (word) => (nlp.readDoc(word).tokens().out(lemmaOf) as string[])[0] ?? word;
  tagger = (text) => {
    const tokens = nlp.readDoc(text).tokens();
    const pos = tokens.out(its.pos as never) as string[];
    return (tokens.out() as string[]).map((word, index) => [word, pos[index] ?? 'X']);
  };
  return lemmatizer;
}

/**
 * The words of a short text in order, each with its part of speech
 * (Universal POS tags: NOUN, VERB, ADV, …) read in context; punctuation
 * is left out.
 */
export function taggedWords(text: string): { word: string; pos: string }[] {
  loadLemmatizer();
  return tagger!(text)
    .filter(([, pos]) => pos !== 'PUNCT')
    .map(([word, pos]) => ({ word: word.toLowerCase(), pos }));
}

/**
 * The part of speech of each lower-case word of a short text, read in
 * context; the parts of a hyphenated word take its tag.
 */
export function partsOfSpeech(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const { word, pos } of taggedWords(text)) {
    for (const part of [word, ...word.split('-'), word.replaceAll('-', '')]) {
      if (!tags.has(part)) tags.set(part, pos);
    }
  }
  return tags;
}

/** The dictionary form of one lower-case word: 'delivered' → 'deliver', 'prices' → 'price'. */
export function lemmatize(word: string): string {
  if (word.length < 3 || word.length > MAX_LEMMA_WORD || /^\d/.test(word)) return word;
  const known = cache.get(word);
  if (known !== undefined) return known;
  const lemma = PLURAL_DAY.test(word) ? word.slice(0, -1) : loadLemmatizer()(word) || word;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, lemma);
  return lemma;
}
