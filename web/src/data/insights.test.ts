import { describe, expect, it } from 'vitest';
import { doc, writeBatch } from 'firebase/firestore';
import {
  addDayToMonth,
  insightDayBefore,
  insightDaysBetween,
  insightMonthId,
  insightShardId,
  insightShardSchema,
  rolledDayId,
  totalInsights,
  type InsightMonth,
  type InsightShard,
} from '@vg/common';
import { useDataEmulator } from '../../test/dataEmulator';

await useDataEmulator();
const { watchInsightDays } = await import('./insights');
const { regionDb } = await import('./firebase');

const TODAY = '2026-11-25';
const RANGE = { from: insightDayBefore(TODAY, 90), to: TODAY };

function day(date: string, n: number): InsightShard {
  return insightShardSchema.parse({
    day: date,
    conversations: n,
    visitorMessages: 3 * n,
    channels: { widget: n },
    questions: { qa: { text: 'when are you open', count: n } },
  });
}

/** 90 days of counters as the nightly rollup leaves them, or as four shards a day without it. */
async function seed(agentId: string, rolled: boolean) {
  const db = regionDb('eu');
  const batch = writeBatch(db);
  const months = new Map<string, InsightMonth>();
  insightDaysBetween(RANGE.from, RANGE.to).forEach((date, i) => {
    const counters = day(date, 1 + (i % 4));
    if (!rolled || date === TODAY) {
      for (let shard = 0; shard < 4; shard++)
        batch.set(doc(db, 'voiceglow', agentId, 'insights', insightShardId(date, shard)), {
          ...day(date, shard === 0 ? counters.conversations : 0),
        });
      return;
    }
    batch.set(doc(db, 'voiceglow', agentId, 'insights', rolledDayId(date)), counters);
    const month = date.slice(0, 7);
    months.set(month, addDayToMonth(months.get(month) ?? null, date, counters));
  });
  for (const [month, data] of months)
    batch.set(doc(db, 'voiceglow', agentId, 'insights', insightMonthId(month)), data);
  await batch.commit();
}

function firstAnswer(agentId: string) {
  return new Promise<{ days: InsightShard[]; read: number }>((resolve, reject) => {
    const stop = watchInsightDays(
      'eu',
      agentId,
      RANGE,
      (days, read) => {
        stop();
        resolve({ days, read });
      },
      reject,
      TODAY,
    );
  });
}

describe('watchInsightDays', () => {
  it('reads 90 rolled-up days in at most 200 documents, with the numbers of every day', async () => {
    await seed('shards', false);
    await seed('rolled', true);
    const shards = await firstAnswer('shards');
    const rolled = await firstAnswer('rolled');
    expect(shards.read).toBe(360);
    // September and October as one document each, 28 other days, today's 4 shards.
    expect(rolled.read).toBe(34);
    expect(rolled.read).toBeLessThanOrEqual(200);
    expect(rolled.days).toHaveLength(90);
    expect(rolled.days.map((d) => d.conversations)).toEqual(
      shards.days.map((d) => d.conversations),
    );
    expect(totalInsights(rolled.days)).toEqual(totalInsights(shards.days));
  });
});
