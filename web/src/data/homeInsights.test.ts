import { describe, expect, it } from 'vitest';
import { doc, setDoc, writeBatch } from 'firebase/firestore';
import {
  addDayToMonth,
  averageRating,
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
const { watchHomeInsights } = await import('./homeInsights');
const { homeFigures } = await import('../features/insights/helpers/homeFigures');
const { regionDb } = await import('./firebase');

const TODAY = '2026-11-25';
const DAYS = insightDaysBetween(insightDayBefore(TODAY, 45), TODAY);

/** A day's counters: every day differs, and only some days hold a rating (a `ratings.N` field) at all. */
function counters(date: string, i: number): InsightShard {
  return insightShardSchema.parse({
    day: date,
    conversations: 1 + (i % 5),
    unanswered: i % 3,
    ...(i % 2 ? { tokens: 100 * i } : {}),
    ...(i % 4 === 1 ? { ratings: { [String(1 + (i % 5))]: 1 + (i % 2) } } : {}),
    channels: { widget: 1 },
  });
}

/**
 * 45 days up to today: the days before the last two rolled up (a document
 * a day and month rollups, which hold the same counters again), yesterday
 * and today still in shards, some shards holding nothing but a field or two.
 */
async function seed(agentId: string): Promise<InsightShard[]> {
  const db = regionDb('eu');
  const batch = writeBatch(db);
  const months = new Map<string, InsightMonth>();
  const days = DAYS.map((date, i) => counters(date, i));
  days.forEach((day, i) => {
    const date = day.day;
    if (i >= DAYS.length - 2) {
      const { conversations, ...rest } = day;
      batch.set(doc(db, 'voiceglow', agentId, 'insights', insightShardId(date, 0)), rest);
      batch.set(doc(db, 'voiceglow', agentId, 'insights', insightShardId(date, 2)), {
        day: date,
        conversations,
      });
      return;
    }
    batch.set(doc(db, 'voiceglow', agentId, 'insights', rolledDayId(date)), day);
    const month = date.slice(0, 7);
    months.set(month, addDayToMonth(months.get(month) ?? null, date, day));
  });
  for (const [month, data] of months)
    batch.set(doc(db, 'voiceglow', agentId, 'insights', insightMonthId(month)), data);
  await batch.commit();
  return days;
}

describe('watchHomeInsights', () => {
  it("adds today's counters to the store's sums of the days before, and follows today live", async () => {
    const days = await seed('home');
    const answers: { figures: ReturnType<typeof homeFigures>; read: number }[] = [];
    let next: () => void = () => undefined;
    const stop = watchHomeInsights(
      'eu',
      'home',
      (insights, read) => {
        answers.push({ figures: homeFigures(insights), read });
        next();
      },
      (error) => {
        throw error;
      },
      TODAY,
    );
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        next = () => answers.length >= count && resolve();
        next();
      });
    await answered(1);
    const last = (count: number) => totalInsights(days.slice(-count));
    expect(answers[0]?.figures).toEqual({
      today: last(1).conversations,
      week: last(7).conversations,
      month: last(30).conversations,
      rating: averageRating(last(30).ratings),
      unansweredWeek: last(7).unanswered,
      tokensPerDay: last(7).tokens / 7,
    });
    // Nine sums (one document read each) and today's two shards, not 30 days of documents.
    expect(answers[0]?.read).toBe(11);
    expect(answers[0]?.figures.rating.count).toBeGreaterThan(0);

    await setDoc(doc(regionDb('eu'), 'voiceglow', 'home', 'insights', insightShardId(TODAY, 3)), {
      day: TODAY,
      conversations: 4,
      ratings: { '5': 2 },
    });
    await answered(2);
    expect(answers[1]?.figures.today).toBe(last(1).conversations + 4);
    expect(answers[1]?.figures.month).toBe(last(30).conversations + 4);
    expect(answers[1]?.figures.rating.count).toBe(averageRating(last(30).ratings).count + 2);
    stop();
  });
});
