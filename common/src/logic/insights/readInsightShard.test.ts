import { describe, expect, it } from 'vitest';
import { insightShardSchema } from '../../schemas/insights';
import { readInsightShard } from './readInsightShard';

/** What the schema makes of a document: its counters, or null where it refuses it. */
function bySchema(data: unknown) {
  const parsed = insightShardSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const FULL = {
  day: '2026-11-25',
  conversations: 3,
  visitorMessages: 9,
  botMessages: 9,
  channels: { widget: 2, whatsapp: 1 },
  channelMessages: { widget: 12, whatsapp: 6 },
  countries: { DE: 2, FR: 1 },
  ratings: { '5': 2, '1': 1 },
  handoffs: 1,
  handoffsAnswered: 1,
  handoffReplyMs: 6000,
  unanswered: 2,
  questions: { a1: { text: 'when are you open', count: 2 }, b2: { count: 1 } },
  unansweredQuestions: { c3: { text: 'do you ship to mars', count: 2 } },
  tokens: 1500,
  responses: 9,
  responseMs: 4200.5,
  responseBuckets: { '0': 5, '3': 4 },
  errors: 0,
  pending: true,
};

const CASES: [string, unknown][] = [
  ['a full document (with a field the schema drops)', FULL],
  ['a shard holding only what its events touched', { day: '2026-11-25', tokens: 40 }],
  ['a day alone', { day: '2026-11-25' }],
  ['a question without its text or count', { ...FULL, questions: { q: {} } }],
  ['a question with a field of its own', { ...FULL, questions: { q: { text: 'x', at: 1 } } }],
  ['no day', { conversations: 1 }],
  ['a day that is not YYYY-MM-DD', { day: '2026-11-25T00:00' }],
  ['a day with a line after it', { day: '2026-11-25\n' }],
  ['a day that is a number', { day: 20261125 }],
  ['a count as text', { ...FULL, conversations: '3' }],
  ['a count set to null', { ...FULL, tokens: null }],
  ['a count that is not finite', { ...FULL, responseMs: Number.POSITIVE_INFINITY }],
  ['a count that is NaN', { ...FULL, errors: Number.NaN }],
  ['a map that is a list', { ...FULL, channels: [1, 2] }],
  ['a map set to null', { ...FULL, countries: null }],
  ['a map holding text', { ...FULL, ratings: { '5': 'two' } }],
  ['a map holding an infinite count', { ...FULL, ratings: { '5': Number.POSITIVE_INFINITY } }],
  ['a map that is a Date', { ...FULL, channels: new Date(0) }],
  ['a question that is a number', { ...FULL, questions: { q: 3 } }],
  ['a question that is null', { ...FULL, unansweredQuestions: { q: null } }],
  ['a question whose text is a number', { ...FULL, questions: { q: { text: 3 } } }],
  ['a question whose count is text', { ...FULL, questions: { q: { text: 'x', count: '1' } } }],
  ['questions as a list', { ...FULL, questions: [] }],
  ['a key named __proto__', { ...FULL, channels: JSON.parse('{"__proto__": 1, "widget": 2}') }],
  ['null', null],
  ['a list', [FULL]],
  ['text', 'day'],
];

describe('readInsightShard', () => {
  it.each(CASES)('reads %s as the schema does', (_, data) => {
    expect(readInsightShard(data)).toStrictEqual(bySchema(data));
  });

  it('refuses what the schema refuses and reads what it reads', () => {
    const refused = CASES.filter(([, data]) => bySchema(data) === null).length;
    expect(refused).toBeGreaterThan(15);
    expect(CASES.length - refused).toBeGreaterThan(4);
  });
});
