import { describe, expect, it } from 'vitest';
import { decodeTurns } from '../../chat/convos/turns';
import { runInteraction, type RuntimeDeps } from '../../chat/interact/runInteraction';
import { uniqueId, useEmulators } from '../../testing/emulators';
import { readDoc, seedAgent, seedKnowledge } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { knowledgeReply } from '../providers/knowledgeReply';

useEmulators();

const offline: RuntimeDeps = {
  provider: knowledgeReply(0),
  model: 'none',
  flowRuntimeUrl: 'http://127.0.0.1:9',
};

/** start → "Customer type" (New / Existing) → New: "Welcome" (Done) → End. */
const NODES = [
  { id: 'start', type: 'start', data: { exits: [{ id: 'go', label: '', target: 'kind' }] } },
  { id: 'note', type: 'note', data: { message: 'Ask the kind of customer first.' } },
  {
    id: 'kind',
    type: 'default',
    data: {
      label: 'Customer type',
      message: 'Are you a new or an existing customer?',
      exits: [
        { id: 'new', label: 'New', match: 'first time, never ordered', target: 'welcome' },
        { id: 'old', label: 'Existing', target: 'bye' },
      ],
    },
  },
  {
    id: 'welcome',
    type: 'default',
    data: {
      label: 'Welcome',
      message: 'Welcome! New customers get free shipping on their first order.',
      instructions: 'Answer questions about the first order.',
      exits: [{ id: 'done', label: 'Done', target: 'bye' }],
    },
  },
  { id: 'bye', type: 'end', data: { label: 'Goodbye', message: 'Thanks, see you soon!' } },
];

const texts = (messages: { type: string; item?: unknown }[]) =>
  messages.map((message) =>
    message.type === 'text'
      ? (message.item as { payload: { message: string } }).payload.message
      : message.type === 'choice'
        ? (message.item as { payload: { buttons: { name: string }[] } }).payload.buttons
            .map((b) => `[${b.name}]`)
            .join(' ')
        : `<${message.type}>`,
  );

describe('agents that follow their node canvas', () => {
  it('walks a two-step flow to its end node, which closes the chat', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      enableNodes: true,
      nodes: NODES,
      proactiveMessage: 'Hi!',
    });
    await seedKnowledge('eu', agentId, {
      ID: 'ship',
      name: 'Shipping',
      content: 'Shipping takes three days within Germany.',
    });
    const userId = uniqueId('user');
    const say = (text: string | null, isTest = false) =>
      runInteraction(
        visitorStep(agentId, text, { userId, isTest, callerUid: isTest ? 'owner-1' : 'v' }),
        {},
        offline,
      );

    expect(texts((await say(null)).actionMessages)).toEqual([
      'Hi!',
      'Are you a new or an existing customer?',
      '[New] [Existing]',
    ]);
    // A phrase of an exit takes it, as its button would.
    expect(texts((await say("It's my first time here")).actionMessages)).toEqual([
      'Welcome! New customers get free shipping on their first order.',
      '[Done]',
    ]);
    // Anything else is answered at the step (here from the knowledge base), exits offered again.
    const answered = await say('How long does shipping take?', true);
    expect(texts(answered.actionMessages)).toEqual([
      '<debug>',
      '<debug>',
      'Here is what I found in “Shipping”: “Shipping takes three days within Germany.”',
      '[Done]',
    ]);
    expect(answered.actionMessages[0]?.item).toMatchObject({
      payload: { message: 'Node "Welcome" (default) answered; no exit matched.', toolName: 'node' },
    });
    expect(texts((await say('Done')).actionMessages)).toEqual(['Thanks, see you soon!', '<end>']);

    const convo = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
    expect(convo?.state).toBe('ended_chat');
    const nodes = decodeTurns(convo?.turns)
      .filter((turn) => turn.from === 'bot')
      .map((turn) => turn.nodeId);
    expect(nodes).toEqual(['kind', 'welcome', 'welcome', 'bye']);
  });

  it('runs the prompt when the canvas has only a start and notes', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      enableNodes: true,
      nodes: NODES.slice(0, 2),
      proactiveMessage: 'Hello from the prompt.',
    });
    const reply = await runInteraction(visitorStep(agentId, null), {}, offline);
    expect(texts(reply.actionMessages)).toEqual(['Hello from the prompt.']);
  });
});
