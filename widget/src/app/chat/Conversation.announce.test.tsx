import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Turn } from './conversation';
import { aiSnapshot, bot, setupChat, teardownChat } from '../test-utils/chatHarness';
import { Conversation } from './Conversation';

afterEach(teardownChat);

const say = (message: string): Turn => ({ from: 'bot', messages: [bot('text', { message })] });
const visitor = (message: string): Turn => ({
  from: 'human',
  messages: [{ from: 'human', type: 'text', item: { payload: { message } } }],
});

const snapshot = (turns: Turn[]) => act(() => aiSnapshot(turns));

describe('the polite live region', () => {
  it('reads out new replies with the agent’s name, not the history nor the visitor’s own words', async () => {
    const history = [say('Welcome back'), visitor('hi')];
    setupChat({ turns: history, agent: { title: 'Acme Support', messageDelayMS: 0 } });
    const { container } = render(<Conversation />);
    await screen.findByText('Welcome back');
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('');
    // The scrolling history itself is a labelled region the keyboard can reach, not a live log.
    const log = screen.getByRole('region', { name: 'Conversation' });
    expect(log.getAttribute('tabindex')).toBe('0');
    expect(log.getAttribute('aria-live')).toBeNull();

    snapshot([...history, visitor('Where is my parcel?')]);
    expect(region.textContent).toBe('');
    snapshot([...history, visitor('Where is my parcel?'), say('It ships **today**.')]);
    await waitFor(() => expect(region.textContent).toBe('Acme Support: It ships today.'));
  });
});
