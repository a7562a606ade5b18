import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatStore } from '../store/chatStore';
import { aiSnapshot, bot, setupChat, teardownChat } from '../test-utils/chatHarness';
import { ChatInput } from './ChatInput';

afterEach(teardownChat);

const input = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('ChatInput', () => {
  it('sends on Enter and clears the box', async () => {
    const backend = setupChat({ agent: { agentPlatform: 'vf' } });
    render(<ChatInput />);
    type('  hello there  ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(backend.requests).toEqual([{ kind: 'text', text: 'hello there' }]);
    expect(input().value).toBe('');
    expect(chatStore.get().turns.at(-1)?.messages[0]?.item?.payload).toEqual({
      message: 'hello there',
    });
  });

  it('adds a line on Shift+Enter instead of sending', () => {
    const backend = setupChat();
    render(<ChatInput />);
    type('first');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(backend.requests).toEqual([]);
  });

  it('never sends empty or blank text', () => {
    const backend = setupChat();
    render(<ChatInput />);
    type('   \n  ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(input().form!);
    expect(backend.requests).toEqual([]);
    expect((screen.getByLabelText('Send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('grows from 1 to at most 5 rows', () => {
    setupChat();
    render(<ChatInput />);
    expect(input().rows).toBe(1);
    type('a\nb\nc');
    expect(input().rows).toBe(3);
    type('1\n2\n3\n4\n5\n6\n7');
    expect(input().rows).toBe(5);
  });

  it('opens the box as soon as the reply is shown, while it is still being stored', async () => {
    const backend = setupChat({ agent: { agentPlatform: 'vg' }, backend: { storeDelayMs: 5_000 } });
    render(<ChatInput />);
    type('What are your opening hours?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input().readOnly).toBe(true);
    await waitFor(() => expect(input().readOnly).toBe(false));
    // Not stored yet: the visitor can already write and send the next message.
    expect(chatStore.get().storingReply).toBe(true);
    expect(chatStore.get().turns.at(-1)?.from).toBe('bot');
    type('And on Sundays?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(backend.requests.map((request) => request.kind === 'text' && request.text)).toEqual([
      'What are your opening hours?',
      'And on Sundays?',
    ]);
  });

  it('keeps the shown reply when a snapshot older than it arrives before it is stored', async () => {
    setupChat({ agent: { agentPlatform: 'vg' }, backend: { storeDelayMs: 500 } });
    render(<ChatInput />);
    type('hello');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(chatStore.get().storingReply).toBe(true));
    const shown = chatStore.get().turns;
    act(() =>
      aiSnapshot([
        {
          from: 'human',
          messages: [{ from: 'human', type: 'text', item: { payload: { message: 'hello' } } }],
        },
      ]),
    );
    expect(chatStore.get().turns).toBe(shown);
    await waitFor(() => expect(chatStore.get().storingReply).toBe(false));
  });

  it('locks the text while a reply loads (flow platform: send disabled)', () => {
    setupChat({ agent: { agentPlatform: 'vf' } });
    chatStore.set({ loading: true });
    render(<ChatInput />);
    expect(input().readOnly).toBe(true);
    expect((screen.getByLabelText('Send') as HTMLButtonElement).disabled).toBe(true);
  });

  it("turns send into a red cancel button on 'vg' that stops the reply", async () => {
    const backend = setupChat({ agent: { agentPlatform: 'vg' }, replyDelayMs: 400 });
    render(<ChatInput />);
    type('tell me a long story');
    fireEvent.keyDown(input(), { key: 'Enter' });
    const stop = await screen.findByLabelText('Stop the reply');
    expect(stop.className).toContain('vg-send--cancel');
    expect(input().readOnly).toBe(true);
    fireEvent.click(stop);
    expect(backend.cancelled).toBe(1);
    await waitFor(() => expect(screen.getByLabelText('Send')).toBeTruthy());
    expect(chatStore.get().loading).toBe(false);
  });

  it('is blocked by a VG_Block button in the latest turn, until the turn is answered', () => {
    setupChat({
      turns: [
        {
          from: 'bot',
          messages: [
            bot('choice', {
              buttons: [
                { name: 'VG_Block', request: { type: 'text' } },
                { name: 'Go', request: { type: 'text' } },
              ],
            }),
          ],
        },
      ],
    });
    render(<ChatInput />);
    expect(input().disabled).toBe(true);
    expect(input().placeholder).toBe('Please choose an option above');
    act(() => chatStore.set({ answered: { '0:0': true } }));
    expect(input().disabled).toBe(false);
  });

  it('is blocked by an open slider that cannot be cancelled, not by one that can', () => {
    setupChat({ turns: [{ from: 'bot', messages: [bot('Slider', {})] }] });
    render(<ChatInput />);
    expect(input().disabled).toBe(true);
    cleanup();
    setupChat({ turns: [{ from: 'bot', messages: [bot('Slider', { canCancel: true })] }] });
    render(<ChatInput />);
    expect(input().disabled).toBe(false);
  });

  it('offers Start New Conversation once the chat has ended', () => {
    setupChat({ turns: [{ from: 'bot', messages: [bot('end')] }] });
    render(<ChatInput />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Start New Conversation')).toBeTruthy();
  });
});
