import { describe, expect, it } from 'vitest';
import { entriesToLines, linesToEntries } from './messageLines';

describe('opening message lines', () => {
  it('shows plain and {message}/{text} entries as lines', () => {
    expect(entriesToLines(['Hi', { message: 'Welcome' }, { text: 'Ask away' }])).toBe(
      'Hi\nWelcome\nAsk away',
    );
    expect(entriesToLines(undefined)).toBe('');
  });

  it('stores non-blank lines and keeps rich messages after them', () => {
    const card = { type: 'cardV2', item: { title: 'Menu' } };
    expect(linesToEntries(' One \n\nTwo', ['Old', card])).toEqual(['One', 'Two', card]);
    expect(entriesToLines(['Old', card])).toBe('Old');
  });
});
