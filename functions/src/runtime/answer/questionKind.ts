/** What sort of fact a question asks for; it steers which sentence answers. */
export type QuestionKind = 'amount' | 'time' | 'place' | 'duration' | 'other';

const KIND_PATTERNS: [QuestionKind, RegExp][] = [
  ['amount', /\bhow much\b|\b(price|prices|cost|costs|fee|fees|charge|pay|expensive|cheap)\b/i],
  ['duration', /\bhow long\b|\bhow many (days|hours|weeks|minutes)\b/i],
  ['time', /\bwhen\b|\bwhat time\b|\bwhich days?\b|\b(hours|open|opening|until)\b/i],
  ['place', /\bwhere\b|\b(address|located|location)\b/i],
];

const FACT_PATTERNS: Record<Exclude<QuestionKind, 'other'>, RegExp> = {
  amount:
    /[$€£¥]\s?\d|\d\s?(€|eur|euros?|usd|dollars?|gbp|pounds?|cents?)\b|\b\d+([.,]\d+)?\s?%|\bfree( of charge)?\b/i,
  duration: /\b\d+\s?(-|to|–)?\s?\d*\s?(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b/i,
  time: /\b\d{1,2}([:.]\d{2})?\s?(am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(weekends?|weekdays?|daily|every day|noon|midnight|morning|afternoon|evening)\b/i,
  place:
    /\b\d+\s+\p{L}+\s+(street|st|road|rd|avenue|ave|lane|square|way)\b|\b(located|floor|building|entrance|next to|opposite|corner|street|road|avenue|station)\b/iu,
};

export function questionKind(question: string): QuestionKind {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'other';
}

/** Whether a sentence states the kind of fact the question asks for. */
export function statesFact(kind: QuestionKind, sentence: string): boolean {
  return kind !== 'other' && FACT_PATTERNS[kind].test(sentence);
}

/** Question words a sentence stating the asked-for fact answers without repeating them. */
const KIND_TERMS: Record<QuestionKind, ReadonlySet<string>> = {
  amount: new Set(['price', 'cost', 'fee', 'charge', 'expensive', 'cheap', 'pay']),
  time: new Set(['time', 'hour', 'day']),
  place: new Set(['address', 'location', 'locate']),
  duration: new Set(['time', 'take', 'last']),
  other: new Set(),
};

/** Whether a question word is answered by a sentence that states the fact ('price' by '€4.99'). */
export function answeredByFact(kind: QuestionKind, term: string): boolean {
  return KIND_TERMS[kind].has(term);
}
