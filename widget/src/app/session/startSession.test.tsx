import type { AgentInput } from '@vg/common/schemas/agent';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import type { Turn } from '../chat/conversation';
import { createFixtureBackend, type FixtureOptions } from '../dev/fixtureBackend';
import { parseRoute } from '../route';
import { framedWindow } from '../test-utils/framedWindow';
import { chatStore } from '../store/chatStore';
import { sendText, setBackend } from './chatActions';
import { restartChat } from './lifecycle';
import { startSession } from './startSession';
import { ON_SCREEN } from '../test-utils/shownText';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  setBackend(null);
  sessionStorage.clear();
  localStorage.clear();
});

async function boot(
  agent: Partial<AgentInput> = {},
  options: { turns?: Turn[]; search?: string; backend?: Partial<FixtureOptions> } = {},
) {
  const route = parseRoute('/app/eu/render/demo-agent/iframe', options.search ?? '')!;
  const backend = createFixtureBackend({
    agent: { messageDelayMS: 0, ...agent },
    turns: options.turns ?? [],
    replyDelayMs: 5,
    ...options.backend,
  });
  render(<App />);
  stop = await startSession(route, async () => backend);
  await waitFor(() => expect(chatStore.get().historyLoaded).toBe(true));
  return backend;
}

const earlier: Turn[] = [
  { from: 'bot', messages: [{ type: 'text', item: { payload: { message: 'earlier reply' } } }] },
  { from: 'human', messages: [{ type: 'text', item: { payload: { message: 'earlier' } } }] },
];

describe('startSession: sessions and lifecycle', () => {
  it('with chatForget, every new session is a new conversation (new user id)', async () => {
    const backend = await boot({ chatForget: true });
    const first = chatStore.get().userId!;
    expect(first).toMatch(/^web-/);
    expect(sessionStorage.getItem('vg-visitor-demo-agent')).toBe(first);
    restartChat();
    const second = chatStore.get().userId!;
    expect(second).toMatch(/^web-/);
    expect(second).not.toBe(first);
    expect(sessionStorage.getItem('vg-visitor-demo-agent')).toBe(second);
    expect(backend.watched).toEqual([first, second]);
    expect(backend.requests.at(-1)).toEqual({ kind: 'launch' });
  });

  it('keeps a user id the host page chose, and keeps ids without chatForget', async () => {
    await boot({ chatForget: true }, { search: '?userID=crm-42' });
    restartChat();
    expect(chatStore.get().userId).toBe('crm-42');
    cleanup();
    stop?.();
    await boot({});
    const id = chatStore.get().userId;
    restartChat();
    expect(chatStore.get().userId).toBe(id);
  });

  it('restores history by default, and starts a new session with recordChatHistory off', async () => {
    const kept = await boot({}, { turns: earlier });
    expect(await screen.findByText('earlier reply')).toBeTruthy();
    expect(kept.requests).toEqual([]);
    cleanup();
    stop?.();
    const fresh = await boot({ recordChatHistory: false }, { turns: earlier });
    await waitFor(() => expect(fresh.requests).toEqual([{ kind: 'launch' }]));
    expect(await screen.findByText(/How can I help you plan your stay/, ON_SCREEN)).toBeTruthy();
    expect(screen.queryByText('earlier reply')).toBeNull();
  });

  it("passes the visitor's country (utils/ip) as a variable; none when unknown", async () => {
    const backend = await boot({}, { turns: earlier });
    await waitFor(() => expect(chatStore.get().variables.country).toBe('DE'));
    sendText('hello');
    expect(backend.contexts[0]?.variables).toEqual({ country: 'DE' });
    cleanup();
    stop?.();
    await boot({}, { turns: earlier, backend: { country: null } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chatStore.get().variables).toEqual({});
  });

  it('a chat loaded ahead of the click signs nobody in until the loader shows it', async () => {
    const { win: framed, parent, fromHost: post } = framedWindow();
    const fromHost = (message: object) => post({ source: 'vg-host', ...message });
    const route = parseRoute('/app/eu/render/demo-agent/iframe', '?embed=popup&warm=1')!;
    const backend = createFixtureBackend({ agent: { messageDelayMS: 0 }, replyDelayMs: 5 });
    const loadBackend = vi.fn(async () => backend);
    render(<App />);
    const starting = startSession(route, loadBackend, framed);
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalled());
    fromHost({ type: 'init', payload: { mode: 'popup', open: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadBackend).not.toHaveBeenCalled();
    expect(backend.requests).toEqual([]);

    fromHost({ type: 'open' });
    stop = await starting;
    expect(loadBackend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(backend.requests).toEqual([{ kind: 'launch' }]));
  });
});

describe('startSession: super administrators', () => {
  it('are the isSuperAdmin claim, the owner, or the signed-in user of the test chat', async () => {
    await boot({}, { turns: earlier });
    expect(chatStore.get().isSuperAdmin).toBe(false);
    for (const [backend, search] of [
      [{ superAdminClaim: true }, ''],
      [{ owner: true }, ''],
      [{ signedIn: true }, '?test=1'],
    ] as const) {
      cleanup();
      stop?.();
      await boot({}, { turns: earlier, backend, search });
      expect(chatStore.get().isSuperAdmin).toBe(true);
    }
  });

  it('an anonymous visitor in test mode, or a signed-in user elsewhere, is not one', async () => {
    await boot({}, { turns: earlier, search: '?test=1' });
    expect(chatStore.get().isSuperAdmin).toBe(false);
    cleanup();
    stop?.();
    await boot({}, { turns: earlier, backend: { signedIn: true } });
    expect(chatStore.get().isSuperAdmin).toBe(false);
  });
});
