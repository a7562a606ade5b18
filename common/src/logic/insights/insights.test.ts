import { describe, expect, it } from 'vitest';
import { insightDaysBetween, insightShardIndex, questionKey, responseBucket } from './insightKeys';
import {
  averageRating,
  emptyInsightDay,
  responsePercentile,
  sumInsightDays,
  topQuestions,
  totalInsights,
} from './sumInsights';
import { groupInsights, periodOf, toCsv } from './groupInsights';
import { INSIGHT_SHARDS, insightShardSchema } from '../../schemas/insights';

describe('insight keys', () => {
  it('folds a question to one key however it is typed', () => {
    expect(questionKey('  Do you ship  to Spain?? ')).toEqual(questionKey('do you ship to spain'));
    expect(questionKey('   ?')).toBeNull();
  });

  it('spreads conversations over every shard, each always on the same one', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => insightShardIndex(`user-${i}`)));
    expect(shards.size).toBe(INSIGHT_SHARDS);
    expect(insightShardIndex('user-7')).toBe(insightShardIndex('user-7'));
  });

  it('lists the days of a range and buckets response times', () => {
    expect(insightDaysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect([100, 250, 251, 3_000, 999_999].map(responseBucket)).toEqual([0, 0, 1, 4, 8]);
  });
});

describe('summing shards', () => {
  const shards = [
    {
      day: '2026-03-02',
      conversations: 2,
      ratings: { '5': 1 },
      questions: { qa: { text: 'a', count: 2 } },
    },
    {
      day: '2026-03-02',
      conversations: 1,
      ratings: { '3': 1 },
      questions: { qa: { text: 'a', count: 1 }, qb: { text: 'b', count: 4 } },
    },
    { day: '2026-03-01', conversations: 4, responseBuckets: { '1': 9, '5': 1 } },
    { day: 'not a day' },
  ];

  it('sums the shards of each day and fills empty days', () => {
    const days = sumInsightDays(shards, ['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days.map((d) => d.conversations)).toEqual([0, 4, 3]);
    expect(days[2]?.ratings).toEqual({ '5': 1, '3': 1 });
    expect(topQuestions(totalInsights(days).questions)).toEqual([
      { text: 'b', count: 4 },
      { text: 'a', count: 3 },
    ]);
    expect(averageRating(totalInsights(days).ratings)).toEqual({ average: 4, count: 2 });
  });

  it('reads percentiles from the response histogram', () => {
    const buckets = { '1': 9, '5': 1 };
    expect(responsePercentile(buckets, 0.5)).toBe(500);
    expect(responsePercentile(buckets, 0.95)).toBe(8_000);
    expect(responsePercentile({}, 0.5)).toBeNull();
  });

  it('groups days into ISO weeks and months', () => {
    expect(periodOf('2026-03-01', 'week')).toBe('2026-02-23');
    expect(periodOf('2026-03-02', 'week')).toBe('2026-03-02');
    const days = sumInsightDays(shards, ['2026-03-01', '2026-03-02']);
    expect(groupInsights(days, 'week').map((g) => [g.day, g.conversations])).toEqual([
      ['2026-02-23', 4],
      ['2026-03-02', 3],
    ]);
    expect(groupInsights(days, 'month').map((g) => [g.day, g.conversations])).toEqual([
      ['2026-03', 7],
    ]);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(
      toCsv(
        ['name', 'n'],
        [
          ['Ann, "A"', 2],
          ['=HYPERLINK()', 1],
        ],
      ),
    ).toBe('name,n\r\n"Ann, ""A""",2\r\n\'=HYPERLINK(),1\r\n');
  });
});

describe('emptyInsightDay', () => {
  it("is the schema's defaults for the day, a new object each time", () => {
    expect(emptyInsightDay('2026-11-25')).toEqual(insightShardSchema.parse({ day: '2026-11-25' }));
    expect(emptyInsightDay('total')).toEqual({
      ...insightShardSchema.parse({ day: '2000-01-01' }),
      day: 'total',
    });
    const one = emptyInsightDay('2026-11-25');
    one.channels.widget = 1;
    expect(emptyInsightDay('2026-11-25').channels).toEqual({});
  });
});
