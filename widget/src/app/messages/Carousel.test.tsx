import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

const card = (title: string) => ({
  title,
  buttons: [{ name: `Pick ${title}`, request: { type: 'text', payload: title } }],
});

beforeEach(() => {
  setupChat();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
});
afterEach(() => {
  teardownChat();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('puts the cards side by side with arrows that scroll the track', async () => {
    const { container } = renderMessage(
      bot('carousel', { cards: [card('A'), card('B'), card('C')] }),
    );
    await screen.findByText('A');
    const track = container.querySelector('.vg-carousel-track') as HTMLElement;
    expect(track.children).toHaveLength(3);
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    fireEvent.click(screen.getByLabelText('Next'));
    fireEvent.click(screen.getByLabelText('Previous'));
    expect(scrollBy.mock.calls.map(([options]) => Math.sign(options.left))).toEqual([1, -1]);
  });

  it('has no arrows for a single card', async () => {
    renderMessage(bot('carousel', { cards: [card('Only')] }));
    await screen.findByText('Only');
    expect(screen.queryByLabelText('Next')).toBeNull();
  });

  it('sends the pressed card button of the latest turn', async () => {
    const backend = setupChat();
    renderMessage(bot('carousel', { cards: [card('A'), card('B')] }));
    fireEvent.click(await screen.findByText('Pick B'));
    expect(backend.requests[0]).toMatchObject({ kind: 'action', label: 'Pick B' });
  });

  it('shows an error for a card without a valid title', async () => {
    renderMessage(bot('carousel', { cards: [{ title: 7 }] }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show carousel message \(item\.payload\.cards\.0\.title/,
    );
  });
});
