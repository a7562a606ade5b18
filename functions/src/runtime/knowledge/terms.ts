import { lemmatize } from './lemmatize';

/** Words too common to tell passages apart (question words included). */
export const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does did for from has have had how i if in is it its me
  my of on or our so that the than then their them there these this those to was were we what when
  where which who whom why will with would you your please tell about any some also just get got
  much many long need want know like able am been being into may might must shall should us
  yes no not don doesn didn isn aren wasn won okay ok hi hello thanks possible available really actually currently usually
  normally ever still anything something thing way kind sort somewhere anywhere everywhere
  else someone anyone everyone quite very too happen happens happened`.split(/\s+/),
);

/** The meaningful lower-case words of a text. */
export function contentTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !STOP_WORDS.has(word),
  );
}

/** Chosen: longer than any word of a natural language, short enough to match fuzzily fast. */
export const MAX_TERM_CHARS = 40;

/** One word as the index stores it: lower case, dictionary form; null for a stop word. */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  // Fuzzy matching costs the square of a term's length: no real word is this long.
  // A single digit is a word ("branch 7", "terminal 2"); a single letter is not.
  if (lower.length > MAX_TERM_CHARS || STOP_WORDS.has(lower) || /^\p{L}$/u.test(lower)) return null;
  const lemma = lemmatize(lower);
  return STOP_WORDS.has(lemma) ? null : lemma;
}

const CONTRACTION = /[’'](t|s|re|ll|ve|m|d)\b/giu;
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/**
 * The words of a text as written: a contraction loses its tail ("don't" →
 * "don", "what's" → "what"; "not" is a stop word anyway) and a hyphenated
 * word gives its parts and the joined form, so "E-mails" meets "emails" and
 * "e-bike" meets "ebike".
 */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const [word] of text.replace(CONTRACTION, '').matchAll(WORD)) {
    if (!word.includes('-')) {
      words.push(word);
      continue;
    }
    const parts = word.split('-');
    words.push(...parts, parts.join(''));
  }
  return words;
}

/** The meaningful words of a text in dictionary form, in order. */
export function lemmaTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    const term = indexTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/** The phrases of a table (keys with a space) that occur, word after word, in a list of terms. */
export function phrasesIn(
  terms: readonly string[],
  phrases: ReadonlySet<string>,
  maxWords: number,
): string[] {
  const found: string[] = [];
  if (phrases.size === 0) return found;
  for (let start = 0; start < terms.length; start += 1) {
    for (let length = 2; length <= maxWords && start + length <= terms.length; length += 1) {
      const phrase = terms.slice(start, start + length).join(' ');
      if (phrases.has(phrase)) found.push(phrase);
    }
  }
  return found;
}
