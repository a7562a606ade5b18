import { describe, expect, it } from 'vitest';
import type { Tab } from '@vg/common/schemas/agentUi';
import {
  conversationPreview,
  frameHeight,
  homeButtons,
  homeTitle,
  showsRecentConversation,
  visibleTabs,
} from './tabsModel';

const tab = (key: Tab['key'], extra: Partial<Tab> = {}): Tab =>
  ({ key, iframeHeight: 500, ...extra }) as Tab;

describe('visibleTabs', () => {
  it('uses the default tabs (Home, Chats, FAQ) when none are set', () => {
    expect(visibleTabs({}).map((entry) => entry.key)).toEqual(['home', 'convos', 'faq']);
  });

  it('shows a FAQ tab whose frame is not set yet; only hide hides it', () => {
    expect(visibleTabs({ tabs: [tab('home'), tab('faq')] }).map((entry) => entry.key)).toEqual([
      'home',
      'faq',
    ]);
    expect(visibleTabs({ tabs: [tab('home'), tab('faq', { hide: true })] })).toHaveLength(1);
  });

  it("keeps the owner's order, drops hidden tabs and repeated keys", () => {
    const tabs = [
      tab('faq', { iframeUrl: 'https://help.example' }),
      tab('home', { hide: true }),
      tab('convos', { label: 'Messages' }),
      tab('convos'),
    ];
    expect(visibleTabs({ tabs }).map((entry) => [entry.key, entry.label])).toEqual([
      ['faq', undefined],
      ['convos', 'Messages'],
    ]);
  });
});

describe('homeButtons', () => {
  const calling = { voiceConfig: { config: { enableWebCalling: true } } };

  it('defaults to the recent conversation and ask-a-question buttons', () => {
    expect(homeButtons(undefined, {}).map((button) => button.key)).toEqual([
      'recentConvo',
      'askQuestion',
    ]);
  });

  it('shows enabled buttons in order; a call button only with web calling', () => {
    const home = tab('home', {
      homeSpecific: {
        buttons: [
          { key: 'liveCall', show: true },
          { key: 'directHandoff', show: true },
          { key: 'askQuestion', show: false },
        ],
      },
    });
    expect(homeButtons(home, {}).map((button) => button.key)).toEqual(['directHandoff']);
    expect(homeButtons(home, calling).map((button) => button.key)).toEqual([
      'liveCall',
      'directHandoff',
    ]);
  });

  it('shows the recent-conversation card unless turned off', () => {
    expect(showsRecentConversation(undefined)).toBe(true);
    expect(showsRecentConversation(tab('home', { homeSpecific: { showRecentConvo: false } }))).toBe(
      false,
    );
  });
});

describe('homeTitle', () => {
  const greet = (name: string) => `Hello ${name}`;

  it("greets the visitor by name, or 'there'", () => {
    expect(homeTitle(undefined, 'Dana', 'there', greet)).toBe('Hello Dana');
    expect(homeTitle('  ', '  ', 'there', greet)).toBe('Hello there');
  });

  it("puts the name into the owner's title placeholder", () => {
    expect(homeTitle('Hi {name}, welcome!', 'Dana', 'there', greet)).toBe('Hi Dana, welcome!');
    expect(homeTitle('Welcome {{userName}}', undefined, 'there', greet)).toBe('Welcome there');
    expect(homeTitle('Our team is here', 'Dana', 'there', greet)).toBe('Our team is here');
  });
});

describe('frameHeight and conversationPreview', () => {
  it('frames are 500 px unless set', () => {
    expect(frameHeight(undefined)).toBe(500);
    expect(frameHeight({ iframeHeight: 320 })).toBe(320);
  });

  it('previews the latest message with text, skipping hidden channel messages', () => {
    const preview = conversationPreview([
      {
        from: 'bot',
        ts: 1000,
        messages: [{ type: 'text', item: { payload: { message: '**Hi**' } } }],
      },
      {
        from: 'human',
        ts: 2000,
        messages: [{ type: 'VGVF_Channel', item: { payload: { message: '{"form":1}' } } }],
      },
    ]);
    expect(preview).toEqual({ text: 'Hi', ts: 1000 });
    expect(conversationPreview([])).toEqual({ text: '', ts: null });
  });
});
