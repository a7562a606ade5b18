import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_TEAM } from '../dev/fixtureBackend';
import { chatStore } from '../store/chatStore';
import { bot, setupChat, teardownChat, type ChatSetup } from '../test-utils/chatHarness';
import { ChatInput } from './ChatInput';
import { HandoffStatus } from './HandoffStatus';
import { LiveAgentBanner } from './LiveAgentBanner';
import { NoticeBar } from './NoticeBar';

afterEach(() => {
  teardownChat();
  vi.useRealTimers();
});

function show(setup: ChatSetup = {}, team = FIXTURE_TEAM) {
  const backend = setupChat({ ...setup, agent: { enableVGHandoff: true, ...setup.agent } });
  chatStore.set({ orgUsers: team });
  render(
    <>
      <LiveAgentBanner />
      <HandoffStatus />
      <NoticeBar />
      <ChatInput />
    </>,
  );
  return backend;
}

describe('LiveAgentBanner', () => {
  it('shows three avatars with presence dots, +N, the default title and subtitle', () => {
    show();
    expect(document.querySelectorAll('.vg-team-avatar')).toHaveLength(3);
    expect(screen.getAllByLabelText('online')).toHaveLength(2);
    expect(screen.getByText('+1')).toBeTruthy();
    expect(screen.getByText('Support Team')).toBeTruthy();
    expect(screen.getByText('We reply within minutes ⚡')).toBeTruthy();
    expect(screen.getByText('⚡ Chat')).toBeTruthy();
  });

  it('falls back to the default title and subtitle when the owner cleared them', () => {
    show({ agent: { UIhandoffTitle: '', UIhandoffSubtitle: '   ' } });
    expect(screen.getByText('Support Team')).toBeTruthy();
    expect(screen.getByText('We reply within minutes ⚡')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Support Team' })).toBeTruthy();
  });

  it('stays hidden without hand-off, without a team, or with nobody online', () => {
    setupChat();
    chatStore.set({ orgUsers: FIXTURE_TEAM });
    render(<LiveAgentBanner />);
    expect(screen.queryByText('Support Team')).toBeNull();
    cleanup();
    show({}, []);
    expect(screen.queryByText('Support Team')).toBeNull();
    cleanup();
    show({}, [{ ID: 'x', status: 'offline', name: 'X' }]);
    expect(screen.queryByText('Support Team')).toBeNull();
    cleanup();
    show({ agent: { alwaysShowHandoff: true, UIhandoffTitle: 'Our crew' } }, [
      { ID: 'x', status: 'offline' },
    ]);
    expect(screen.getByText('Our crew')).toBeTruthy();
  });

  it('asks for the team, waits, and hands the chat to the member who takes it', async () => {
    const backend = show({
      teamAnswers: true,
      replyDelayMs: 20,
      turns: [
        {
          from: 'bot',
          messages: [bot('choice', { buttons: [{ name: 'VG_Block', request: { type: 'text' } }] })],
        },
      ],
    });
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('⚡ Chat'));
    expect(await screen.findByText("Please wait, we're notifying the team..")).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect((screen.getByText('⚡ Chat') as HTMLButtonElement).disabled).toBe(true);
    expect(backend.handoffRequests).toEqual([true]);
    await waitFor(() => expect(screen.getByText('You are chatting with Sam')).toBeTruthy());
    expect(screen.queryByText('Support Team')).toBeNull();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(false);
  });

  it("gives up after the agent's handoffTimeout with 'No response from team..'", async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const backend = show({ agent: { handoffTimeout: 5 } });
    await act(async () => {
      fireEvent.click(screen.getByText('⚡ Chat'));
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText("Please wait, we're notifying the team..")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('No response from team..')).toBeTruthy();
    expect(chatStore.get().handoff.state).toBe('ai-chatting');
    expect(backend.handoffRequests).toEqual([true, false]);
    expect((screen.getByText('⚡ Chat') as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels a request; flow-platform agents also get the exit intent', async () => {
    const backend = show({ agent: { agentPlatform: 'vf' } });
    fireEvent.click(screen.getByText('⚡ Chat'));
    fireEvent.click(await screen.findByText('Cancel'));
    expect(chatStore.get().handoff.state).toBe('ai-chatting');
    await waitFor(() => expect(backend.handoffRequests).toEqual([true, false]));
    expect(backend.requests[0]).toMatchObject({
      request: { type: 'intent', payload: { intent: { name: 'VG_HANDOFF_EXIT' } } },
    });
  });

  it('starts the hand-off when the agent asks for it (request_handoff)', async () => {
    const backend = setupChat({ agent: { enableVGHandoff: true, agentPlatform: 'vg' } });
    chatStore.set({ orgUsers: FIXTURE_TEAM });
    render(<HandoffStatus />);
    const { requestHandoff } = await import('../session/handoff');
    await act(() => requestHandoff(30));
    expect(screen.getByText("Please wait, we're notifying the team..")).toBeTruthy();
    expect(chatStore.get().handoff.timeoutMs).toBe(30_000);
    expect(backend.handoffRequests).toEqual([true]);
  });
});
