import { agentSchema } from '@vg/common/schemas/agent';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { createFixtureBackend } from '../dev/fixtureBackend';
import { parseRoute } from '../route';
import { sendText, setBackend } from '../session/chatActions';
import { startSession } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { framedWindow } from '../test-utils/framedWindow';
import { listenForPreview, previewAgent, previewGreeting } from './previewBridge';

const DASHBOARD = 'https://app.voiceglow.example';

/** A frame inside the dashboard: messages can be delivered from any origin and window. */
function dashboardFrame() {
  const frame = framedWindow({ origin: DASHBOARD });
  const preview = (payload: unknown, origin?: string, source?: unknown) =>
    frame.fromHost({ source: 'vg-dashboard', type: 'preview-agent', payload }, origin, source);
  return { ...frame, deliver: frame.fromHost, preview };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  cleanup();
  setBackend(null);
});

describe('listenForPreview', () => {
  it("hears only the dashboard's preview-agent message from the parent at its origin", () => {
    const frame = dashboardFrame();
    const heard = vi.fn();
    const stopListening = listenForPreview(frame.win, DASHBOARD, heard);
    frame.preview({ title: 'A' });
    frame.preview({ title: 'B' }, 'https://evil.example');
    frame.preview({ title: 'C' }, DASHBOARD, {});
    frame.deliver({ source: 'vg-host', type: 'preview-agent', payload: { title: 'D' } });
    frame.deliver({ source: 'vg-dashboard', type: 'other', payload: { title: 'E' } });
    frame.deliver({ source: 'vg-dashboard', type: 'preview-agent', payload: 'F' });
    expect(heard.mock.calls).toEqual([[{ title: 'A' }]]);
    stopListening();
    frame.preview({ title: 'G' });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not listen without a known dashboard origin', () => {
    const frame = dashboardFrame();
    listenForPreview(frame.win, null, vi.fn());
    expect(frame.listeners.size).toBe(0);
  });
});

describe('previewAgent and previewGreeting', () => {
  it('reads the values as the public agent: defaults filled, secrets dropped, ids supplied', () => {
    const agent = previewAgent(
      { ID: '', title: 'Draft', SECRET_API_KEY: 'vg_secret', theme: 'green-light' },
      'preview',
    )!;
    expect(agent.ID).toBe('preview');
    expect(agent.ownerID).toBe('preview');
    expect(agent.title).toBe('Draft');
    expect(agent.lang).toBe('en');
    expect('SECRET_API_KEY' in agent).toBe(false);
    expect(previewAgent({ title: 42 }, 'x')).toBeNull();
  });

  it('greets with initMessages, else the proactive message', () => {
    const agent = agentSchema.parse({ ID: 'a', ownerID: 'o', proactiveMessage: 'Hey!' });
    expect(previewGreeting(agent)[0]?.messages.map((m) => m.item?.payload)).toEqual([
      { message: 'Hey!' },
    ]);
    const withInit = { ...agent, initMessages: ['One', { message: 'Two' }, 7] };
    expect(previewGreeting(withInit)[0]?.messages.map((m) => m.item?.payload)).toEqual([
      { message: 'One' },
      { message: 'Two' },
    ]);
  });
});

describe('live preview in the widget', () => {
  const said = (from: 'bot' | 'human', message: string) => ({
    from,
    messages: [{ type: 'text', item: { payload: { message } } }],
  });

  async function bootPreview(stored: boolean, turns = [said('bot', 'hi'), said('human', 'hello')]) {
    const frame = dashboardFrame();
    const route = parseRoute('/app/eu/render/demo-agent/iframe', '?embed=inline&preview=1')!;
    const backend = createFixtureBackend({
      agent: { title: 'Stored title', messageDelayMS: 0 },
      turns,
      replyDelayMs: 5,
    });
    if (!stored)
      backend.watchAgent = (listener) => (queueMicrotask(() => listener(null)), () => {});
    render(<App />);
    const started = startSession(route, async () => backend, frame.win);
    // The dashboard answers the widget's ready with init and the editor's values.
    await waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalled());
    frame.deliver({ source: 'vg-host', type: 'init', payload: { mode: 'inline', open: true } });
    stop = await started;
    return { frame, backend };
  }

  it('shows the edited agent instead of the stored one, live as the owner types', async () => {
    const { frame } = await bootPreview(true);
    expect(await screen.findByText('Stored title')).toBeTruthy();
    frame.preview({ ID: 'demo-agent', ownerID: 'owner-1', title: 'Edited' });
    expect(await screen.findByText('Edited')).toBeTruthy();
    frame.preview({ ID: 'demo-agent', ownerID: 'owner-1', title: 'Edited again' });
    expect(await screen.findByText('Edited again')).toBeTruthy();
    // A foreign page cannot restyle the chat.
    frame.preview({ title: 'Hacked' }, 'https://evil.example');
    expect(screen.queryByText('Hacked')).toBeNull();
    // The stored conversation, where the owner wrote, stays.
    expect(await screen.findByText('hi')).toBeTruthy();
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('shows the welcome as edited until the owner writes, and starts no conversation', async () => {
    const { frame, backend } = await bootPreview(true, [said('bot', 'Old welcome')]);
    const agent = { ID: 'demo-agent', ownerID: 'owner-1', messageDelayMS: 0 };
    frame.preview({ ...agent, proactiveMessage: 'New welcome' });
    expect(await screen.findByText('New welcome')).toBeTruthy();
    expect(screen.queryByText('Old welcome')).toBeNull();
    frame.preview({ ...agent, proactiveMessage: 'Newer welcome' });
    expect(await screen.findByText('Newer welcome')).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it('previews an unsaved agent with its greeting and nothing to send to', async () => {
    const { frame, backend } = await bootPreview(false);
    expect(chatStore.get().agentStatus).toBe('loading');
    frame.preview({ ID: '', title: 'Brand new', proactiveMessage: 'Hello from the draft' });
    expect(await screen.findByText('Brand new')).toBeTruthy();
    expect(await screen.findByText('Hello from the draft')).toBeTruthy();
    const input = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('Save the agent to chat with it');
    expect(sendText('hello')).toBe(false);
    expect(backend.requests).toEqual([]);
  });
});
