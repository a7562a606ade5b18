import { describe, expect, it } from 'vitest';
import { readTurns } from './conversationTurns';

const said = { from: 'human', messages: [{ type: 'text', item: { payload: { message: 'Hi' } } }] };

describe('readTurns', () => {
  it('reads the stored JSON string of turns', () => {
    const turns = readTurns(JSON.stringify([said, { ...said, from: 'bot' }]));
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
  });

  it('drops a turn it cannot read and keeps the rest', () => {
    const turns = readTurns(JSON.stringify([said, { from: 'robot', messages: 'nope' }, said]));
    expect(turns).toHaveLength(2);
  });

  it('reads missing or broken histories as empty', () => {
    for (const stored of [undefined, null, '', 'not json', '{"from":"human"}', 42]) {
      expect(readTurns(stored)).toEqual([]);
    }
  });
});
