import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatInput } from '../chat/ChatInput';
import { chatStore } from '../store/chatStore';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

afterEach(teardownChat);

describe('End', () => {
  it("shows the 'Start New Conversation' notice; the one button, in the message box's place, clears the chat and launches again", async () => {
    const backend = setupChat({
      turns: [{ from: 'bot', messages: [bot('text', { message: 'bye' }), bot('end')] }],
    });
    expect(chatStore.get().conversationState).toBe('ended_chat');
    renderMessage(bot('end'));
    render(<ChatInput />);
    expect((await screen.findByRole('status')).textContent).toBe('Start New Conversation');
    const buttons = screen.getAllByRole('button', { name: 'Start New Conversation' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(backend.requests).toEqual([{ kind: 'launch' }]);
    expect(chatStore.get().conversationState).toBe('ai-chatting');
    await waitFor(() => expect(chatStore.get().turns).toHaveLength(1));
  });

  it('is a plain divider in an older turn', async () => {
    setupChat();
    renderMessage(bot('end'), { isLatest: false });
    expect((await screen.findByText('Start New Conversation')).tagName).toBe('SPAN');
  });
});
