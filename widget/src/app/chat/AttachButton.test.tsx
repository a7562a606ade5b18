import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConversation } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { ChatInput } from './ChatInput';
import { Conversation } from './Conversation';

afterEach(teardownChat);

const file = (name: string, bytes: number) => {
  const created = new File(['x'], name);
  Object.defineProperty(created, 'size', { value: bytes });
  return created;
};

describe('footer upload control', () => {
  it('is offered with quick upload or hand-off, never on the vg platform', () => {
    setupChat({ agent: { agentPlatform: 'vf', enableQuickFileUpload: true } });
    render(<ChatInput />);
    expect(screen.getByLabelText('Upload a file')).toBeTruthy();
    cleanup();
    setupChat({ agent: { agentPlatform: 'vf', enableVGHandoff: true } });
    render(<ChatInput />);
    expect(screen.getByLabelText('Upload a file')).toBeTruthy();
    cleanup();
    setupChat({ agent: { agentPlatform: 'vg', enableQuickFileUpload: true } });
    render(<ChatInput />);
    expect(screen.queryByLabelText('Upload a file')).toBeNull();
    cleanup();
    setupChat({ agent: { agentPlatform: 'vf' } });
    render(<ChatInput />);
    expect(screen.queryByLabelText('Upload a file')).toBeNull();
  });

  it('is offered while a team member has the chat, whatever the platform', () => {
    setupChat({ agent: { agentPlatform: 'vg' } });
    applyConversation({
      exists: true,
      turns: [],
      state: 'human-chatting',
      chatAssignedTo: 'team-1',
      totalUserInteractions: 0,
    });
    render(<ChatInput />);
    expect(screen.getByLabelText('Upload a file')).toBeTruthy();
  });

  it("uploads a document with progress, sends the media intent and stores 'File uploaded'", async () => {
    const backend = setupChat({
      agent: { agentPlatform: 'vf', enableQuickFileUpload: true },
      replyDelayMs: 40,
    });
    const { container } = render(
      <>
        <Conversation />
        <ChatInput />
      </>,
    );
    fireEvent.change(screen.getByTestId('attach-input'), {
      target: { files: [file('warranty-card-trail-shoes.pdf', 1000)] },
    });
    await waitFor(() => expect(screen.getByLabelText(/Uploading… \d+%/)).toBeTruthy());
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    const url = '/widget/dev/fixtures/warranty-card-trail-shoes.pdf';
    expect(backend.requests[0]).toMatchObject({
      label: 'File uploaded: warranty-card-trail-...',
      request: {
        type: 'intent',
        payload: {
          intent: { name: 'VG_MEDIA_UPLOAD' },
          entities: [{ name: 'vg_media_url', value: url }],
        },
      },
      shown: {
        type: 'text',
        item: {
          payload: {
            message: 'File uploaded: warranty-card-trail-...',
            file: { url, name: 'warranty-card-trail-shoes.pdf' },
          },
        },
      },
    });
    // The stored turns come back with the bot's reply; the line stays.
    await waitFor(() =>
      expect(chatStore.get().turns.map((turn) => turn.from)).toEqual(['human', 'bot']),
    );
    await waitFor(() =>
      expect(container.querySelector('.vg-turn--human')?.textContent).toBe(
        'File uploaded: warranty-card-trail-...',
      ),
    );
  });

  it("keeps the visitor's picture inline once the server's copy of the turns is back", async () => {
    const backend = setupChat({ agent: { agentPlatform: 'vg' }, replyDelayMs: 40 });
    applyConversation({
      exists: true,
      turns: [],
      state: 'human-chatting',
      chatAssignedTo: 'team-1',
      totalUserInteractions: 0,
    });
    const { container } = render(
      <>
        <Conversation />
        <ChatInput />
      </>,
    );
    fireEvent.change(screen.getByTestId('attach-input'), {
      target: { files: [file('trail-shoe-sole.png', 2_400_000)] },
    });
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    const url = '/widget/dev/fixtures/trail-shoe-sole.png';
    expect(backend.requests[0]).toMatchObject({
      label: 'trail-shoe-sole.png',
      shown: { type: 'visual', item: { payload: { image: url, name: 'trail-shoe-sole.png' } } },
    });
    // Replaced by the server's turns (the fixture stores what the functions store).
    await waitFor(() => expect(chatStore.get().loading).toBe(false));
    await waitFor(() =>
      expect(container.querySelector(`.vg-turn--human img[src="${url}"]`)).toBeTruthy(),
    );
    expect(container.querySelector('.vg-turn--human')?.textContent).not.toContain(
      'trail-shoe-sole.png',
    );
  });

  it("refuses files over 30 MB with 'Max size: 30 MBs'", () => {
    const backend = setupChat({ agent: { agentPlatform: 'vf', enableQuickFileUpload: true } });
    render(<ChatInput />);
    fireEvent.change(screen.getByTestId('attach-input'), {
      target: { files: [file('movie.mp4', 30_000_001)] },
    });
    expect(chatStore.get().notice?.text).toBe('Max size: 30 MBs');
    expect(backend.requests).toEqual([]);
  });
});
