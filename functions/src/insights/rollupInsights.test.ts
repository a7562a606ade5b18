import { describe, expect, it } from 'vitest';
import {
  combineInsightReads,
  insightDay,
  insightDayBefore,
  insightDaysBetween,
  insightMonthSchema,
  insightReadPlan,
  insightShardId,
  isMonthComplete,
  sumInsightDays,
  totalInsights,
  type InsightMonth,
} from '@vg/common';
import { useEmulators } from '../testing/emulators';
import { dbFor } from '../firestore';
import { insightIncrements } from './insightDelta';
import { rollupInsightDay, rollupPendingInsights } from './rollupInsights';

useEmulators();

const db = dbFor('eu');
const NOW = Date.parse('2026-11-25T12:00:00Z');
const TODAY = insightDay(NOW);

/** 90 days of counters on every shard, written as the chat transactions write them. */
async function ninetyDays(agentId: string) {
  const days = insightDaysBetween(insightDayBefore(TODAY, 90), TODAY);
  const batch = db.bulkWriter();
  days.forEach((day, i) => {
    for (let shard = 0; shard < 4; shard++)
      void batch.set(
        db.doc(`voiceglow/${agentId}/insights/${insightShardId(day, shard)}`),
        insightIncrements(day, {
          conversations: 1 + ((i + shard) % 3),
          visitorMessages: 4,
          botMessages: 4,
          channel: shard % 2 ? 'telegram' : 'widget',
          rating: 1 + (shard % 5),
          question: shard ? 'When are you open?' : 'Do you sell gift cards?',
          declined: shard === 0,
          tokens: 100,
          responseMs: 700,
        }),
        { merge: true },
      );
  });
  await batch.close();
  return { from: days[0] ?? TODAY, to: TODAY };
}

/** Reads a range as the pages do (insightReadPlan), counting every document read. */
async function readAsPage(agentId: string, range: { from: string; to: string }) {
  const insights = db.collection(`voiceglow/${agentId}/insights`);
  const all = await insights.where('month', '>=', '0').get();
  const months = all.docs.flatMap((d) => insightMonthSchema.safeParse(d.data()).data ?? []);
  const complete = new Set(months.filter(isMonthComplete).map((m) => m.month));
  const plan = insightReadPlan(range, TODAY, complete);
  let read = 0;
  const monthDocs: InsightMonth[] = [];
  if (plan.months.length) {
    const snap = await insights
      .where('month', '>=', plan.months[0])
      .where('month', '<=', plan.months.at(-1))
      .get();
    read += snap.size;
    monthDocs.push(...snap.docs.flatMap((d) => insightMonthSchema.safeParse(d.data()).data ?? []));
  }
  const dayDocs: unknown[] = [];
  for (const days of plan.dayRanges) {
    const snap = await insights.where('day', '>=', days.from).where('day', '<=', days.to).get();
    read += snap.size;
    dayDocs.push(...snap.docs.map((d) => d.data()));
  }
  return { read, days: combineInsightReads(range, monthDocs, dayDocs) };
}

describe('the nightly rollup of the insight counters', () => {
  it('lets a page read 90 days in at most 200 documents, with the same numbers', async () => {
    const agentId = `rollup-${Date.now().toString(36)}`;
    const range = await ninetyDays(agentId);
    const before = await readAsPage(agentId, range);
    // Four shards a day: 90 days are 360 documents before the rollup.
    expect(before.read).toBe(360);

    // Other tests' agents may have pending days too: at least this agent's 89 closed days.
    expect(await rollupPendingInsights(db, NOW)).toBeGreaterThanOrEqual(89);
    const after = await readAsPage(agentId, range);
    // September and October whole, 28 other closed days one each, today's four shards.
    expect(after.read).toBe(2 + 28 + 4);
    expect(after.read).toBeLessThanOrEqual(200);
    expect(totalInsights(after.days)).toEqual(totalInsights(before.days));
    expect(after.days.map((d) => d.conversations)).toEqual(before.days.map((d) => d.conversations));
    // 360 documents written and 89 day transactions: more than a unit test's usual 20 s on a busy machine.
  }, 90_000);

  it('adds nothing twice when run again, and adds counters that came late', async () => {
    const agentId = `rollup-late-${Date.now().toString(36)}`;
    const day = '2026-10-07';
    const shard = (n: number) => db.doc(`voiceglow/${agentId}/insights/${insightShardId(day, n)}`);
    await shard(1).set(insightIncrements(day, { conversations: 2, tokens: 50 }), { merge: true });
    await shard(3).set(insightIncrements(day, { conversations: 1 }), { merge: true });
    expect(await rollupInsightDay(db, agentId, day)).toBe(true);
    expect(await rollupInsightDay(db, agentId, day)).toBe(false);
    await rollupPendingInsights(db, NOW);
    // A late event for the closed day lands on a shard again.
    await shard(2).set(insightIncrements(day, { conversations: 4 }), { merge: true });
    expect(await rollupPendingInsights(db, NOW)).toBeGreaterThanOrEqual(1);

    const docs = await db.collection(`voiceglow/${agentId}/insights`).get();
    expect(docs.docs.map((d) => d.id).sort()).toEqual([`${day}_r`, 'm2026-10']);
    const [rolled] = sumInsightDays(
      docs.docs.map((d) => d.data()),
      [day],
    );
    expect(rolled?.conversations).toBe(7);
    const month = insightMonthSchema.parse(docs.docs.find((d) => d.id === 'm2026-10')?.data());
    expect(month.total.conversations).toBe(7);
    expect(month.total.tokens).toBe(50);
    expect(month.daily[day]?.conversations).toBe(7);
    expect(month.rolledDays).toEqual([day]);
  });

  it("leaves today's counters alone", async () => {
    const agentId = `rollup-today-${Date.now().toString(36)}`;
    const ref = db.doc(`voiceglow/${agentId}/insights/${insightShardId(TODAY, 0)}`);
    await ref.set(insightIncrements(TODAY, { conversations: 1 }), { merge: true });
    await rollupPendingInsights(db, NOW);
    expect((await ref.get()).get('conversations')).toBe(1);
  });
});
