import { describe, expect, it } from 'vitest';
import { TRUNCATE } from '../../constants';
import { debugPreview, truncate, truncateFor } from './truncate';

describe('truncate', () => {
  it.each([
    ['', 5, ''],
    ['abcde', 5, 'abcde'],
    ['abcdef', 5, 'abcde...'],
    ['abc', 0, '...'],
    ['😀😀😀', 2, '😀😀...'],
  ])('truncate(%j, %i) = %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('accepts a custom suffix', () => {
    expect(truncate('abcdef', 3, '…')).toBe('abc…');
  });
});

describe('truncateFor', () => {
  it.each([
    ['headerTitle', 35],
    ['headerDescription', 35],
    ['bannerDescription', 350],
    ['cardDescription', 500],
    ['fileName', 20],
    ['handoffButtonText', 10],
    ['notificationText', 50],
    ['shortMessage', 150],
    ['agentOrWorkspaceName', 20],
    ['agentTitleSwitcher', 30],
  ] as const)('%s keeps exactly %i characters and cuts one more', (target, limit) => {
    expect(TRUNCATE[target]).toBe(limit);
    const exact = 'x'.repeat(limit);
    expect(truncateFor(target, exact)).toBe(exact);
    expect(truncateFor(target, `${exact}y`)).toBe(`${exact}...`);
  });
});

describe('debugPreview', () => {
  it('keeps the first 100 characters without a suffix', () => {
    expect(debugPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(debugPreview('a'.repeat(101))).toBe('a'.repeat(100));
    expect(debugPreview('short')).toBe('short');
  });
});
