import { describe, expect, it } from 'vitest';
import { appendHumanAgentReply, type Turn } from '@vg/common';
import { useEmulators } from '../../testing/emulators';
import { useChatModelStandIn } from '../../testing/chatModelStandIn';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { dbFor } from '../../firestore';
import { runInteraction } from './runInteraction';

useEmulators();

const model = useChatModelStandIn();

const convoPath = (agentId: string, userId: string) => `voiceglow/${agentId}/convos/${userId}`;

/** What the dashboard writes when a team member answers (the rules allow these fields). */
async function teamReplies(agentId: string, userId: string, text: string) {
  const ref = dbFor('eu').doc(convoPath(agentId, userId));
  const turns = (await ref.get()).data()?.turns as string | undefined;
  await ref.update({
    state: 'human-chatting',
    chatAssignedTo: 'uid-maria',
    turns: appendHumanAgentReply(turns, {
      text,
      agentName: 'Maria Lopez',
      agentUid: 'uid-maria',
      ts: Date.now(),
    }),
  });
}

async function storedTurns(agentId: string, userId: string): Promise<Turn[]> {
  const convo = await readDoc('eu', convoPath(agentId, userId));
  return JSON.parse((convo?.turns as string | undefined) ?? '[]') as Turn[];
}

describe('a team member has the chat (human-chatting)', () => {
  it("keeps the team's replies and stores the visitor's messages without the runtime answering", async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const userId = await seedConversation('eu', agentId, 'visitor-uid');
    await runInteraction(visitorStep(agentId, 'I need a person', { userId }), {}, model.deps);
    await teamReplies(agentId, userId, 'Maria here, how can I help?');
    const teamTurn = (await storedTurns(agentId, userId)).at(-1);
    const calls = model.calls.length;

    const step = await runInteraction(
      visitorStep(agentId, 'My order is late', { userId }),
      {},
      model.deps,
    );
    expect(model.calls.length).toBe(calls);
    expect(step.actionMessages).toEqual([]);
    const turns = await storedTurns(agentId, userId);
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot', 'bot', 'human']);
    expect(turns[2]).toEqual(teamTurn);
    expect(step.turns[2]?.humanAgent).toEqual({ uid: 'uid-maria', name: 'Maria Lopez' });
    expect(await readDoc('eu', convoPath(agentId, userId))).toMatchObject({
      state: 'human-chatting',
      chatAssignedTo: 'uid-maria',
    });

    // Back with the bot: the team's words are part of what it answers from.
    await dbFor('eu').doc(convoPath(agentId, userId)).update({ state: 'ai-chatting' });
    await runInteraction(visitorStep(agentId, 'Thanks Maria', { userId }), {}, model.deps);
    expect(model.lastCall()?.messages).toContainEqual({
      role: 'assistant',
      content: 'Maria here, how can I help?',
    });
  });

  it('drops the reply when a team member takes the chat while it is being made', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const userId = await seedConversation('eu', agentId, 'visitor-uid');
    model.setBeforeReply(() => teamReplies(agentId, userId, 'I will take this one.'));
    const synced: Turn[][] = [];
    try {
      const step = await runInteraction(
        visitorStep(agentId, 'Do they run small?', { userId }),
        { onHistory: (turns) => synced.push(turns) },
        model.deps,
      );
      expect(step.actionMessages).toEqual([]);
      expect(step.sources).toEqual([]);
    } finally {
      model.setBeforeReply(null);
    }
    const turns = await storedTurns(agentId, userId);
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(turns[1]?.humanAgent?.uid).toBe('uid-maria');
    expect(JSON.stringify(turns)).not.toContain('Sizes run small');
    // The widget's last sync is the conversation as the team left it.
    expect(synced.at(-1)).toEqual(turns);
    expect((await readDoc('eu', convoPath(agentId, userId)))?.state).toBe('human-chatting');
  });
});
