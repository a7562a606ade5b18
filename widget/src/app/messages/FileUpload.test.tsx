import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderKind, setupChat, teardownChat } from '../test-utils/chatHarness';
import { FileUpload } from './FileUpload';

afterEach(teardownChat);

function choose(container: HTMLElement, file: File) {
  fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
}

function sized(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('FileUpload', () => {
  it('uploads the chosen document with progress and sends VG_MEDIA_UPLOAD', async () => {
    const backend = setupChat({ replyDelayMs: 40 });
    const { container } = renderKind(
      FileUpload,
      bot('FileUpload', { message: 'Your confirmation please' }),
    );
    expect(screen.getByText('Your confirmation please')).toBeTruthy();
    choose(container, sized('booking-confirmation-2025.pdf', 2000));
    expect((await screen.findByRole('progressbar')).textContent).toMatch(/Uploading… \d+%/);
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(backend.requests[0]).toMatchObject({
      kind: 'action',
      label: 'File uploaded: booking-confirmation...',
      request: {
        type: 'intent',
        payload: {
          intent: { name: 'VG_MEDIA_UPLOAD' },
          entities: [
            { name: 'vg_media_url', value: '/widget/dev/fixtures/booking-confirmation-2025.pdf' },
          ],
        },
      },
    });
  });

  it('charges the workspace per MB (at most 100), and nothing for a file under half a MB', async () => {
    const backend = setupChat();
    const first = renderKind(FileUpload, bot('FileUpload', {}));
    choose(first.container, sized('small.pdf', 400_000));
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(backend.credits).toEqual([]);
    cleanup();
    const second = setupChat();
    const { container } = renderKind(FileUpload, bot('FileUpload', {}));
    choose(container, sized('scan.pdf', 29_900_000));
    await waitFor(() => expect(second.credits).toHaveLength(1));
    expect(second.credits[0]).toMatchObject({ workspaceId: 'owner-1', credits: 30 });
  });

  it('shows an uploaded image as an image message', async () => {
    const backend = setupChat();
    const { container } = renderKind(FileUpload, bot('FileUpload', {}));
    choose(container, sized('photo.png', 2000, 'image/png'));
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    const shown = chatStore.get().turns.at(-1)?.messages[0];
    expect(shown).toMatchObject({
      type: 'visual',
      item: { payload: { image: '/widget/dev/fixtures/photo.png' } },
    });
  });

  it('refuses files over 30 MB with "Max size: 30 MBs"', () => {
    const backend = setupChat();
    const { container } = renderKind(FileUpload, bot('FileUpload', {}));
    choose(container, sized('huge.pdf', 30_000_001));
    expect(chatStore.get().notice?.text).toBe('Max size: 30 MBs');
    expect(backend.requests).toEqual([]);
  });

  it('refuses extensions outside the allowed list', () => {
    setupChat();
    const { container } = renderKind(
      FileUpload,
      bot('FileUpload', { allowedExtensions: ['pdf', 'png'] }),
    );
    choose(container, sized('notes.docx', 100));
    expect(chatStore.get().notice?.text).toBe('Only pdf, png files are allowed');
  });

  it('cannot be used in an older turn', () => {
    setupChat();
    renderKind(FileUpload, bot('FileUpload', {}), { isLatest: false });
    expect(
      (screen.getByText('Upload a file').closest('button') as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows an error for a malformed size limit', () => {
    setupChat();
    renderKind(FileUpload, bot('FileUpload', { maxSizeMB: -1 }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /Cannot show FileUpload message \(item\.payload\.maxSizeMB/,
    );
  });
});
