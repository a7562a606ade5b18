import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Conversation } from '../chat/Conversation';
import { LiveAgentBanner } from '../chat/LiveAgentBanner';
import { NoticeBar } from '../chat/NoticeBar';
import { FIXTURE_TEAM } from '../dev/fixtureBackend';
import { sendText } from '../session/chatActions';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat, type ChatSetup } from '../test-utils/chatHarness';
import { captureHostMessages } from '../test-utils/hostEvents';

let host: ReturnType<typeof captureHostMessages> | null = null;
afterEach(() => {
  teardownChat();
  host?.stop();
  host = null;
  vi.restoreAllMocks();
});

function banner(setup: ChatSetup) {
  const backend = setupChat({ ...setup, agent: { enableVGHandoff: true, ...setup.agent } });
  chatStore.set({ orgUsers: FIXTURE_TEAM });
  host = captureHostMessages();
  render(<LiveAgentBanner />);
  return backend;
}

async function rename(from: string, to: string, key = 'Enter') {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${from}`) }));
  const input = screen.getByRole('textbox', { name: from });
  fireEvent.input(input, { target: { value: to } });
  fireEvent.keyDown(input, { key });
}

describe('inline edits of the hand-off texts', () => {
  it('are plain text for visitors', () => {
    banner({});
    expect(screen.getByText('Support Team').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: /Support Team/ })).toBeNull();
  });

  it('save a new title and subtitle to the agent and tell the dashboard', async () => {
    const backend = banner({ owner: true });
    await rename('Support Team', 'Front desk');
    await rename('We reply within minutes ⚡', 'Usually within an hour');
    await waitFor(() =>
      expect(backend.savedFields).toEqual([
        { UIhandoffTitle: 'Front desk' },
        { UIhandoffSubtitle: 'Usually within an hour' },
      ]),
    );
    expect(chatStore.get().agent?.UIhandoffTitle).toBe('Front desk');
    expect(await screen.findByRole('button', { name: /^Front desk/ })).toBeTruthy();
    expect(host!.messages()).toContainEqual({
      source: 'vg-widget',
      type: 'agentEdit',
      payload: { UIhandoffTitle: 'Front desk' },
    });
  });

  it('Escape and empty texts change nothing', async () => {
    const backend = banner({ owner: true });
    await rename('Support Team', 'Nope', 'Escape');
    await rename('Support Team', '   ');
    fireEvent.blur(screen.queryByRole('textbox') ?? document.body);
    expect(backend.savedFields).toEqual([]);
    expect(screen.getByRole('button', { name: /^Support Team/ })).toBeTruthy();
  });

  it('put the stored text back when the save is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    banner({ backend: { superAdminClaim: true, saveFails: true }, owner: true });
    await rename('Support Team', 'Not allowed');
    await waitFor(() => expect(chatStore.get().agent?.UIhandoffTitle).toBe('Support Team'));
  });

  it("in the dashboard's preview go to the editor only", async () => {
    const backend = banner({ owner: true, route: { isPreview: true } });
    await rename('Support Team', 'Draft title');
    expect(chatStore.get().agent?.UIhandoffTitle).toBe('Draft title');
    expect(backend.savedFields).toEqual([]);
    expect(host!.messages().map((message) => message.type)).toContain('agentEdit');
  });
});

describe('banner image', () => {
  const image = (name: string, bytes: number) => {
    const file = new File(['x'], name, { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: bytes });
    return file;
  };

  it('shows the image, title and description (≤ 350) to visitors, without editing', () => {
    setupChat({
      agent: { bannerImageUrl: 'https://cdn.example/lake.jpg', description: 'd'.repeat(400) },
    });
    const { container } = render(<Conversation />);
    expect(container.querySelector('.vg-banner-image')?.getAttribute('src')).toBe(
      'https://cdn.example/lake.jpg',
    );
    expect(container.querySelector('.vg-banner-text p')?.textContent).toBe(`${'d'.repeat(350)}...`);
    expect(screen.queryByText('Change image')).toBeNull();
  });

  it('lets a super administrator upload one: stored, saved on the agent, charged to the owner', async () => {
    const backend = setupChat({ owner: true });
    const { container } = render(
      <>
        <NoticeBar />
        <Conversation />
      </>,
    );
    const input = (await screen.findByTestId('banner-input')) as HTMLInputElement;
    expect(screen.getByText('Add a banner image')).toBeTruthy();
    fireEvent.change(input, { target: { files: [image('notes.txt', 10)] } });
    expect(chatStore.get().notice?.text).toBe(
      'Only jpg, jpeg, png, gif, webp, svg files are allowed',
    );
    fireEvent.change(input, { target: { files: [image('lake.png', 2_300_000)] } });
    await waitFor(() =>
      expect(backend.savedFields).toEqual([{ bannerImageUrl: '/widget/dev/fixtures/lake.png' }]),
    );
    expect(backend.uploadPaths).toEqual(['banners']);
    await waitFor(() => expect(backend.credits).toEqual([{ workspaceId: 'owner-1', credits: 3 }]));
    expect(container.querySelector('.vg-banner-image')?.getAttribute('src')).toBe(
      '/widget/dev/fixtures/lake.png',
    );
    expect(await screen.findByText('Change image')).toBeTruthy();
  });
});

describe('debug accordion', () => {
  it("collects the socket's debug frames of the latest reply for super administrators", async () => {
    setupChat({ owner: true });
    render(<Conversation />);
    sendText('prices?');
    const summary = await screen.findByText('Debug');
    expect(summary.parentElement?.textContent).toBe('Debug (2)');
    expect(document.querySelector('.vg-debug-log pre')?.textContent).toBe(
      'knowledge: 2 documents matched (Cabins, Prices)\nmodel: offline knowledge answer, 41 tokens',
    );
  });

  it('stays hidden from visitors', async () => {
    const backend = setupChat();
    render(<Conversation />);
    sendText('prices?');
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    await waitFor(() => expect(chatStore.get().debugLog).toHaveLength(2));
    expect(screen.queryByText('Debug')).toBeNull();
  });
});
