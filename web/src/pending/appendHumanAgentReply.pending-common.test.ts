import { describe, expect, it } from 'vitest';
import { turnsJsonSchema } from '@vg/common';
import { appendHumanAgentReply } from './appendHumanAgentReply.pending-common';

const reply = { text: 'Hi, Olivia here.', agentName: 'Olivia Owner', agentUid: 'u1', ts: 1000 };

describe('appendHumanAgentReply', () => {
  it('appends a bot-side text turn that the conversation schema reads', () => {
    const stored = JSON.stringify([
      {
        from: 'human',
        session_id: 's1',
        messages: [{ type: 'text', item: { payload: { message: 'Help?' } } }],
      },
    ]);
    const turns = turnsJsonSchema.parse(appendHumanAgentReply(stored, reply));
    expect(turns).toHaveLength(2);
    const added = turns[1]!;
    expect(added.from).toBe('bot');
    expect(added.session_id).toBe('s1');
    expect(added.ts).toBe(1000);
    expect(added.messages[0]).toMatchObject({
      type: 'text',
      from: 'bot',
      item: { payload: { message: 'Hi, Olivia here.' } },
    });
    expect((added as { humanAgent?: unknown }).humanAgent).toEqual({
      uid: 'u1',
      name: 'Olivia Owner',
    });
  });

  it('keeps turns it does not understand exactly as stored', () => {
    const odd = { from: 'robot', whatever: [1, 2] };
    const next = JSON.parse(appendHumanAgentReply(JSON.stringify([odd]), reply)) as unknown[];
    expect(next[0]).toEqual(odd);
    expect(next).toHaveLength(2);
  });

  it('starts a history when there is none or it is unreadable', () => {
    for (const stored of [undefined, '', 'not json', '{"a":1}']) {
      expect(JSON.parse(appendHumanAgentReply(stored, reply))).toHaveLength(1);
    }
  });
});
