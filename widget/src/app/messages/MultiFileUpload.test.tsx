import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderKind, setupChat, teardownChat } from '../test-utils/chatHarness';
import { MultiFileUpload } from './MultiFileUpload';

afterEach(() => {
  teardownChat();
  vi.useRealTimers();
});

const file = (name: string, bytes = 1_500_000) => {
  const created = new File(['x'], name);
  Object.defineProperty(created, 'size', { value: bytes });
  return created;
};

describe('MultiFileUpload', () => {
  it('uploads each file, then sends vg_filesupload_response 1 s after Submit', async () => {
    const backend = setupChat();
    const { container } = renderKind(
      MultiFileUpload,
      bot('MultiFileUpload', { message: 'Photos', maxFiles: 3 }),
    );
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [file('a.png'), file('b.png')] },
    });
    await waitFor(() => expect(container.querySelectorAll('.vg-file-list li')).toHaveLength(2));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByText('Submit'));
    expect(screen.getByRole('status').textContent).toBe('Selected: a.png, b.png');
    expect(backend.requests).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(backend.requests[0]).toMatchObject({
      kind: 'action',
      label: 'a.png, b.png',
      variables: {
        vg_filesupload_response: {
          files: [
            { url: '/widget/dev/fixtures/a.png', name: 'a.png', sizeMegabytes: 1.5 },
            { url: '/widget/dev/fixtures/b.png', name: 'b.png', sizeMegabytes: 1.5 },
          ],
        },
      },
    });
    // Each upload is charged to the agent's workspace: 1.5 MB rounds to 2 credits.
    expect(backend.credits).toEqual([
      {
        workspaceId: 'owner-1',
        credits: 2,
        logData: {
          amount: 2,
          agentId: 'demo-agent',
          causedBy: 'agent',
          logMessage: 'File upload: a.png',
        },
      },
      {
        workspaceId: 'owner-1',
        credits: 2,
        logData: {
          amount: 2,
          agentId: 'demo-agent',
          causedBy: 'agent',
          logMessage: 'File upload: b.png',
        },
      },
    ]);
  });

  it('shows the short "Only X Files" notice for a wrong extension and skips the file', async () => {
    setupChat();
    const { container } = renderKind(
      MultiFileUpload,
      bot('MultiFileUpload', { allowedExtensions: ['jpg'] }),
    );
    fireEvent.change(container.querySelector('input[type=file]')!, {
      target: { files: [file('a.gif')] },
    });
    expect(chatStore.get().notice?.text).toBe('Only jpg Files');
    await waitFor(() => expect(screen.getByText('Choose files')).toBeTruthy());
    expect(container.querySelectorAll('.vg-file-list li')).toHaveLength(0);
  });

  it('offers Cancel only with canCancel', () => {
    setupChat();
    renderKind(MultiFileUpload, bot('MultiFileUpload', {}));
    expect(screen.queryByText('Cancel')).toBeNull();
    cleanup();
    renderKind(MultiFileUpload, bot('MultiFileUpload', { canCancel: true }));
    expect(screen.getByText('Cancel')).toBeTruthy();
  });

  it('shows an error for a malformed file count', () => {
    setupChat();
    renderKind(MultiFileUpload, bot('MultiFileUpload', { maxFiles: 'many' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /Cannot show MultiFileUpload message \(item\.payload\.maxFiles/,
    );
  });
});
