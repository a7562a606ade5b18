import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConversation } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { ChatInput } from './ChatInput';

afterEach(() => {
  cleanup();
  teardownChat();
});

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

  it('uploads with progress and sends the media intent', async () => {
    const backend = setupChat({
      agent: { agentPlatform: 'vf', enableQuickFileUpload: true },
      replyDelayMs: 40,
    });
    render(<ChatInput />);
    fireEvent.change(screen.getByTestId('attach-input'), {
      target: { files: [file('invoice.pdf', 1000)] },
    });
    await waitFor(() => expect(screen.getByLabelText(/Uploading… \d+%/)).toBeTruthy());
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(backend.requests[0]).toMatchObject({
      label: 'File uploaded: invoice.pdf',
      request: { type: 'intent', payload: { intent: { name: 'VG_MEDIA_UPLOAD' } } },
    });
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
