import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatView } from '../chat/ChatView';
import { chatStore } from '../store/chatStore';
import { captureHostMessages } from '../test-utils/hostEvents';
import { bot, setupChat, teardownChat } from '../test-utils/chatHarness';
import { ON_SCREEN } from '../test-utils/shownText';

let host: ReturnType<typeof captureHostMessages> | null = null;
afterEach(() => {
  teardownChat();
  host?.stop();
  host = null;
});

const turns = [
  { from: 'bot' as const, messages: [bot('text', { message: 'Welcome back' })] },
  {
    from: 'human' as const,
    messages: [{ from: 'human' as const, type: 'text', item: { payload: { message: 'hi' } } }],
  },
];

function show() {
  const backend = setupChat({ turns, agent: { messageDelayMS: 0 } });
  host = captureHostMessages();
  render(<ChatView />);
  return backend;
}

describe('End Chat overlay', () => {
  it("asks with 'End Chat' and 'Cancel'; Cancel keeps the chat as it is", async () => {
    const backend = show();
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('End this conversation?');
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['End Chat', 'Cancel']);
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.requests).toEqual([]);
    expect(host!.events()).toEqual([]);
    expect(await screen.findByText('Welcome back')).toBeTruthy();
  });

  it('ends a chat the visitor never answered: chat_close and chat_restart, a fresh session, the hand-off reset', async () => {
    const backend = setupChat({ turns: turns.slice(0, 1), agent: { messageDelayMS: 0 } });
    host = captureHostMessages();
    render(<ChatView />);
    chatStore.set({ answered: { '0:0': true } });
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    const confirm = [...(await screen.findByRole('dialog')).querySelectorAll('button')][0]!;
    fireEvent.click(confirm);
    expect(host!.events()).toEqual(['chat_close', 'chat_restart']);
    expect(backend.requests).toEqual([{ kind: 'launch' }]);
    expect(chatStore.get().answered).toEqual({});
    expect(chatStore.get().handoff.state).toBe('ai-chatting');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(/How can I help you plan your stay/, ON_SCREEN)).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('ends a chat the visitor took part in as an end message does: stored, then rating and Start New Conversation', async () => {
    const backend = show();
    fireEvent.click(screen.getByRole('button', { name: 'End Chat' }));
    const confirm = [...(await screen.findByRole('dialog')).querySelectorAll('button')][0]!;
    fireEvent.click(confirm);
    await waitFor(() => expect(chatStore.get().conversationState).toBe('ended_chat'));
    expect(host!.events()).toEqual(['chat_close', 'message', 'chat_restart']);
    // No new session: the ended conversation stays, with the visitor's words in it.
    expect(backend.requests).toEqual([]);
    expect(chatStore.get().handoff.state).toBe('ai-chatting');
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    // The end message's notice (once its component has loaded), and one button in the message box's place.
    await screen.findByText('Start New Conversation', { selector: '.vg-end-label' });
    expect(screen.getAllByRole('button', { name: 'Start New Conversation' })).toHaveLength(1);
  });

  it('is a modal dialog named by its question; Escape (the dialog’s cancel) closes it', async () => {
    show();
    const opener = screen.getByRole('button', { name: 'End Chat' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'End this conversation?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('End Chat');
    // The browser turns Escape in a modal <dialog> into a cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Refresh overlay', () => {
  it("offers 'Refresh the Conversation' and 'Cancel', and starts over with chat_restart", async () => {
    const backend = show();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the Conversation' }));
    const dialog = await screen.findByRole('dialog');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Refresh the Conversation',
      'Cancel',
    ]);
    fireEvent.click(buttons[0]!);
    expect(host!.events()).toEqual(['chat_restart']);
    expect(backend.requests).toEqual([{ kind: 'launch' }]);
    await waitFor(() => expect(chatStore.get().turns).toHaveLength(1));
  });
});

describe('reload flag', () => {
  it('starts the conversation over when the chat shows with the flag set', async () => {
    const backend = setupChat({ turns });
    chatStore.set({ reload: true });
    render(<ChatView />);
    await waitFor(() => expect(backend.requests).toEqual([{ kind: 'launch' }]));
    expect(chatStore.get().reload).toBe(false);
  });
});
