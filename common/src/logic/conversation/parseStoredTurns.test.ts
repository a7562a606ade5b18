import { describe, expect, it } from 'vitest';
import { parseStoredTurns } from './parseStoredTurns';

const said = {
  from: 'human',
  messages: [{ type: 'text', item: { payload: { message: 'Hi' } } }],
  ts: 1_700_000_000_000,
  session_id: 's1',
};
const answered = { ...said, from: 'bot', sources: [{ title: 'FAQ', url: 'https://x.io/faq' }] };
const odd = { from: 'robot', messages: 'nope', note: 'written by someone else' };

describe('parseStoredTurns', () => {
  it('reads the stored JSON string of turns, keeping fields it does not know', () => {
    const { turns, error, unreadableTurns } = parseStoredTurns(
      JSON.stringify([said, { ...answered, vf_stack: [1], extra: true }]),
    );
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(turns[1]).toMatchObject({ vf_stack: [1], extra: true, sources: answered.sources });
    expect(error).toBeNull();
    expect(unreadableTurns).toBe(0);
  });

  it('drops a turn it cannot read, keeps the rest and counts it', () => {
    const result = parseStoredTurns(JSON.stringify([said, odd, 7, answered]));
    expect(result.turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(result.unreadableTurns).toBe(2);
    expect(result.error).toBeNull();
  });

  it('keeps unreadable turns as stored and in place for a writer', () => {
    const result = parseStoredTurns(JSON.stringify([said, odd, null, answered]), 'keepAsStored');
    expect(result.turns).toEqual([said, odd, answered]);
    expect(result.unreadableTurns).toBe(2);
  });

  it('reads a missing or empty history as no turns, without an error', () => {
    for (const stored of [undefined, null, '', '   ']) {
      expect(parseStoredTurns(stored)).toEqual({ turns: [], error: null, unreadableTurns: 0 });
    }
    expect(parseStoredTurns('[]')).toEqual({ turns: [], error: null, unreadableTurns: 0 });
  });

  it('reports a history it cannot read as an error with no turns', () => {
    const cases: [unknown, string][] = [
      ['not json', 'The stored turns are not valid JSON.'],
      ['{"from":"human"}', 'The stored turns are not a list.'],
      ['"text"', 'The stored turns are not a list.'],
      [42, 'The stored turns are not a string.'],
      [[said], 'The stored turns are not a string.'],
    ];
    for (const [stored, message] of cases) {
      for (const mode of ['drop', 'keepAsStored'] as const) {
        const result = parseStoredTurns(stored, mode);
        expect(result.turns).toEqual([]);
        expect(result.error?.message).toBe(message);
      }
    }
  });

  it('keeps the JSON syntax error as the cause', () => {
    const { error } = parseStoredTurns('[{"from":');
    expect(error?.cause).toBeInstanceOf(SyntaxError);
  });
});
