import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

afterEach(teardownChat);

describe('End', () => {
  it('offers Start New Conversation, which clears the chat and launches again', async () => {
    const backend = setupChat({
      turns: [{ from: 'bot', messages: [bot('text', { message: 'bye' }), bot('end')] }],
    });
    expect(chatStore.get().conversationState).toBe('ended_chat');
    renderMessage(bot('end'));
    fireEvent.click(await screen.findByText('Start New Conversation'));
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
