import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTurns } from '../chat/convos/turns';
import { runInteraction, type RuntimeDeps } from '../chat/interact/runInteraction';
import { dbFor } from '../firestore';
import { useChatModelStandIn } from '../testing/chatModelStandIn';
import { uniqueId, useEmulators } from '../testing/emulators';
import { readDoc, seedAgent, seedKnowledge } from '../testing/seed';
import { serveHandler, type RunningServer } from '../testing/serveHandler';
import { visitorStep } from '../testing/visitorStep';
import { AddressGuard } from '../tools/addressGuard';
import { knowledgeReply } from './providers/knowledgeReply';

useEmulators();
const model = useChatModelStandIn();

/** An owner's order API: GET /orders?orderId=…, bearer 'shop-secret' required. */
let shop: RunningServer;
const shopRequests: { url: string; auth: string | undefined }[] = [];
beforeAll(async () => {
  shop = await serveHandler((req, res) => {
    shopRequests.push({ url: req.url ?? '', auth: req.headers.authorization });
    const id = new URL(req.url ?? '/', 'http://x').searchParams.get('orderId');
    const status = req.headers.authorization === 'Bearer shop-secret' ? 200 : 401;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        status === 200
          ? { orderId: id, status: 'shipped', message: `Order ${id} left our warehouse today.` }
          : { error: { message: 'Unauthorised' } },
      ),
    );
  });
});
afterAll(() => shop.close());

const allowShop = () => new AddressGuard([new URL(shop.url).host]);

async function seedToolAgent(fields: Record<string, unknown> = {}) {
  const toolId = uniqueId('tool');
  const db = dbFor('eu');
  await db.doc(`tools/${toolId}`).set({
    id: toolId,
    name: 'Order status',
    description: 'Where an order is',
    ownerID: 'owner-1',
    serverUrl: `${shop.url}/orders`,
    fields: [
      {
        in: 'query',
        key: 'orderId',
        type: 'string',
        required: true,
        description: 'the order number',
      },
    ],
  });
  await db.doc(`tools/${toolId}/private/secret`).set({ serverUrlSecret: 'shop-secret' });
  const agentId = await seedAgent('eu', 'owner-1', { assignedToolsIds: [toolId], ...fields });
  return { agentId, toolId };
}

describe('prompt settings in the built-in runtime', () => {
  it('uses the model, temperature, max tokens, about context and the UI engine', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      defaultModel: 'owner-model',
      temperature: 0.2,
      maxTokens: 128,
      enableAboutContext: true,
      enableUIEngine: true,
    });
    model.queueReplies({ pieces: ['We have two plans.\n', 'Buttons: Basic | Pro'] });
    const result = await runInteraction(
      visitorStep(agentId, 'Which plans are there?', { origin: 'https://shop.example' }),
      {},
      model.deps,
    );
    const call = model.lastCall();
    expect(call).toMatchObject({ model: 'owner-model', temperature: 0.2, max_tokens: 128 });
    expect(call?.messages[0]?.content).toMatch(/About this conversation: it is \w+day, /);
    expect(call?.messages[0]?.content).toContain(
      'The visitor is chatting on https://shop.example.',
    );
    expect(call?.messages[0]?.content).toContain('"Buttons: first option | second option"');
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        type: 'text',
        item: { payload: { message: 'We have two plans.' } },
      }),
      expect.objectContaining({
        type: 'choice',
        item: {
          payload: {
            buttons: [
              { name: 'Basic', request: { type: 'text', payload: 'Basic' } },
              { name: 'Pro', request: { type: 'text', payload: 'Pro' } },
            ],
          },
        },
      }),
    ]);
  });

  it('gives the model at most kbDocsNum documents and kbCharCount characters', async () => {
    const agentId = await seedAgent('eu', 'owner-1', { kbDocsNum: 1, kbCharCount: 40 });
    await seedKnowledge('eu', agentId, {
      ID: 'a',
      name: 'Shipping',
      content: 'Shipping to Germany takes three days and costs five euros per parcel.',
    });
    await seedKnowledge('eu', agentId, {
      ID: 'b',
      name: 'Shipping abroad',
      content: 'Shipping to Germany from abroad takes a week.',
    });
    await runInteraction(
      visitorStep(agentId, 'How long does shipping to Germany take?'),
      {},
      model.deps,
    );
    const system = model.lastCall()?.messages[0]?.content ?? '';
    expect(system).toContain('[1] Shipping');
    expect(system).not.toContain('[2]');
    const quoted = /\[1\] [^\n]+\n(.*)$/s.exec(system)?.[1] ?? '';
    expect(quoted.length).toBe(40);
  });

  it('rewrites a follow-up with the search model for smart search', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      kb_llm: {
        searchMethod: 'smart',
        searchPrompt: 'Make it standalone.',
        modelId: 'search-model',
        temprature: 0.1,
        maxTokens: 20,
      },
    });
    const first = visitorStep(agentId, 'Do you ship to Germany?');
    await runInteraction(first, {}, model.deps);
    const before = model.calls.length;
    model.queueReplies({ pieces: ['shipping cost Germany'] });
    await runInteraction(
      visitorStep(agentId, 'How much is it?', { userId: first.userId }),
      {},
      model.deps,
    );
    const search = model.calls[before];
    expect(search).toMatchObject({ model: 'search-model', temperature: 0.1, max_tokens: 20 });
    expect(search?.messages[0]).toEqual({ role: 'system', content: 'Make it standalone.' });
    expect(search?.messages[1]?.content).toContain('Visitor: How much is it?');
    expect(model.calls).toHaveLength(before + 2);
  });

  it('opens the chat with the model following initPrompt', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      initPrompt: 'Greet the visitor and ask for their shoe size.',
      proactiveMessage: 'Hello!',
    });
    model.queueReplies({ pieces: ['Welcome! What size do you wear?'] });
    const result = await runInteraction(visitorStep(agentId, null), {}, model.deps);
    expect(model.lastCall()?.messages[0]?.content).toContain(
      'How to open the conversation:\nGreet the visitor and ask for their shoe size.',
    );
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        item: { payload: { message: 'Welcome! What size do you wear?' } },
      }),
    ]);
    // Offline there is no model to write it: the greeting opens the chat.
    const offline: RuntimeDeps = { ...model.deps, provider: knowledgeReply(0) };
    const greeting = await runInteraction(visitorStep(agentId, null), {}, offline);
    expect(greeting.actionMessages).toEqual([
      expect.objectContaining({ item: { payload: { message: 'Hello!' } } }),
    ]);
  });
});

describe('agent tools in the built-in runtime', () => {
  it('lets the model call a tool and answers from its result, stored with the turn', async () => {
    const { agentId, toolId } = await seedToolAgent();
    const offered = `Order_status_${toolId}`;
    model.queueReplies(
      { toolCall: { name: offered, arguments: '{"orderId":"1234"}' } },
      { pieces: ['Order 1234 has shipped.'] },
    );
    const step = visitorStep(agentId, 'Where is my order 1234?', {
      isTest: true,
      callerUid: 'owner-1',
    });
    const result = await runInteraction(step, {}, { ...model.deps, toolGuard: allowShop() });
    const calls = model.calls.slice(-2);
    expect(calls[0]?.tools?.[0]?.function.name).toBe(offered);
    expect(calls[1]?.tools).toBeUndefined();
    expect(calls[1]?.messages[0]?.content).toContain(
      'You called the tool "Order status" with {"orderId":"1234"}',
    );
    expect(calls[1]?.messages[0]?.content).toContain('Order 1234 left our warehouse today.');
    expect(shopRequests.at(-1)).toEqual({
      url: '/orders?orderId=1234',
      auth: 'Bearer shop-secret',
    });
    expect(result.actionMessages.map((message) => message.type)).toEqual([
      'debug',
      'debug',
      'text',
    ]);
    expect(result.actionMessages[1]?.item).toMatchObject({
      payload: { toolName: 'Order status', toolInput: { orderId: '1234' } },
    });
    const turns = decodeTurns(
      (await readDoc('eu', `voiceglow/${agentId}/convos/${step.userId}`))?.turns,
    );
    expect(turns.at(-1)?.toolCalls).toEqual([
      {
        toolId,
        name: 'Order status',
        input: { orderId: '1234' },
        status: 200,
        ok: true,
        ms: expect.any(Number),
      },
    ]);
  });

  it('without a model, chooses the tool by the question and says its answer', async () => {
    const { agentId } = await seedToolAgent();
    const offline: RuntimeDeps = {
      ...model.deps,
      provider: knowledgeReply(0),
      toolGuard: allowShop(),
    };
    const result = await runInteraction(visitorStep(agentId, 'where is order 1234?'), {}, offline);
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        item: { payload: { message: 'Order 1234 left our warehouse today.' } },
      }),
    ]);
    const asked = await runInteraction(
      visitorStep(agentId, "What's the status of my order?"),
      {},
      offline,
    );
    expect(asked.actionMessages[0]?.item).toEqual({
      payload: { message: 'To check that with Order status, I need the order number.' },
    });
  });

  it('never calls a private address the deployment did not allow', async () => {
    const { agentId } = await seedToolAgent();
    const before = shopRequests.length;
    const offline: RuntimeDeps = { ...model.deps, provider: knowledgeReply(0) };
    const result = await runInteraction(visitorStep(agentId, 'where is order 77?'), {}, offline);
    expect(shopRequests).toHaveLength(before);
    expect(result.actionMessages[0]?.item).toEqual({
      payload: { message: 'Sorry, Order status is not available right now.' },
    });
  });
});
