import { describe, expect, it } from 'vitest';
import { bannerAvatars, showsLiveAgentBanner } from './liveAgentBanner';

const online = { status: 'online' };
const away = { status: 'offline' };

describe('showsLiveAgentBanner', () => {
  it.each([
    [{ orgUsers: [online], handoffActive: true }, true],
    [{ orgUsers: [away], handoffActive: true }, false],
    [{ orgUsers: [away], handoffActive: true, alwaysShowHandoff: true }, true],
    [{ orgUsers: [], handoffActive: true, alwaysShowHandoff: true }, false],
    [{ orgUsers: [online], handoffActive: false }, false],
    [{ orgUsers: [online], handoffActive: true, humanAssigned: true }, false],
  ])('%j -> %s', (input, expected) => {
    expect(showsLiveAgentBanner(input)).toBe(expected);
  });
});

describe('bannerAvatars', () => {
  const users = (n: number) => Array.from({ length: n }, (_, i) => ({ status: 'online', id: i }));
  it.each([
    [0, 0, null],
    [2, 2, null],
    [3, 3, '+0'],
    [5, 3, '+2'],
  ])('%i agents -> %i avatars, label %j', (count, shown, label) => {
    const result = bannerAvatars(users(count));
    expect(result.shown).toHaveLength(shown);
    expect(result.overflowLabel).toBe(label);
  });
});
