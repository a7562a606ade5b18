import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Turn } from './conversation';
import { chatStore } from '../store/chatStore';
import { aiSnapshot, bot, setupChat, teardownChat } from '../test-utils/chatHarness';
import { applyTurns, sendText } from '../session/chatActions';
import { Conversation } from './Conversation';

afterEach(teardownChat);

const say = (message: string) => bot('text', { message });
const human = (message: string): Turn => ({
  from: 'human',
  messages: [{ from: 'human', type: 'text', item: { payload: { message } } }],
});
const snapshot = (turns: Turn[]) => act(() => aiSnapshot(turns));

/** The message frame (the element that fades in) around a text. */
const frameOf = (text: string) => screen.getByText(text).closest('.vg-message') as HTMLElement;
const fadesIn = (element: Element) => element.classList.contains('vg-enter');

const REPLY = 'You said: “hello”. A real agent would answer here.';

describe('a streamed reply', () => {
  it('is replaced by its stored copy without fading in again; later messages still fade in after their delay', async () => {
    setupChat({
      agent: { messageDelayMS: 60 },
      turns: [{ from: 'bot', messages: [say('Welcome')] }],
    });
    const { container } = render(<Conversation />);
    await screen.findByText('Welcome');

    act(() => void sendText('hello'));
    const streaming = await waitFor(() => {
      const bubble = container.querySelector('.vg-streaming');
      expect(bubble).not.toBeNull();
      return bubble as HTMLElement;
    });
    // The live bubble is new on screen: it fades in once.
    expect(fadesIn(streaming)).toBe(true);
    expect(fadesIn(frameOf('hello'))).toBe(true);

    // The stored turn arrives (socket history, then the listener).
    await waitFor(() => expect(container.querySelector('.vg-streaming')).toBeNull());
    const stored = frameOf(REPLY);
    expect(screen.getAllByText(REPLY)).toHaveLength(1);
    expect(fadesIn(stored)).toBe(false);

    // A bot message that arrives afterwards waits for its delay, then fades in.
    const turns = chatStore.get().turns;
    snapshot([...turns, { from: 'bot', messages: [say('One more thing')] }]);
    expect(screen.queryByText('One more thing')).toBeNull();
    await screen.findByText('One more thing');
    expect(fadesIn(frameOf('One more thing'))).toBe(true);
    expect(frameOf(REPLY)).toBe(stored);
    expect(fadesIn(stored)).toBe(false);
  });

  it('gives way to the stored copy the conversation listener brings before the socket does', async () => {
    setupChat({ turns: [human('hi')] });
    const { container } = render(<Conversation />);
    act(() => chatStore.set({ loading: true, streamText: 'Partial answer, complete.' }));
    expect(container.querySelector('.vg-streaming')).not.toBeNull();

    const turns = [
      human('hi'),
      { from: 'bot' as const, messages: [say('Partial answer, complete.')] },
    ];
    snapshot(turns);
    // At once: no stream bubble beside it, no second copy waiting for a delay, no fade.
    expect(container.querySelector('.vg-streaming')).toBeNull();
    expect(screen.getAllByText('Partial answer, complete.')).toHaveLength(1);
    const stored = frameOf('Partial answer, complete.');
    expect(fadesIn(stored)).toBe(false);

    // The socket's copy of the same history changes nothing on screen.
    act(() => applyTurns(turns));
    expect(screen.getAllByText('Partial answer, complete.')).toHaveLength(1);
    expect(frameOf('Partial answer, complete.')).toBe(stored);
    expect(fadesIn(stored)).toBe(false);
  });
});
