import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

const emailForm = (item: unknown) =>
  bot('EmailForm', undefined, { item: item as Record<string, unknown> });

afterEach(teardownChat);

describe('EmailForm', () => {
  it('shows a sent form with its attachment links', async () => {
    setupChat();
    renderMessage(
      emailForm({
        email: 'guest@example.com',
        message: 'Call me',
        attachmentLinks: [
          {
            url: 'https://files.test/a.pdf',
            filename: 'a-very-long-attachment-name.pdf',
            sizeKB: 12,
          },
        ],
      }),
    );
    expect(await screen.findByText('guest@example.com')).toBeTruthy();
    expect(screen.getByText('Call me')).toBeTruthy();
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('a-very-long-attachme...');
    expect(link.getAttribute('href')).toBe('https://files.test/a.pdf');
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const backend = setupChat();
    renderMessage(emailForm({}));
    fireEvent.input(await screen.findByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByText('Send'));
    expect(chatStore.get().notice?.text).toBe('Please input a valid email.');
    expect(backend.notified).toEqual([]);
  });

  it('sends address and message to the team, then confirms', async () => {
    const backend = setupChat();
    renderMessage(emailForm({}));
    fireEvent.input(await screen.findByLabelText('E-mail'), {
      target: { value: ' dana@example.com ' },
    });
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Please call' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(screen.getByText('Sent to the team')).toBeTruthy());
    expect(backend.notified).toEqual([{ email: 'dana@example.com', message: 'Please call' }]);
  });

  it('shows an error for a malformed stored form', async () => {
    setupChat();
    renderMessage(emailForm({ email: 12 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show EmailForm message \(item\.email/,
    );
  });
});
