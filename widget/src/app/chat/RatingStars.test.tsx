import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyConversation } from '../session/startSession';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { RatingStars } from './RatingStars';

afterEach(teardownChat);

const star = (count: number) => screen.getByLabelText(`${count} of 5 stars`) as HTMLButtonElement;

describe('RatingStars', () => {
  it('rates once, then locks the stars', () => {
    const backend = setupChat();
    render(<RatingStars />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    fireEvent.click(star(4));
    expect(backend.ratings).toEqual([4]);
    expect(chatStore.get().ratingFrom5).toBe(4);
    expect(document.querySelectorAll('.vg-star--on')).toHaveLength(4);
    expect(star(2).disabled).toBe(true);
    fireEvent.click(star(2));
    expect(backend.ratings).toEqual([4]);
  });

  it('shows a stored rating read-only', () => {
    const backend = setupChat();
    applyConversation({
      exists: true,
      turns: [],
      state: 'ai-chatting',
      chatAssignedTo: null,
      totalUserInteractions: 0,
      ratingFrom5: 2,
    });
    render(<RatingStars />);
    expect(document.querySelectorAll('.vg-star--on')).toHaveLength(2);
    expect(star(5).disabled).toBe(true);
    expect(backend.ratings).toEqual([]);
  });

  it('is hidden when the agent disables rating', () => {
    setupChat({ agent: { disableRating: true } });
    const { container } = render(<RatingStars />);
    expect(container.innerHTML).toBe('');
  });
});
