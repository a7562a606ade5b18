import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Info', () => {
  it.each(['primary', 'default', 'danger', 'success'])(
    'renders info:%s with its tone',
    async (tone) => {
      renderMessage(bot(`info:${tone}`, { message: `note ${tone}` }));
      const note = await screen.findByText(`note ${tone}`);
      expect(note.className).toBe(`vg-info vg-info--${tone}`);
      expect(note.getAttribute('role')).toBe(tone === 'danger' ? 'alert' : 'status');
    },
  );

  it('rejects an unknown info tone and a missing text', async () => {
    renderMessage(bot('info:primary', {}));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Cannot show info message/);
  });
});
