import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConversation } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { CardV2 } from './CardV2';
import { bot, FAKE_TIMEOUTS, renderKind, setupChat, teardownChat } from '../test-utils/chatHarness';

const card = {
  title: 'Alpine cabin',
  description: { text: 'x'.repeat(600) },
  imageUrl: 'https://img.test/cabin.png',
  buttons: [{ name: 'Book now', request: { type: 'text', payload: 'Book' } }],
};

// The image check is a HEAD request to a third-party host: answered here by a stand-in.
function answerHead(status: number) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status }));
}

beforeEach(() => {
  setupChat();
  vi.useFakeTimers(FAKE_TIMEOUTS);
});
afterEach(() => {
  teardownChat();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the 250 ms image check and lets its HEAD answer arrive. */
async function flushLazy() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

describe('CardV2', () => {
  it('shows title, description cut to 500 characters and buttons', async () => {
    answerHead(200);
    renderKind(CardV2, bot('cardV2', card));
    await flushLazy();
    expect(screen.getByText('Alpine cabin').tagName).toBe('H3');
    expect(screen.getByText(/^x+\.\.\.$/).textContent).toHaveLength(503);
    expect(screen.getByText('Book now')).toBeTruthy();
  });

  it('checks the image with HEAD after 250 ms and shows it when available', async () => {
    const fetch = answerHead(200);
    const { container } = renderKind(CardV2, bot('cardV2', card));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(249);
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('.vg-card-image--loading')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetch).toHaveBeenCalledWith('https://img.test/cabin.png', { method: 'HEAD' });
    expect(container.querySelector('img.vg-card-image')?.getAttribute('src')).toBe(card.imageUrl);
  });

  it('leaves a missing image out', async () => {
    answerHead(404);
    const { container } = renderKind(CardV2, bot('cardV2', card));
    await flushLazy();
    await flushLazy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.vg-card-image--loading')).toBeNull();
    expect(screen.getByText('Alpine cabin')).toBeTruthy();
  });

  it('keeps card buttons usable in older turns only with alwaysEnableCardButtons', async () => {
    answerHead(200);
    renderKind(CardV2, bot('cardV2', card), { isLatest: false });
    await flushLazy();
    expect((screen.getByText('Book now') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderKind(CardV2, bot('cardV2', { ...card, alwaysEnableCardButtons: true }), {
      isLatest: false,
    });
    await flushLazy();
    const button = screen.getByText('Book now') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(chatStore.get().loading).toBe(true);
  });

  it('disables card buttons while a human agent has control', async () => {
    answerHead(200);
    applyConversation({
      exists: true,
      turns: [],
      state: 'human-chatting',
      chatAssignedTo: 'team-1',
      totalUserInteractions: 0,
    });
    renderKind(CardV2, bot('cardV2', card));
    await flushLazy();
    expect((screen.getByText('Book now') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an error for a card with a malformed description', async () => {
    renderKind(CardV2, bot('cardV2', { title: 'x', description: 'plain string' }));
    await flushLazy();
    expect(screen.getByRole('alert').textContent).toMatch(
      /Cannot show cardV2 message \(item\.payload\.description/,
    );
  });
});
