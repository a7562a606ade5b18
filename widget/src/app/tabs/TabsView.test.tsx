import type { AgentInput } from '@vg/common/schemas/agent';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import type { Turn } from '../chat/conversation';
import type { PastSession } from '../../data/ChatBackend';
import { createFixtureBackend, fixtureTabs } from '../dev/fixtureBackend';
import { parseRoute } from '../route';
import { framedWindow } from '../test-utils/framedWindow';
import { setBackend } from '../session/chatActions';
import { startSession } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { ON_SCREEN } from '../test-utils/shownText';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  setBackend(null);
  localStorage.clear();
});

const said = (from: 'bot' | 'human', message: string, ts?: number): Turn => ({
  from,
  ...(ts ? { ts } : {}),
  messages: [{ from, type: 'text', item: { payload: { message } } }],
});

async function boot(
  agent: Partial<AgentInput> = {},
  options: { turns?: Turn[]; sessions?: PastSession[]; search?: string } = {},
) {
  const route = parseRoute('/app/eu/render/demo-agent/iframe', options.search ?? '')!;
  const backend = createFixtureBackend({
    agent: { ui: { widgetType: 'tabs' }, messageDelayMS: 0, ...agent },
    turns: options.turns ?? [],
    sessions: options.sessions ?? [],
    replyDelayMs: 5,
  });
  render(<App />);
  stop = await startSession(route, async () => backend);
  return backend;
}

const tabBar = () => screen.getByRole('tablist');
const tabLabels = () =>
  within(tabBar())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('home tab', () => {
  it("greets 'Hello there' with 'How can I help you today?' in a 250 px header, without starting a chat", async () => {
    const backend = await boot();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Hello there');
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
    expect((title.closest('header') as HTMLElement).style.height).toBe('250px');
    expect(tabLabels()).toEqual(['Home', 'Chats', 'FAQ']);
    expect(within(tabBar()).getByRole('tab', { selected: true }).textContent).toBe('Home');
    expect(screen.getByText('Ask a question')).toBeTruthy();
    // Nothing to continue yet.
    expect(screen.queryByText('Recent conversation')).toBeNull();
    expect(backend.requests).toEqual([]);
  });

  it("uses the visitor's name and the home tab's own title, description and height", async () => {
    await boot({}, { search: '?name=Dana' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Hello Dana');
    cleanup();
    stop?.();
    await boot(
      {
        tabs: [
          {
            key: 'home',
            homeSpecific: {
              headerTitle: 'Hi {name}, welcome!',
              headerDescription: 'Ask us anything',
              headerHeight: 300,
            },
          },
          { key: 'convos', label: 'Messages', iconUrl: 'https://cdn.example/chat.svg' },
          { key: 'faq', hide: true, iframeUrl: 'https://help.example' },
        ],
      },
      { search: '?name=Dana' },
    );
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Hi Dana, welcome!');
    expect(screen.getByText('Ask us anything')).toBeTruthy();
    expect((title.closest('header') as HTMLElement).style.height).toBe('300px');
    expect(tabLabels()).toEqual(['Home', 'Messages']);
    expect(tabBar().querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/chat.svg');
  });

  it('opens the chat from askQuestion (start action), and Back returns to the Chats list', async () => {
    const backend = await boot();
    fireEvent.click(await screen.findByText('Ask a question'));
    expect(await screen.findByText(/How can I help you plan your stay/, ON_SCREEN)).toBeTruthy();
    expect(backend.requests).toEqual([{ kind: 'launch' }]);
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(tabBar()).getByRole('tab', { selected: true }).textContent).toBe('Chats');
    expect(screen.getByText('Current conversation')).toBeTruthy();
    expect(chatStore.get().selectedSession).toBeNull();
  });

  it('sends an ice-breaker chip once the greeting is in', async () => {
    const backend = await boot(fixtureTabs());
    fireEvent.click(await screen.findByText('Can I bring my dog?'));
    await waitFor(() =>
      expect(backend.requests).toEqual([
        { kind: 'launch' },
        { kind: 'text', text: 'Can I bring my dog?' },
      ]),
    );
    expect(await screen.findByText(/You said: “Can I bring my dog\?”/)).toBeTruthy();
  });

  it('asks for the team from directHandoff, and opens the call from liveCall', async () => {
    const backend = await boot({
      ...fixtureTabs(),
      voiceConfig: { config: { enableWebCalling: true } },
    });
    fireEvent.click(await screen.findByText('Talk to the front desk'));
    await waitFor(() => expect(backend.handoffRequests).toEqual([true]));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    fireEvent.click(within(tabBar()).getByText('Home'));
    fireEvent.click(await screen.findByText('Start a call'));
    expect(await screen.findByRole('dialog', { name: 'Voice call' })).toBeTruthy();
  });

  it('shows the recent conversation, unless turned off', async () => {
    await boot({}, { turns: [said('bot', 'See you tomorrow at the lake')] });
    expect(await screen.findByRole('heading', { name: 'Recent conversation' })).toBeTruthy();
    expect(screen.getByText('See you tomorrow at the lake')).toBeTruthy();
    fireEvent.click(screen.getByText('See you tomorrow at the lake'));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    cleanup();
    stop?.();
    await boot(
      { tabs: [{ key: 'home', homeSpecific: { showRecentConvo: false } }, { key: 'convos' }] },
      { turns: [said('bot', 'See you tomorrow at the lake')] },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Recent conversation' })).toBeNull();
    // The recentConvo button still continues it.
    expect(await screen.findByRole('button', { name: /Recent conversation/ })).toBeTruthy();
  });
});

describe('convos tab', () => {
  it("shows 'No conversations' to a new visitor, and New Chat starts one", async () => {
    const backend = await boot();
    fireEvent.click(within(await screen.findByRole('tablist')).getByText('Chats'));
    expect(await screen.findByText('No conversations')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chats');
    // The spec's text exactly, with nothing typed around it.
    expect(screen.getByRole('button', { name: 'New Chat' }).textContent).toBe('New Chat');
    fireEvent.click(screen.getByText(/New Chat/));
    await waitFor(() => expect(backend.requests).toEqual([{ kind: 'launch' }]));
  });

  it('lists the current and at most 10 previous conversations; one is restored on tap', async () => {
    const sessions = Array.from({ length: 12 }, (_, index) => ({
      id: `s${index}`,
      ts: Date.now() - (index + 1) * 86_400_000,
      turns: [said('human', `question ${index}`), said('bot', `answer ${index}`)],
    }));
    const backend = await boot({}, { turns: [said('bot', 'current answer')], sessions });
    fireEvent.click(within(await screen.findByRole('tablist')).getByText('Chats'));
    expect(await screen.findByText('Previous conversations')).toBeTruthy();
    expect(screen.getByText('current answer')).toBeTruthy();
    expect(screen.getAllByText(/^answer \d+$/).map((item) => item.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => `answer ${index}`),
    );
    fireEvent.click(screen.getByText('answer 3'));
    await waitFor(() => expect(backend.rollbacks).toEqual(['s3']));
    expect(await screen.findByText('question 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(chatStore.get().turns).toEqual(sessions[3]!.turns);
  });

  it('New Chat on an existing conversation starts a fresh one (the old one is archived)', async () => {
    const backend = await boot({}, { turns: [said('human', 'old question'), said('bot', 'old')] });
    fireEvent.click(within(await screen.findByRole('tablist')).getByText('Chats'));
    fireEvent.click(await screen.findByText(/New Chat/));
    await waitFor(() => expect(backend.requests).toEqual([{ kind: 'launch' }]));
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText(/How can I help you plan your stay/)).toBeTruthy();
    expect(screen.queryByText('old question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('old')).toBeTruthy();
  });
});

describe('faq tab', () => {
  it("is the owner's page in a frame, under a 65 px header titled FAQ", async () => {
    await boot({
      tabs: [
        { key: 'home' },
        { key: 'faq', iframeUrl: 'https://help.example/faq', iframeHeight: 640 },
      ],
    });
    fireEvent.click(within(await screen.findByRole('tablist')).getByText('FAQ'));
    const frame = await screen.findByTitle('FAQ');
    expect(frame.getAttribute('src')).toBe('https://help.example/faq');
    expect((frame as HTMLElement).style.height).toBe('640px');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')?.className).toContain(
      'vg-tab-header',
    );
  });

  it('never frames a script address', async () => {
    await boot({ tabs: [{ key: 'home', iframeUrl: 'javascript:alert(1)' }, { key: 'convos' }] });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('host page commands', () => {
  it('VG.sendMessage opens the chat of a tabbed widget and sends after the greeting', async () => {
    const { win: framed, listeners, fromHost } = framedWindow();
    const route = parseRoute('/app/eu/render/demo-agent/iframe', '?embed=popup')!;
    const backend = createFixtureBackend({
      agent: { ui: { widgetType: 'tabs' }, messageDelayMS: 0 },
      replyDelayMs: 5,
    });
    render(<App />);
    const started = startSession(route, async () => backend, framed);
    await waitFor(() => expect(listeners.size).toBeGreaterThan(0));
    fromHost({ source: 'vg-host', type: 'init', payload: { mode: 'popup', open: true } });
    fromHost({ source: 'vg-host', type: 'sendMessage', payload: { text: 'Any rooms free?' } });
    stop = await started;
    await waitFor(() =>
      expect(backend.requests).toEqual([
        { kind: 'launch' },
        { kind: 'text', text: 'Any rooms free?' },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
