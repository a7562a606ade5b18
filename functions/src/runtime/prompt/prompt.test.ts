import { describe, expect, it } from 'vitest';
import { makeTurn, textMessage } from '../../chat/convos/turns';
import { buildSystemPrompt } from './buildSystemPrompt';
import { historyToChat } from './historyToChat';
import { initialMessages } from './initialMessages';

describe('buildSystemPrompt', () => {
  it("uses the owner's prompts, the language and numbered passages", () => {
    const text = buildSystemPrompt(
      { title: 'Shop Bot', systemPrompt: 'You sell shoes.', prompt: 'Be brief.' },
      [{ docId: 'a', docName: 'Sizes', text: 'Sizes run small.', score: 1 }],
      'de',
    );
    expect(text).toContain('You sell shoes.');
    expect(text).toContain('Instructions from the owner:\nBe brief.');
    expect(text).toContain('Reply in the language with code "de".');
    expect(text).toContain('[1] Sizes\nSizes run small.');
  });

  it('falls back to a default identity and says when no knowledge matched', () => {
    const text = buildSystemPrompt({ title: 'Helper' }, [], 'automatic');
    expect(text).toMatch(/^You are Helper/);
    expect(text).not.toContain('Reply in the language');
    expect(text).toContain('No knowledge passage matched');
  });
});

describe('historyToChat', () => {
  it('keeps the text of visitor and bot turns, skipping non-text messages', () => {
    const turns = [
      makeTurn('bot', [textMessage('bot', 'Hi!', 0)], 's'),
      makeTurn('human', [textMessage('human', 'Prices?', 0)], 's'),
      makeTurn('bot', [{ type: 'choice', item: { payload: { buttons: [] } } }], 's'),
    ];
    expect(historyToChat(turns)).toEqual([
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'Prices?' },
    ]);
  });

  it('keeps only the latest turns', () => {
    const turns = Array.from({ length: 30 }, (_, i) =>
      makeTurn('human', [textMessage('human', `m${i}`, 0)], 's'),
    );
    const chat = historyToChat(turns, 5);
    expect(chat.map((entry) => entry.content)).toEqual(['m25', 'm26', 'm27', 'm28', 'm29']);
  });
});

describe('initialMessages', () => {
  it('turns initMessages (strings or messages) into bot messages with the delay', () => {
    const messages = initialMessages(
      {
        initMessages: [
          'Welcome!',
          { type: 'choice', item: { payload: { buttons: [] } } },
          '  ',
          42,
        ],
      },
      1000,
      7,
    );
    expect(messages).toEqual([
      { from: 'bot', type: 'text', item: { payload: { message: 'Welcome!' } }, delay: 1000, ts: 7 },
      { from: 'bot', type: 'choice', item: { payload: { buttons: [] } }, delay: 1000, ts: 7 },
    ]);
  });

  it('falls back to the greeting', () => {
    expect(initialMessages({ proactiveMessage: 'Hey 👋' }, 500, 1)).toEqual([
      { from: 'bot', type: 'text', item: { payload: { message: 'Hey 👋' } }, delay: 500, ts: 1 },
    ]);
    expect(initialMessages({}, 500)).toEqual([]);
  });
});
