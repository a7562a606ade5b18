import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulators, uniqueId } from '../testing/emulators';
import { serveHandler, type RunningServer } from '../testing/serveHandler';
import { readDoc, seedAgent } from '../testing/seed';
import { dbFor } from '../firestore';
import { openAiCompatible } from '../runtime/providers/openAiCompatible';
import { textMessage } from '../convos/turns';
import { runInteraction, type RuntimeDeps } from './runInteraction';
import type { InteractStep } from './InteractStep';

useEmulators();

// A stand-in for a hosted chat-completions API that records the prompt.
let model: RunningServer;
let lastRequest: { messages: { role: string; content: string }[]; model: string } | undefined;
let deps: RuntimeDeps;

beforeAll(async () => {
  model = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    lastRequest = JSON.parse(text) as typeof lastRequest;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(
      `data: ${JSON.stringify({ choices: [{ delta: { content: 'Sizes run small, ' } }] })}\n\n`,
    );
    res.write(
      `data: ${JSON.stringify({ choices: [{ delta: { content: 'order one up.' } }] })}\n\n`,
    );
    res.write(
      `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 321, completion_tokens: 9 } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
  deps = {
    provider: openAiCompatible({ baseUrl: `${model.url}/v1` }),
    model: 'test-model',
    flowRuntimeUrl: 'http://127.0.0.1:9',
  };
});
afterAll(() => model.close());

function step(agentId: string, text: string): InteractStep {
  return {
    region: 'eu',
    db: dbFor('eu'),
    agentId,
    userId: uniqueId('user'),
    callerUid: 'visitor-uid',
    action: { type: 'text', payload: text },
    appendMessages: [textMessage('human', text, 0)],
    appendAtStart: false,
    variables: {},
    transcriptMetadata: {},
    lang: 'de',
    initialTurns: [],
    isTest: false,
    streamed: true,
  };
}

describe('runInteraction with a chat-completions model', () => {
  it('sends the prompt with the knowledge passages and counts the reported tokens', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      systemPrompt: 'You sell shoes.',
      temperature: 0.3,
      tokensUsage: 1000,
    });
    await dbFor('eu').doc(`voiceglow/${agentId}/kb/sizes`).set({
      ID: 'sizes',
      name: 'Size guide',
      content: 'Our sneakers run small; order one size up.',
    });
    const chunks: string[] = [];
    const result = await runInteraction(
      step(agentId, 'Do the sneakers run small?'),
      {
        onChunk: (chunk) => chunks.push(chunk),
      },
      deps,
    );
    expect(chunks).toEqual(['Sizes run small, ', 'order one up.']);
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        type: 'text',
        delay: 0,
        item: { payload: { message: 'Sizes run small, order one up.' } },
      }),
    ]);
    expect(lastRequest?.model).toBe('test-model');
    const system = lastRequest?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('You sell shoes.');
    expect(system?.content).toContain('[1] Size guide\nOur sneakers run small; order one size up.');
    expect(system?.content).toContain('Reply in the language with code "de".');
    expect(lastRequest?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Do the sneakers run small?',
    });
    expect((await readDoc('eu', `voiceglow/${agentId}`))?.tokensUsage).toBe(1330);
  });

  it('reports the runtime failure text when the model server fails', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const broken: RuntimeDeps = {
      ...deps,
      provider: openAiCompatible({ baseUrl: 'http://127.0.0.1:9/v1' }),
    };
    const result = await runInteraction(step(agentId, 'hello?'), {}, broken);
    expect(result.appError).toBe('Error Occured, Please restart the chat.');
    expect(result.actionMessages).toEqual([]);
    expect(result.turns.map((turn) => turn.from)).toEqual(['human']);
  });
});
