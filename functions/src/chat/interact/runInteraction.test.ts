import { describe, expect, it } from 'vitest';
import { useEmulators } from '../../testing/emulators';
import { useChatModelStandIn } from '../../testing/chatModelStandIn';
import { readDoc, seedAgent } from '../../testing/seed';
import { visitorStep } from '../../testing/visitorStep';
import { dbFor } from '../../firestore';
import { openAiCompatible } from '../../runtime/providers/openAiCompatible';
import { runInteraction, type RuntimeDeps } from './runInteraction';

useEmulators();

const model = useChatModelStandIn();

const step = (agentId: string, text: string) => visitorStep(agentId, text, { lang: 'de' });

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
      model.deps,
    );
    expect(chunks).toEqual(['Sizes run small, ', 'order one up.']);
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        type: 'text',
        delay: 0,
        item: { payload: { message: 'Sizes run small, order one up.' } },
      }),
    ]);
    expect(model.lastCall()?.model).toBe('test-model');
    const system = model.lastCall()?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('You sell shoes.');
    expect(system?.content).toContain('[1] Size guide\nOur sneakers run small; order one size up.');
    expect(system?.content).toContain('Reply in the language with code "de".');
    expect(model.lastCall()?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Do the sneakers run small?',
    });
    expect((await readDoc('eu', `voiceglow/${agentId}`))?.tokensUsage).toBe(1330);
  });

  it('reports the runtime failure text when the model server fails', async () => {
    const agentId = await seedAgent('eu', 'owner-1');
    const broken: RuntimeDeps = {
      ...model.deps,
      provider: openAiCompatible({ baseUrl: 'http://127.0.0.1:9/v1' }),
    };
    const result = await runInteraction(step(agentId, 'hello?'), {}, broken);
    expect(result.appError).toBe('Error Occured, Please restart the chat.');
    expect(result.actionMessages).toEqual([]);
    expect(result.turns.map((turn) => turn.from)).toEqual(['human']);
  });
});
