/**
 * What sort of fact a question asks for (the expected answer type); it
 * steers which sentence answers: a "how much" question wants a price, a
 * "when" question a time or a day, "what is your phone number" a number
 * to call.
 */
export type QuestionKind =
  | 'amount'
  | 'discount'
  | 'duration'
  | 'time'
  | 'phone'
  | 'email'
  | 'web'
  | 'place'
  | 'count'
  | 'other';

/** The first pattern that matches decides; more specific kinds come first. */
const KIND_PATTERNS: [QuestionKind, RegExp][] = [
  [
    'phone',
    /\b(phone|telephone|mobile|contact|whatsapp) (number|no)\b|\bnumber to (call|ring)\b|\b(call|ring|phone) you\b/i,
  ],
  ['email', /\be-?mail\b|\bemail address\b/i],
  ['web', /\b(website|web ?site|web address|url|link|homepage)\b/i],
  ['discount', /\b(discounts?|reductions?|concessions?|deals?|% off|percent off)\b/i],
  [
    'amount',
    /\bhow much\b|\b(price|prices|priced|cost|costs|fee|fees|charge|charges|pay|rate|rates|expensive|cheap)\b/i,
  ],
  [
    'duration',
    /\bhow long\b|\bhow many (days|hours|weeks|minutes|nights)\b|\b(reply|response|waiting|wait|delivery|travel|processing|turnaround|repair) times?\b/i,
  ],
  [
    'time',
    /\bwhen\b|\bwhat time\b|\bwhich days?\b|\bwhat days?\b|\b(hours|open|opening|closing|until)\b|\bclosed? (on|at)\b/i,
  ],
  ['place', /\bwhere\b|\b(address|located|location|directions)\b/i],
  ['count', /\bhow many\b|\b(maximum|minimum|max|min)\b/i],
];

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred';

/** What a sentence that states each kind of fact contains. */
const FACT_PATTERNS: Record<Exclude<QuestionKind, 'other'>, RegExp> = {
  amount:
    /[$€£¥]\s?\d|\d\s?(€|eur|euros?|usd|dollars?|gbp|pounds?|cents?)\b|\b\d+([.,]\d+)?\s?%|\bfree( of charge)?\b|\bno (extra )?(cost|charge)\b|\bincluded\b/i,
  discount: /\b\d+([.,]\d+)?\s?(%|percent)|\b(discount|reduction|off the)\b/i,
  duration: new RegExp(
    `\\b(\\d+|${NUMBER_WORD}|an?|half an?)\\s?(-|to|–)?\\s?\\d*\\s?(working |business |full |whole )?(minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\\b|\\bwithin the (hour|day|week)\\b`,
    'i',
  ),
  time: /\b\d{1,2}([:.]\d{2})?\s?(am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(weekends?|weekdays?|daily|every day|noon|midnight|morning|afternoon|evening)\b|\b\d{1,2} (january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
  phone: /\+?\d[\d ().-]{6,}\d/,
  email: /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
  web: /\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)*\.(com|org|net|io|co|app|shop|example|[a-z]{2})\b/i,
  place:
    /\b\d+\s+\p{L}+\s+(street|st|road|rd|avenue|ave|lane|square|way)\b|\b(located|floor|building|entrance|next to|opposite|corner|street|road|avenue|station|stop|minutes? away|on foot)\b/iu,
  count: new RegExp(`\\b(\\d+|${NUMBER_WORD})\\b`, 'i'),
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
  amount: new Set(['price', 'cost', 'fee', 'charge', 'expensive', 'cheap', 'pay', 'rate']),
  discount: new Set(['discount', 'reduction', 'concession', 'deal', 'cheap', 'price']),
  time: new Set(['time', 'hour', 'day']),
  place: new Set(['address', 'location', 'locate', 'direction']),
  duration: new Set(['time', 'take', 'last']),
  phone: new Set(['phone', 'telephone', 'number', 'call', 'mobile', 'whatsapp']),
  email: new Set(['email', 'mail', 'address']),
  web: new Set(['website', 'site', 'web', 'address', 'url', 'link', 'homepage']),
  count: new Set(['number', 'maximum', 'minimum', 'max', 'min', 'size']),
  other: new Set(),
};

/** Whether a question word is answered by a sentence that states the fact ('price' by '€4.99'). */
export function answeredByFact(kind: QuestionKind, term: string): boolean {
  return KIND_TERMS[kind].has(term);
}
