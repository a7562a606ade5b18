import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupsToPrune,
  revertButtonLabel,
  revertReducer,
  visibleBackups,
} from './versionHistory';

const backups = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `b${i}`, createdAt: i * 10 }));

describe('keeping 20 backups', () => {
  it.each([
    [0, 0, []],
    [20, 20, []],
    [21, 20, ['b0']],
    [23, 20, ['b2', 'b1', 'b0']],
  ])('%i backups -> %i shown, pruned %j', (count, shown, pruned) => {
    expect(visibleBackups(backups(count))).toHaveLength(shown);
    expect(backupsToPrune(backups(count))).toEqual(pruned);
  });

  it('lists newest first and tags only the first Latest', () => {
    const list = visibleBackups([
      { id: 'old', createdAt: 1 },
      { id: 'new', createdAt: 3 },
      { id: 'mid', createdAt: 2 },
    ]);
    expect(list.map((b) => [b.id, b.isLatest])).toEqual([
      ['new', true],
      ['mid', false],
      ['old', false],
    ]);
  });
});

describe('revertReducer', () => {
  it('arms, then performs on a second press of the same entry', () => {
    let step = revertReducer(null, { type: 'press', id: 'a' });
    expect(step).toEqual({ armedId: 'a', perform: null });
    expect(revertButtonLabel(step.armedId, 'a')).toBe('Confirm Revert?');
    expect(revertButtonLabel(step.armedId, 'b')).toBe('Revert');
    step = revertReducer(step.armedId, { type: 'press', id: 'a' });
    expect(step).toEqual({ armedId: null, perform: 'a' });
  });

  it('re-arms on another entry and disarms on a click elsewhere', () => {
    expect(revertReducer('a', { type: 'press', id: 'b' })).toEqual({ armedId: 'b', perform: null });
    expect(revertReducer('a', { type: 'clickElsewhere' })).toEqual({
      armedId: null,
      perform: null,
    });
  });
});

describe('download and time', () => {
  it.each([
    ['Support Bot', 'Support Bot.json'],
    ['', 'agent-backup.json'],
    [undefined, 'agent-backup.json'],
  ])('%j -> %s', (name, file) => {
    expect(backupFileName(name)).toBe(file);
  });
});
