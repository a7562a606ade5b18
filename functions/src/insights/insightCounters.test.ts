import { describe, expect, it } from 'vitest';
import {
  appendHumanAgentReply,
  insightDay,
  insightShardIndex,
  sumInsightDays,
  type InsightShard,
} from '@vg/common';
import { useEmulators } from '../testing/emulators';
import { seedAgent, seedConversation, seedKnowledge } from '../testing/seed';
import { visitorStep } from '../testing/visitorStep';
import { dbFor } from '../firestore';
import { knowledgeReply } from '../runtime/providers/knowledgeReply';
import { runInteraction, type RuntimeDeps } from '../chat/interact/runInteraction';
import { conversationPath } from '../chat/convos/conversationAccess';
import { countInsightEvent } from './countInsightEvent';

useEmulators();

const deps: RuntimeDeps = { provider: knowledgeReply(0), model: 'none', flowRuntimeUrl: '' };
const db = dbFor('eu');

/** The agent's counters today, its shards summed. */
async function today(agentId: string): Promise<InsightShard> {
  const shards = await db.collection(`voiceglow/${agentId}/insights`).get();
  const day = insightDay(Date.now());
  const [summed] = sumInsightDays(
    shards.docs.map((doc) => doc.data()),
    [day],
  );
  if (!summed) throw new Error('no day');
  return summed;
}

async function shopAgent(fields: Record<string, unknown> = {}) {
  const agentId = await seedAgent('eu', 'owner-1', fields);
  await seedKnowledge('eu', agentId, {
    ID: 'shipping',
    name: 'Shipping',
    content: 'We ship every order within two days. Returns are free for thirty days.',
  });
  return agentId;
}

describe('insight counters kept as conversations happen', () => {
  it('counts a conversation, its messages, questions, declines and response times', async () => {
    const agentId = await shopAgent({ enableGeoAnalytics: true });
    const first = visitorStep(agentId, null, { variables: { country: 'DE' } });
    await runInteraction(first, {}, deps);
    const userId = first.userId;
    const ask = (text: string) =>
      runInteraction(
        visitorStep(agentId, text, { userId, variables: { country: 'DE' } }),
        {},
        deps,
      );
    await ask('How fast do you ship an order?');
    await ask('Do you sell gift cards?');

    const day = await today(agentId);
    expect(day.conversations).toBe(1);
    expect(day.channels).toEqual({ widget: 1 });
    expect(day.countries).toEqual({ DE: 1 });
    expect(day.visitorMessages).toBe(2);
    // The greeting answers nobody; the two replies do.
    expect(day.botMessages).toBe(2);
    expect(day.channelMessages).toEqual({ widget: 4 });
    expect(day.responses).toBe(2);
    expect(Object.values(day.responseBuckets).reduce((a, b) => a + b, 0)).toBe(2);
    expect(
      Object.values(day.questions)
        .map((q) => q.text)
        .sort(),
    ).toEqual(['do you sell gift cards', 'how fast do you ship an order']);
    expect(day.unanswered).toBe(1);
    expect(Object.values(day.unansweredQuestions)).toEqual([
      { text: 'do you sell gift cards', count: 1 },
    ]);
    expect(day.tokens).toBeGreaterThan(0);
    // All of one conversation's counters sit on its own shard.
    const shards = await db.collection(`voiceglow/${agentId}/insights`).get();
    expect(shards.docs.map((doc) => doc.id)).toEqual([
      `${insightDay(Date.now())}_${insightShardIndex(userId)}`,
    ]);
  });

  it('counts no country without enableGeoAnalytics, and a new session as a new conversation', async () => {
    const agentId = await shopAgent();
    const launch = visitorStep(agentId, null);
    await runInteraction(launch, {}, deps);
    const again = { userId: launch.userId, variables: { country: 'FR' } };
    await runInteraction(visitorStep(agentId, 'Returns?', again), {}, deps);
    await runInteraction(visitorStep(agentId, null, again), {}, deps);
    await runInteraction(visitorStep(agentId, 'Shipping?', again), {}, deps);
    const day = await today(agentId);
    expect(day.conversations).toBe(2);
    expect(day.countries).toEqual({});
  });

  it("leaves the owner's own test chats out", async () => {
    const agentId = await shopAgent();
    await runInteraction(visitorStep(agentId, 'Shipping?', { callerUid: 'owner-1' }), {}, deps);
    const shards = await db.collection(`voiceglow/${agentId}/insights`).get();
    expect(shards.size).toBe(0);
  });

  it('counts a retried event once', async () => {
    const agentId = await shopAgent();
    const userId = await seedConversation('eu', agentId, 'visitor-uid');
    const convoRef = db.doc(conversationPath(agentId, userId));
    const deliver = () =>
      db.runTransaction(async (tx) => {
        const convo = (await tx.get(convoRef)).data();
        const marks = countInsightEvent({
          db,
          tx,
          agentId,
          conversationId: userId,
          convo,
          eventId: 'rating:session-1',
          at: Date.now(),
          delta: { rating: 4 },
        });
        tx.set(convoRef, marks, { merge: true });
      });
    await deliver();
    await deliver();
    expect((await today(agentId)).ratings).toEqual({ '4': 1 });
    expect((await convoRef.get()).get('insightEvents')).toEqual(['rating:session-1']);
  });

  it('counts every visitor exactly once when many write at the same moment', async () => {
    const agentId = await shopAgent();
    const visitors = Array.from({ length: 12 }, () => visitorStep(agentId, 'Shipping?'));
    await Promise.all(visitors.map((step) => runInteraction(step, {}, deps)));
    const day = await today(agentId);
    expect(day.conversations).toBe(12);
    expect(day.visitorMessages).toBe(12);
    expect(day.botMessages).toBe(12);
    const shards = await db.collection(`voiceglow/${agentId}/insights`).get();
    expect(shards.size).toBeGreaterThan(1);
  });

  it('counts a hand-off and the wait for the first team reply', async () => {
    const agentId = await shopAgent({ enableHumanHandoff: true });
    const launch = visitorStep(agentId, null);
    await runInteraction(launch, {}, deps);
    const { userId } = launch;
    const result = await runInteraction(
      visitorStep(agentId, 'I want to talk to a human', { userId }),
      {},
      deps,
    );
    expect(result.handoff).toBe(true);
    const convoRef = db.doc(conversationPath(agentId, userId));
    const requestedAt = Number((await convoRef.get()).get('handoffRequestedAt'));
    expect((await today(agentId)).handoffs).toBe(1);
    // The team member takes the chat and answers from the dashboard.
    const stored = (await convoRef.get()).get('turns') as string;
    await convoRef.update({
      state: 'human-chatting',
      chatAssignedTo: 'owner-1',
      turns: appendHumanAgentReply(stored, {
        text: 'Hi, I am Ada.',
        agentName: 'Ada',
        agentUid: 'owner-1',
        ts: requestedAt + 4_000,
      }),
    });
    await runInteraction(visitorStep(agentId, 'Thanks Ada', { userId }), {}, deps);
    await runInteraction(visitorStep(agentId, 'One more thing', { userId }), {}, deps);
    const day = await today(agentId);
    expect(day.handoffsAnswered).toBe(1);
    expect(day.handoffReplyMs).toBe(4_000);
    expect(day.visitorMessages).toBe(3);
  });

  it('records the embed user as one lead across conversations, first contact kept', async () => {
    const agentId = await shopAgent();
    const metadata = { email: 'Ann@Shop.dev', name: 'Ann' };
    const first = visitorStep(agentId, 'Shipping?', { transcriptMetadata: metadata });
    await runInteraction(first, {}, deps);
    await runInteraction(
      visitorStep(agentId, 'Returns?', { userId: first.userId, transcriptMetadata: metadata }),
      {},
      deps,
    );
    const second = visitorStep(agentId, 'Hello again', {
      transcriptMetadata: { email: 'ann@shop.dev' },
    });
    await runInteraction(second, {}, deps);
    const leads = await db.collection(`voiceglow/${agentId}/leads`).get();
    expect(leads.size).toBe(1);
    const lead = leads.docs[0]?.data();
    expect(lead).toMatchObject({
      email: 'ann@shop.dev',
      name: 'Ann',
      sources: ['widget-user'],
      conversations: [first.userId, second.userId],
    });
    expect(lead?.firstContactMs).toBeLessThan(lead?.lastContactMs);
  });
});
