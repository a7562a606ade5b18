import { describe, expect, it } from 'vitest';
import { appendHumanAgentReply } from '@vg/common';
import { historyToChat } from '../../runtime/prompt/historyToChat';
import { botMessages, decodeTurns, encodeTurns, makeTurn, textMessage } from './turns';

describe('turn encoding', () => {
  it('stores turns as a JSON string of {from, messages[{from, type, item, delay, ts}], ts, sources}', () => {
    const sources = [{ payload: { doc_name: 'FAQ', url: 'https://x.example' } }];
    const turns = [
      makeTurn('human', [textMessage('human', 'hi', 0, 10)], 'sess', undefined, 10),
      makeTurn('bot', [textMessage('bot', 'hello', 1000, 11)], 'sess', sources, 11),
    ];
    const stored = encodeTurns(turns);
    expect(JSON.parse(stored)).toEqual([
      {
        from: 'human',
        messages: [
          { from: 'human', type: 'text', item: { payload: { message: 'hi' } }, delay: 0, ts: 10 },
        ],
        ts: 10,
        session_id: 'sess',
      },
      {
        from: 'bot',
        messages: [
          {
            from: 'bot',
            type: 'text',
            item: { payload: { message: 'hello' } },
            delay: 1000,
            ts: 11,
          },
        ],
        ts: 11,
        session_id: 'sess',
        sources,
      },
    ]);
    expect(decodeTurns(stored)).toEqual(turns);
    expect(botMessages(turns)).toEqual([turns[1]?.messages[0]]);
  });

  it('reads nothing from missing or corrupt values, and keeps unreadable turns as stored', () => {
    expect(decodeTurns(undefined)).toEqual([]);
    expect(decodeTurns('{oops')).toEqual([]);
    expect(decodeTurns('{"not":"a list"}')).toEqual([]);
    const odd = { from: 'robot', messages: 'none' };
    expect(decodeTurns(JSON.stringify([odd, 5]))).toEqual([odd]);
  });
});

describe("a team member's reply written by the dashboard", () => {
  it('decodes as a well-formed bot turn that keeps who wrote it', () => {
    const visitor = makeTurn(
      'human',
      [textMessage('human', 'Is anyone there?', 0, 10)],
      'sess',
      undefined,
      10,
    );
    const stored = appendHumanAgentReply(encodeTurns([visitor]), {
      text: 'Yes, Maria here.',
      agentName: 'Maria Lopez',
      agentUid: 'uid-maria',
      ts: 20,
    });
    const turns = decodeTurns(stored);
    expect(turns).toEqual([
      visitor,
      {
        from: 'bot',
        messages: [textMessage('bot', 'Yes, Maria here.', 0, 20)],
        ts: 20,
        session_id: 'sess',
        humanAgent: { uid: 'uid-maria', name: 'Maria Lopez' },
      },
    ]);
    // Re-encoding after a step leaves the team's turn as the dashboard wrote it.
    expect(JSON.parse(encodeTurns(turns))).toEqual(JSON.parse(stored));
    expect(botMessages(turns)).toHaveLength(1);
    expect(historyToChat(turns)).toEqual([
      { role: 'user', content: 'Is anyone there?' },
      { role: 'assistant', content: 'Yes, Maria here.' },
    ]);
  });
});
