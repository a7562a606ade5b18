import type { ToolField } from '@vg/common';
import { lemmaTerms } from '../runtime/knowledge/terms';
import { missingFields, type RunnableTool } from './callTool';

export interface WordsToolChoice {
  tool: RunnableTool;
  args: Record<string, unknown>;
  /** Required fields the question did not fill. */
  missing: ToolField[];
}

/** The same word in dictionary form, or one a longer form of the other ("open", "opening"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** camelCase, snake_case and kebab-case keys as words ("orderId" → "order id"). */
function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}_.@#-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const HAS_DIGIT = /\d/;

/**
 * Choosing a tool without a model (the offline engine). A tool is chosen
 * when the question shares a word (in dictionary form) with the tool's
 * name and every required field can be filled from the question; a
 * question sharing two or more name words with it is the tool's even when
 * a required field is missing (the agent then asks for it). Ties go to the
 * tool listed first. Words match in dictionary form, a word also matching
 * its longer forms ("open" and "opening").
 *
 * Field values, per field not fixed by the owner: a word the field's
 * description offers as an option ("…: monday, tuesday, …") that the
 * question uses; else the word following one of the field's own words
 * ("order 1234" for orderId), when it holds a digit or the field is text
 * with options; else, for the first required field still empty, the one
 * word with digits the question has (number fields: the first number).
 */
export function chooseToolByWords(
  question: string,
  tools: readonly RunnableTool[],
): WordsToolChoice | null {
  const askedTerms = lemmaTerms(question);
  const asked = { has: (term: string) => askedTerms.some((word) => sameWord(word, term)) };
  let best: (WordsToolChoice & { score: number }) | null = null;
  for (const tool of tools) {
    const nameTerms = new Set(lemmaTerms(tool.name));
    const shared = [...nameTerms].filter((term) => asked.has(term)).length;
    if (shared === 0) continue;
    const descriptionShared = lemmaTerms(tool.description ?? '').filter((term) =>
      asked.has(term),
    ).length;
    const args = extractArgs(question, tool.fields);
    const missing = missingFields(tool, args);
    if (missing.length > 0 && shared < 2) continue;
    const score = shared * 2 + descriptionShared - missing.length * 3;
    if (!best || score > best.score) best = { tool, args, missing, score };
  }
  if (!best) return null;
  const { score: _score, ...choice } = best;
  return choice;
}

/** The values a question gives for a tool's fields (see chooseToolByWords). */
export function extractArgs(
  question: string,
  fields: readonly ToolField[],
): Record<string, unknown> {
  const tokens = question.match(TOKEN) ?? [];
  const lower = tokens.map((token) => token.toLowerCase());
  const used = new Set<number>();
  const args: Record<string, unknown> = {};
  const open = fields.filter((field) => field.value === undefined || field.value === '');
  for (const field of open) {
    const options = descriptionOptions(field.description);
    const optionAt = lower.findIndex((token, index) => !used.has(index) && options.has(token));
    if (optionAt >= 0) {
      used.add(optionAt);
      args[field.key] = tokens[optionAt];
      continue;
    }
    const own = new Set(lemmaTerms(keyWords(field.key)));
    for (let index = 0; index < tokens.length - 1; index += 1) {
      const word = lemmaTerms(tokens[index] ?? '')[0];
      if (!word || !own.has(word)) continue;
      const next = index + 1 + (/^(number|no|nr|id|#)$/i.test(tokens[index + 1] ?? '') ? 1 : 0);
      const value = tokens[next];
      if (value && !used.has(next) && fits(field, value)) {
        used.add(next);
        args[field.key] = value;
        break;
      }
    }
  }
  const firstEmpty = open.find((field) => field.required && args[field.key] === undefined);
  if (firstEmpty) {
    const candidates = tokens
      .map((token, index) => ({ token, index }))
      .filter(({ token, index }) => !used.has(index) && fits(firstEmpty, token));
    if (firstEmpty.type === 'number' ? candidates.length >= 1 : candidates.length === 1) {
      args[firstEmpty.key] = candidates[0]?.token;
    }
  }
  return args;
}

function fits(field: ToolField, value: string): boolean {
  if (field.type === 'number') return /^\d+([.,]\d+)?$/.test(value);
  if (field.type === 'boolean') return /^(true|false|yes|no)$/i.test(value);
  return HAS_DIGIT.test(value);
}

/** Options a field's description lists after a colon or "one of" ("Day: monday, tuesday"). */
function descriptionOptions(description: string | undefined): Set<string> {
  const match = /(?::|one of|e\.g\.)\s*([^.]+)/i.exec(description ?? '');
  if (!match?.[1]) return new Set();
  return new Set(
    match[1]
      .split(/,|\||\bor\b/)
      .map((option) => option.trim().toLowerCase())
      .filter((option) => /^[\p{L}\p{N}_-]+$/u.test(option)),
  );
}
