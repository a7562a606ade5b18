import { describe, expect, it } from 'vitest';
import { readSessions } from './readSessions';

describe('readSessions', () => {
  it('reads id, time and turns (stored JSON strings too), skipping entries without an id', () => {
    const turns = [
      { from: 'human', messages: [{ type: 'text', item: { payload: { message: 'hi' } } }] },
    ];
    expect(
      readSessions({
        data: [
          { id: 's1', ts: 1700000000000, turns },
          { id: 's2', ts: 0, turns: JSON.stringify(turns) },
          { ts: 5, turns },
          null,
        ],
      }),
    ).toEqual([
      { id: 's1', ts: 1700000000000, turns },
      { id: 's2', turns },
    ]);
  });

  it('is empty for an answer without data', () => {
    expect(readSessions({})).toEqual([]);
    expect(readSessions(null)).toEqual([]);
  });
});
