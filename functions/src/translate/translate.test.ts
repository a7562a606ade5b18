import { describe, expect, it } from 'vitest';
import { TRANSLATE_LANGUAGES } from '@vg/common';
import { decodeTurns } from '../chat/convos/turns';
import { runInteraction } from '../chat/interact/runInteraction';
import { useApiHarness } from '../testing/useApiHarness';
import { useChatModelStandIn } from '../testing/chatModelStandIn';
import { readDoc, seedAgent, seedKnowledge } from '../testing/seed';
import { visitorStep } from '../testing/visitorStep';
import { knowledgeReply } from '../runtime/providers/knowledgeReply';
import { chooseEngine } from '../runtime/providers/selectProvider';
import { canTranslate } from '../runtime/translate/withTranslation';
import { NO_TRANSLATION_MODEL } from './translateLanguages';

const { api } = useApiHarness();
const model = useChatModelStandIn();

const SHIPPING = {
  ID: 'shipping',
  name: 'Shipping',
  content: 'Shipping to Germany takes three days and costs five euros per parcel.',
};

async function storedBotTexts(agentId: string, userId: string): Promise<string[]> {
  const turns = decodeTurns((await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.turns);
  return turns
    .filter((turn) => turn.from === 'bot')
    .flatMap((turn) => turn.messages)
    .map(
      (message) =>
        (message as { item?: { payload?: { message?: unknown } } }).item?.payload?.message,
    )
    .filter((text): text is string => typeof text === 'string');
}

describe('GET /translate', () => {
  it('lists the languages and says that answers cannot be translated without a model', async () => {
    const answer = await api.call('GET', '/api/eu/translate');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      languages: TRANSLATE_LANGUAGES,
      aiTranslation: { available: false, message: NO_TRANSLATION_MODEL },
    });
  });

  it('counts a model server or a local model as able to translate, the extractive engine not', () => {
    expect(
      canTranslate(
        chooseEngine({ VG_LLM_BASE_URL: 'http://127.0.0.1:9/v1', VG_MODELS_DIR: 'models' })
          .provider,
      ),
    ).toBe(true);
    expect(canTranslate(knowledgeReply(0))).toBe(false);
  });
});

describe('AI translation in the built-in runtime', () => {
  it('translates the answer to AITranslateTo and sends only the translation', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      enableAITranslate: true,
      AITranslateTo: 'de',
    });
    await seedKnowledge('eu', agentId, SHIPPING);
    model.queueReplies(
      { pieces: ['Shipping takes ', 'three days.'] },
      { pieces: ['Der Versand ', 'dauert drei Tage.'] },
    );
    const chunks: string[] = [];
    const step = visitorStep(agentId, 'How long does shipping to Germany take?');
    const before = model.calls.length;
    const result = await runInteraction(step, { onChunk: (text) => chunks.push(text) }, model.deps);
    const [answerCall, translateCall] = model.calls.slice(before);
    expect(answerCall?.messages.at(-1)?.content).toBe('How long does shipping to Germany take?');
    expect(translateCall?.messages[0]?.content).toMatch(
      /^Translate the user's message into German\./,
    );
    expect(translateCall?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Shipping takes three days.',
    });
    expect(chunks).toEqual(['Der Versand dauert drei Tage.']);
    expect(result.actionMessages).toEqual([
      expect.objectContaining({
        type: 'text',
        item: { payload: { message: 'Der Versand dauert drei Tage.' } },
      }),
    ]);
    expect(await storedBotTexts(agentId, step.userId)).toEqual(['Der Versand dauert drei Tage.']);
  });

  it("translates to the widget's language when AITranslateTo is empty", async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      enableAITranslate: true,
      lang: 'automatic',
    });
    model.queueReplies({ pieces: ['Hello there.'] }, { pieces: ['Bonjour.'] });
    const before = model.calls.length;
    const result = await runInteraction(
      visitorStep(agentId, 'Hi', { lang: 'fr-FR' }),
      {},
      model.deps,
    );
    expect(model.calls.slice(before)[1]?.messages[0]?.content).toContain('into French.');
    expect(result.actionMessages[0]).toMatchObject({ item: { payload: { message: 'Bonjour.' } } });
  });

  it("reads the visitor's message in the agent's language, keeping the visitor's words in the transcript", async () => {
    const agentId = await seedAgent('eu', 'owner-1', { translateUserResponse: true, lang: 'en' });
    await seedKnowledge('eu', agentId, SHIPPING);
    model.queueReplies(
      { pieces: ['How long does shipping to Germany take?'] },
      { pieces: ['Three days.'] },
    );
    const before = model.calls.length;
    const step = visitorStep(agentId, 'Wie lange dauert der Versand nach Deutschland?');
    await runInteraction(step, {}, model.deps);
    const [readCall, answerCall] = model.calls.slice(before);
    expect(readCall?.messages[0]?.content).toContain('into English.');
    expect(readCall?.messages.at(-1)?.content).toBe(
      'Wie lange dauert der Versand nach Deutschland?',
    );
    expect(answerCall?.messages.at(-1)?.content).toBe('How long does shipping to Germany take?');
    // The knowledge was searched with the translated question.
    expect(answerCall?.messages[0]?.content).toContain('[1] Shipping');
    const turns = decodeTurns(
      (await readDoc('eu', `voiceglow/${agentId}/convos/${step.userId}`))?.turns,
    );
    expect(JSON.stringify(turns.find((turn) => turn.from === 'human'))).toContain(
      'Wie lange dauert',
    );
  });

  it('answers untranslated on the offline engine, which cannot translate', async () => {
    const agentId = await seedAgent('eu', 'owner-1', {
      enableAITranslate: true,
      AITranslateTo: 'de',
    });
    await seedKnowledge('eu', agentId, SHIPPING);
    const result = await runInteraction(
      visitorStep(agentId, 'How long does shipping to Germany take?'),
      {},
      { ...model.deps, provider: knowledgeReply(0) },
    );
    expect(JSON.stringify(result.actionMessages)).toContain('three days');
  });
});
