import { describe, expect, it } from 'vitest';
import type { Turn } from '@vg/common';
import { useEmulators, uniqueId } from '../../testing/emulators';
import { useChatModelStandIn } from '../../testing/chatModelStandIn';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { dbFor } from '../../firestore';
import { runInteraction } from './runInteraction';

useEmulators();

const model = useChatModelStandIn();

const senders = (turns: readonly Turn[]) => turns.map((turn) => turn.from);

async function stored(agentId: string, userId: string) {
  const convo = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
  return { convo, turns: JSON.parse((convo?.turns as string | undefined) ?? '[]') as Turn[] };
}

describe('recordChatHistory: false', () => {
  it('keeps no turns after the reply, yet answers with the exchange and counts it', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      recordChatHistory: false,
      initMessages: ['Hi, I am the Shoe Shop bot.'],
    });
    const userId = uniqueId('user');
    const launch = await runInteraction(visitorStep(agentId, null, { userId }), {}, model.deps);
    expect(senders(launch.turns)).toEqual(['bot']);
    expect((await stored(agentId, userId)).turns).toEqual([]);

    const synced: string[][] = [];
    const reply = await runInteraction(
      // Nothing is kept, so the widget sends what it shows as the context.
      visitorStep(agentId, 'Do the sneakers run small?', { userId, initialTurns: launch.turns }),
      { onHistory: (turns) => synced.push(senders(turns)) },
      model.deps,
    );
    expect(synced).toEqual([['human'], ['human', 'bot']]);
    expect(reply.actionMessages).toEqual([
      expect.objectContaining({ item: { payload: { message: 'Sizes run small, order one up.' } } }),
    ]);
    expect(model.lastCall()?.messages).toContainEqual({
      role: 'assistant',
      content: 'Hi, I am the Shoe Shop bot.',
    });
    const after = await stored(agentId, userId);
    expect(after.turns).toEqual([]);
    expect(after.convo).toMatchObject({
      authUid: 'visitor-uid',
      state: 'ai-chatting',
      totalUserInteractions: 1,
      session_id: expect.any(String),
    });
    expect((await readDoc('eu', `voiceglow/${agentId}`))?.tokensUsage).toBe(330);

    // A new chat has no finished session to archive.
    await runInteraction(visitorStep(agentId, null, { userId }), {}, model.deps);
    const sessions = await dbFor('eu')
      .collection(`voiceglow/${agentId}/convos/${userId}/sessions`)
      .get();
    expect(sessions.empty).toBe(true);
  });

  it("keeps the visitor's turns for the team while they have the chat, then drops them on the next reply", async () => {
    const agentId = await seedAgent('eu', 'owner-1', { recordChatHistory: false });
    const userId = await seedConversation('eu', agentId, 'visitor-uid', {
      state: 'human-chatting',
      chatAssignedTo: 'team-member-1',
    });
    const calls = model.calls.length;
    const waiting = await runInteraction(
      visitorStep(agentId, 'Are you there?', { userId }),
      {},
      model.deps,
    );
    expect(model.calls.length).toBe(calls);
    expect(waiting.actionMessages).toEqual([]);
    expect(senders((await stored(agentId, userId)).turns)).toEqual(['human']);

    await dbFor('eu').doc(`voiceglow/${agentId}/convos/${userId}`).update({
      state: 'ai-chatting',
      chatAssignedTo: null,
    });
    const answered = await runInteraction(
      visitorStep(agentId, 'Thanks, one more thing', { userId }),
      {},
      model.deps,
    );
    expect(senders(answered.turns)).toEqual(['human', 'human', 'bot']);
    expect((await stored(agentId, userId)).turns).toEqual([]);
  });

  it('keeps the turns of an agent that records (the default)', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const userId = uniqueId('user');
    await runInteraction(visitorStep(agentId, 'Do they run small?', { userId }), {}, model.deps);
    expect(senders((await stored(agentId, userId)).turns)).toEqual(['human', 'bot']);
  });
});
