import { describe, expect, it } from 'vitest';
import {
  agentSaveFailedMessage,
  defaultWidgetTabs,
  ensureAgentSecretKey,
  tabsForWidgetType,
  validateMaxChunkSize,
} from './agentSaveChecks';

describe('validateMaxChunkSize', () => {
  const MESSAGE = 'Max chunk size must be greater than 1000';
  it.each([
    [undefined, null],
    [null, null],
    [1000, null],
    [999, MESSAGE],
    [0, MESSAGE],
    [5000, null],
    [Number.NaN, MESSAGE],
  ])('%j -> %j', (size, expected) => {
    expect(validateMaxChunkSize(size)).toBe(expected);
  });

  it('formats the save failure', () => {
    expect(agentSaveFailedMessage('quota exceeded')).toBe('Failed to save agent, quota exceeded');
  });
});

describe('agent fill-ins', () => {
  it('keeps an existing secret and makes a new one otherwise', () => {
    expect(ensureAgentSecretKey('vg_existing')).toBe('vg_existing');
    expect(ensureAgentSecretKey(undefined)).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(ensureAgentSecretKey(' ')).toMatch(/^vg_[A-Za-z0-9]{20}$/);
  });

  it('fills default tabs when switching to tabs', () => {
    expect(defaultWidgetTabs().map((tab) => [tab.key, tab.label])).toEqual([
      ['home', 'Home'],
      ['convos', 'Chats'],
      ['faq', 'FAQ'],
    ]);
    expect(tabsForWidgetType('tabs', [])).toEqual(defaultWidgetTabs());
    expect(tabsForWidgetType('tabs', undefined)).toEqual(defaultWidgetTabs());
    const custom = [{ key: 'home' }];
    expect(tabsForWidgetType('tabs', custom)).toBe(custom);
    expect(tabsForWidgetType('chat', undefined)).toBeUndefined();
  });
});
