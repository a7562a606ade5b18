import { describe, expect, it } from 'vitest';
import type { Turn } from '@vg/common';
import { dbFor } from '../../firestore';
import { knowledgeReply } from '../../runtime/providers/knowledgeReply';
import type { ModelProvider } from '../../runtime/types';
import { useEmulators } from '../../testing/emulators';
import { readDoc, seedAgent } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { decodeTurns } from '../convos/turns';
import { runInteraction, type RuntimeDeps } from './runInteraction';

useEmulators();

const deps = (provider: ModelProvider): RuntimeDeps => ({
  provider,
  model: 'offline',
  flowRuntimeUrl: 'http://127.0.0.1:9',
});

/** A model that answers whole (nothing streamed), after `meanwhile` ran, and reports 100 tokens. */
function wholeReply(meanwhile: () => Promise<unknown> = async () => {}): ModelProvider {
  return {
    name: 'whole-reply',
    async reply() {
      await meanwhile();
      return {
        text: 'Two to four working days.',
        cancelled: false,
        usage: { promptTokens: 60, completionTokens: 40 },
      };
    },
  };
}

const froms = (turns: Turn[]) => turns.map((turn) => turn.from);

describe('the order of a step (what the visitor sees before the bookkeeping)', () => {
  it('sends the history with the opening messages once, as it is stored', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { initMessages: ['Hi! Ask me anything.'] });
    const step = visitorStep(agentId, null);
    const frames: Turn[][] = [];
    const result = await runInteraction(
      step,
      { onHistory: (turns) => frames.push(turns) },
      deps(knowledgeReply(0)),
    );
    expect(frames.map(froms)).toEqual([[], ['bot']]);
    expect(result.turns).toEqual(frames[1]);
    const stored = await readDoc('eu', `voiceglow/${agentId}/convos/${step.userId}`);
    expect(decodeTurns(stored?.turns)).toEqual(frames[1]);
  });

  // The bot turn is shown although it is never stored: it went out before its transaction.
  it('takes a reply shown early back when a team member took the chat before it was stored', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const step = visitorStep(agentId, 'How long does delivery take?');
    const convo = dbFor('eu').doc(`voiceglow/${agentId}/convos/${step.userId}`);
    const takeOver = () => convo.update({ state: 'human-chatting', chatAssignedTo: 'member-1' });
    const frames: Turn[][] = [];
    let answered = 0;
    const result = await runInteraction(
      step,
      { onHistory: (turns) => frames.push(turns), onAnswered: () => (answered += 1) },
      deps(wholeReply(takeOver)),
    );
    expect(frames.map(froms)).toEqual([['human'], ['human', 'bot'], ['human']]);
    expect(answered).toBe(1);
    expect(result.actionMessages).toEqual([]);
    expect(froms(decodeTurns((await convo.get()).get('turns')))).toEqual(['human']);
  });

  it('shows a streamed reply with its history, then says it is answered, before storing it', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const step = visitorStep(agentId, 'How long does delivery take?');
    const convo = dbFor('eu').doc(`voiceglow/${agentId}/convos/${step.userId}`);
    const events: string[] = [];
    let storedWhenAnswered: string[] | null = null;
    const result = await runInteraction(
      step,
      {
        onChunk: () => {
          if (events.at(-1) !== 'chunk') events.push('chunk');
        },
        onHistory: (turns) => events.push(`history ${froms(turns).join(',')}`),
        onAnswered: () => {
          events.push('answered');
          // Read at once: the reply is not stored yet when the visitor is told it is answered.
          void convo.get().then((snapshot) => {
            storedWhenAnswered = froms(decodeTurns(snapshot.get('turns')));
          });
        },
      },
      deps(knowledgeReply(0)),
    );
    expect(events).toEqual(['history human', 'chunk', 'history human,bot', 'answered']);
    expect(froms(result.turns)).toEqual(['human', 'bot']);
    await expect.poll(() => storedWhenAnswered).not.toBeNull();
    expect(storedWhenAnswered).toEqual(['human']);
  });

  it('counts the tokens of steps answered at once exactly once each', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { tokensUsage: 1000 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        runInteraction(visitorStep(agentId, 'How long?'), {}, deps(wholeReply())),
      ),
    );
    expect(results.every((result) => result.actionMessages.length === 1)).toBe(true);
    expect((await readDoc('eu', `voiceglow/${agentId}`))?.tokensUsage).toBe(1400);
    expect((await readDoc('eu', `agentUsage/${agentId}`))?.tokensUsage).toBe(1400);
  });
});
