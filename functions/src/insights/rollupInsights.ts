import type { Firestore } from 'firebase-admin/firestore';
import {
  addDayToMonth,
  addInsights,
  emptyInsightDay,
  insightDay,
  insightMonthId,
  insightMonthSchema,
  rolledDayId,
  sumInsightDays,
} from '@vg/common';

/** Pending counter documents one pass of the nightly rollup takes at a time. */
const PASS_SIZE = 2_000;
/** Passes one run makes at most (a backlog is finished by the next runs). */
const MAX_PASSES = 50;
/** Agent-days rolled at the same time. */
const PARALLEL = 8;

function dayOf(docs: readonly unknown[], day: string) {
  return sumInsightDays(docs, [day])[0] ?? emptyInsightDay(day);
}

/**
 * Folds a closed day's counter shards into one document (`{day}_r`) and adds
 * them to the month's rollup (`m{YYYY-MM}`), in one transaction: the shards
 * are deleted as they are added, so a retry or a second run adds nothing
 * twice, and counters that arrive for the day later are added by the next
 * run. Answers whether anything was rolled.
 */
export async function rollupInsightDay(
  db: Firestore,
  agentId: string,
  day: string,
): Promise<boolean> {
  const insights = db.collection(`voiceglow/${agentId}/insights`);
  const rolledRef = insights.doc(rolledDayId(day));
  const monthRef = insights.doc(insightMonthId(day.slice(0, 7)));
  return db.runTransaction(async (tx) => {
    const dayDocs = await tx.get(insights.where('day', '==', day));
    const month = await tx.get(monthRef);
    const fresh = dayDocs.docs.filter((doc) => doc.id !== rolledRef.id);
    if (fresh.length === 0) return false;
    const added = dayOf(
      fresh.map((doc) => doc.data()),
      day,
    );
    const rolled = dayDocs.docs.find((doc) => doc.id === rolledRef.id);
    const before = rolled ? dayOf([rolled.data()], day) : emptyInsightDay(day);
    tx.set(rolledRef, addInsights(before, structuredClone(added)));
    for (const doc of fresh) tx.delete(doc.ref);
    const stored = month.exists ? (insightMonthSchema.safeParse(month.data()).data ?? null) : null;
    tx.set(monthRef, addDayToMonth(stored, day, added));
    return true;
  });
}

/**
 * Rolls up every agent's closed days that still have pending counters
 * (the nightly run; also catches days a missed run left). Answers how many
 * agent-days it rolled.
 */
export async function rollupPendingInsights(db: Firestore, now = Date.now()): Promise<number> {
  const today = insightDay(now);
  let rolled = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pending = await db
      .collectionGroup('insights')
      .where('pending', '==', true)
      .where('day', '<', today)
      .select('day')
      .limit(PASS_SIZE)
      .get();
    const agentDays = new Map<string, { agentId: string; day: string }>();
    for (const doc of pending.docs) {
      const agent = doc.ref.parent.parent;
      const day = doc.get('day');
      if (!agent || agent.parent.id !== 'voiceglow' || typeof day !== 'string') continue;
      agentDays.set(`${agent.id}/${day}`, { agentId: agent.id, day });
    }
    const queue = [...agentDays.values()];
    // A few at once: each is its own small transaction on its own documents.
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          if (await rollupInsightDay(db, next.agentId, next.day)) rolled++;
      }),
    );
    if (pending.size < PASS_SIZE) break;
  }
  return rolled;
}
