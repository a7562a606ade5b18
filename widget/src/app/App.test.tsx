import type { AgentInput } from '@vg/common/schemas/agent';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import type { Turn } from './chat/conversation';
import { createFixtureBackend, type FixtureBackend } from './dev/fixtureBackend';
import { parseRoute } from './route';
import { setBackend } from './session/chatActions';
import { startSession } from './session/startSession';
import { chatStore } from './store/chatStore';
import { ON_SCREEN } from './test-utils/shownText';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  setBackend(null);
  vi.restoreAllMocks();
});

/** Boots the whole chat as main.tsx does, on the in-memory backend. */
async function boot(agent: Partial<AgentInput> = {}, turns: Turn[] = [], search = '') {
  const route = parseRoute('/app/eu/render/demo-agent/iframe', search)!;
  const backend: FixtureBackend = createFixtureBackend({ agent, turns, replyDelayMs: 5 });
  render(<App />);
  stop = await startSession(route, async () => backend);
  return backend;
}

describe('App', () => {
  it('shows the header with title and description cut to 35 characters', async () => {
    await boot({
      title: 'A very long assistant title that goes on',
      description: 'Description text that is also far too long',
    });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('A very long assistant title that go...');
    expect(screen.getByText('Description text that is also far t...')).toBeTruthy();
  });

  it("starts an empty conversation with the start action and shows the agent's greeting", async () => {
    const backend = await boot({ messageDelayMS: 0 });
    await waitFor(() => expect(backend.requests).toEqual([{ kind: 'launch' }]));
    expect(await screen.findByText(/How can I help you plan your stay/, ON_SCREEN)).toBeTruthy();
  });

  it('does not start a conversation that already has turns', async () => {
    const backend = await boot({}, [
      { from: 'bot', messages: [{ type: 'text', item: { payload: { message: 'earlier' } } }] },
    ]);
    expect(await screen.findByText('earlier')).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it("shows 'Powered by' unless the owner paid and set a branding", async () => {
    await boot({ branding: 'Acme Support' });
    expect((await screen.findByText(/Powered by/)).textContent).toBe('Powered by VoiceGlow');
    cleanup();
    stop?.();
    await boot({ branding: 'Acme Support', ownerPaid: true });
    expect(await screen.findByText('Acme Support')).toBeTruthy();
    expect(screen.queryByText(/Powered by/)).toBeNull();
  });

  it("blocks the chat with 'Tokens Consumed' when the allowance is used up", async () => {
    const backend = await boot({ tokensUsage: 500, maxTokensUsage: 500 });
    expect(await screen.findByText('Tokens Consumed')).toBeTruthy();
    expect(screen.getByText('Please contact us ASAP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(backend.requests).toEqual([]);
  });

  it('blocks a disabled agent, and a missing one', async () => {
    const backend = await boot({ disabled: true });
    expect(await screen.findByText('Chat unavailable')).toBeTruthy();
    backend.pushAgent(null);
    expect(await screen.findByText('Chat not found')).toBeTruthy();
  });

  it('follows agent changes live (a re-enabled agent unblocks)', async () => {
    const backend = await boot({ disabled: true });
    await screen.findByText('Chat unavailable');
    backend.pushAgent({ disabled: false, title: 'Back again' });
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
  });

  it('speaks the agent language, and the browser language when it is automatic', async () => {
    await boot({ lang: 'de' });
    expect(await screen.findByPlaceholderText('Nachricht schreiben…')).toBeTruthy();
    stop?.();
    cleanup();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    await boot({ lang: 'automatic' });
    expect(await screen.findByPlaceholderText('Écrivez un message…')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('applies the theme, the custom theme only with primary and palette, and the custom CSS', async () => {
    await boot({ theme: 'green-light', ADVANCED_customCSS: '.vg-title { letter-spacing: 2px; }' });
    await screen.findByRole('heading', { level: 1 });
    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--vg-primary')).toBe('#16a34a'));
    expect(root.getPropertyValue('--vg-bg')).toBe('#ffffff');
    expect(document.getElementById('vg-custom-css')?.textContent).toContain('letter-spacing');
    stop?.();
    cleanup();
    const palette = [
      'hsl(1, 2%, 95%)',
      'hsl(1, 2%, 90%)',
      'hsl(1, 2%, 80%)',
      'hsl(1, 2%, 70%)',
      'hsl(1, 2%, 60%)',
      'hsl(1, 2%, 50%)',
      'hsl(1, 2%, 40%)',
      'hsl(1, 2%, 30%)',
      'hsl(1, 2%, 20%)',
      'hsl(1, 2%, 10%)',
    ];
    await boot({
      customThemeJSONString: JSON.stringify({
        themeType: 'light',
        primary: '#123456',
        nineColorPallet: palette,
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(root.getPropertyValue('--vg-primary')).toBe('#123456'));
    expect(root.getPropertyValue('--vg-bg')).toBe('hsl(1, 2%, 95%)');
    stop?.();
    cleanup();
    await boot({
      customThemeJSONString: JSON.stringify({ themeType: 'light', primary: '#654321' }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(root.getPropertyValue('--vg-primary')).toBe('#2563eb');
  });

  it('shows Refresh and Test Voice in test mode, Test Voice only on the vg platform', async () => {
    const backend = await boot({ agentPlatform: 'vf' }, [], '?test=1');
    const testVoice = (await screen.findByText('Test Voice')) as HTMLButtonElement;
    expect(testVoice.disabled).toBe(true);
    fireEvent.click(screen.getByText('Refresh'));
    await waitFor(() =>
      expect(backend.requests.filter((request) => request.kind === 'launch')).toHaveLength(2),
    );
    expect(chatStore.get().route.isTest).toBe(true);
  });
});
