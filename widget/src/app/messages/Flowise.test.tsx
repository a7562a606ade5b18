import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Flowise', () => {
  it('renders the relayed answer as markdown in a bubble', async () => {
    const { container } = renderMessage(
      bot('Flowise', { message: 'Check-in is at **3 pm** `sharp`' }),
    );
    expect(await screen.findByText('3 pm')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('code')?.textContent).toBe('sharp');
    expect(container.querySelector('.vg-bubble')).not.toBeNull();
  });

  it('shows an error for a Flowise message without text', async () => {
    renderMessage(bot('Flowise', {}));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot show Flowise message (no text)',
    );
  });
});
