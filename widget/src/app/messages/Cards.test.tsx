import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => {
  setupChat();
  // Card image HEAD checks go to third-party hosts: a stand-in answers 200.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
});
afterEach(() => {
  teardownChat();
  vi.restoreAllMocks();
});

describe('Cards', () => {
  it('stacks every card', async () => {
    const { container } = renderMessage(
      bot('cards', {
        cards: [{ title: 'One' }, { title: 'Two', description: { text: 'second' } }],
      }),
    );
    await screen.findByText('One');
    expect(screen.getByText('second')).toBeTruthy();
    expect(container.querySelectorAll('.vg-cards > .vg-card')).toHaveLength(2);
    expect(container.querySelector('.vg-message--element')).not.toBeNull();
  });

  it('shows a card without image or buttons', async () => {
    const { container } = renderMessage(bot('cards', { cards: [{ title: 'Bare' }] }));
    await screen.findByText('Bare');
    await waitFor(() => expect(container.querySelector('.vg-card-image--loading')).toBeNull());
    expect(container.querySelector('img, button')).toBeNull();
  });

  it('shows an error when cards is not a list', async () => {
    renderMessage(bot('cards', { cards: { title: 'x' } }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show cards message \(item\.payload\.cards/,
    );
  });
});
