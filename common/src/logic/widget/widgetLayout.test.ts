import { describe, expect, it } from 'vitest';
import {
  containerWidth,
  headerHeightPx,
  homeGreeting,
  previousConversations,
  shouldAutoFocusInput,
  tabLabel,
} from './widgetLayout';

describe('widget frame', () => {
  it.each([
    [{}, '425px'],
    [{ modalMode: true }, '825px'],
    [{ responsive: true, modalMode: true }, '100%'],
  ])('%j -> %s', (mode, width) => {
    expect(containerWidth(mode)).toBe(width);
  });

  it.each([
    ['home', undefined, 250],
    ['home', 300, 300],
    ['home', 0, 250],
    ['convos', 300, 65],
    ['faq', undefined, 65],
    [null, undefined, 65],
  ] as const)('header on %s (%j) -> %i px', (tab, custom, height) => {
    expect(headerHeightPx(tab, custom)).toBe(height);
  });

  it.each([
    [899, false],
    [900, true],
  ])('auto-focus at %i px -> %s', (width, expected) => {
    expect(shouldAutoFocusInput(width)).toBe(expected);
  });
});

describe('tabs', () => {
  it.each([
    [{ key: 'home' }, 'Home'],
    [{ key: 'convos' }, 'Chats'],
    [{ key: 'faq', label: ' ' }, 'FAQ'],
    [{ key: 'faq', label: 'Help' }, 'Help'],
  ] as const)('%j -> %s', (tab, label) => {
    expect(tabLabel(tab)).toBe(label);
  });

  it.each([
    ['Ana', 'Hello Ana'],
    ['', 'Hello there'],
    [undefined, 'Hello there'],
  ])('greeting for %j -> %s', (name, text) => {
    expect(homeGreeting(name)).toBe(text);
  });

  it('lists the 10 newest previous conversations', () => {
    const sessions = Array.from({ length: 12 }, (_, i) => ({ ts: i }));
    const listed = previousConversations(sessions);
    expect(listed).toHaveLength(10);
    expect(listed[0]?.ts).toBe(11);
    expect(listed[9]?.ts).toBe(2);
  });
});
