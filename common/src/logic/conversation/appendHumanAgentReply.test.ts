import { describe, expect, it } from 'vitest';
import { turnsJsonSchema } from '../../schemas/conversation';
import { appendHumanAgentReply } from './appendHumanAgentReply';

const visitorTurn = {
  from: 'human',
  messages: [{ from: 'human', type: 'text', item: { payload: { message: 'Anyone?' } }, ts: 5 }],
  ts: 5,
  session_id: 'session-2',
};
const reply = {
  text: '  Hi, Maria here. ',
  agentName: 'Maria Lopez',
  agentUid: 'uid-maria',
  ts: 9,
};

describe('appendHumanAgentReply', () => {
  it("appends the team member's reply as a bot turn of the current session", () => {
    const stored = JSON.stringify([{ ...visitorTurn, session_id: 'session-1' }, visitorTurn]);
    const turns = JSON.parse(appendHumanAgentReply(stored, reply)) as unknown[];
    expect(turns).toHaveLength(3);
    expect(turns[2]).toEqual({
      from: 'bot',
      messages: [
        {
          from: 'bot',
          type: 'text',
          item: { payload: { message: 'Hi, Maria here.' } },
          delay: 0,
          ts: 9,
        },
      ],
      ts: 9,
      session_id: 'session-2',
      humanAgent: { uid: 'uid-maria', name: 'Maria Lopez' },
    });
    // The result is the stored shape every reader parses.
    expect(turnsJsonSchema.parse(appendHumanAgentReply(stored, reply))[2]?.humanAgent).toEqual({
      uid: 'uid-maria',
      name: 'Maria Lopez',
    });
  });

  it('keeps earlier turns exactly as stored, even ones of unknown shape', () => {
    const odd = { from: 'robot', messages: 'none', extra: [1, 2] };
    const stored = JSON.stringify([odd, visitorTurn]);
    const turns = JSON.parse(appendHumanAgentReply(stored, reply)) as unknown[];
    expect(turns.slice(0, 2)).toEqual([odd, visitorTurn]);
  });

  it.each([undefined, null, '', '  '])('starts a history from %j', (stored) => {
    const turns = JSON.parse(appendHumanAgentReply(stored, { ...reply, agentName: '' }));
    expect(turns).toEqual([
      expect.objectContaining({ from: 'bot', humanAgent: { uid: 'uid-maria' } }),
    ]);
    expect(turns[0]).not.toHaveProperty('session_id');
  });

  it.each([
    [{ ...reply, text: '   ' }, 'Write a reply before sending.'],
    [{ ...reply, text: 'x'.repeat(20_001) }, 'A reply can be at most 20,000 characters.'],
    [{ ...reply, agentUid: '' }, 'The team member is unknown: sign in again.'],
    [{ ...reply, ts: -1 }, expect.any(String)],
  ])('refuses the reply %#', (bad, message) => {
    expect(() => appendHumanAgentReply('[]', bad)).toThrow(
      typeof message === 'string' ? message : undefined,
    );
  });

  it.each(['{oops', '{"not":"a list"}', '5'])(
    'never replaces the unreadable history %j',
    (stored) => {
      expect(() => appendHumanAgentReply(stored, reply)).toThrow(
        'The conversation history is unreadable, so the reply was not added.',
      );
    },
  );
});
