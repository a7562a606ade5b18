import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Turn } from './conversation';
import { chatStore } from '../store/chatStore';
import { aiSnapshot, bot, setupChat, teardownChat } from '../test-utils/chatHarness';
import { Conversation } from './Conversation';
import { FooterChoices } from './FooterChoices';

afterEach(teardownChat);

const say = (message: string) => bot('text', { message });
const human = (message: string): Turn => ({
  from: 'human',
  messages: [{ from: 'human', type: 'text', item: { payload: { message } } }],
});

/** jsdom does no layout: give the scrolling element a fixed geometry. */
function fakeGeometry(element: HTMLElement, scrollHeight: number, clientHeight: number) {
  let top = 0;
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => clientHeight });
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, scrollHeight - clientHeight));
    },
  });
  return { setHeight: (height: number) => (scrollHeight = height) };
}

function addTurn(turns: Turn[]) {
  act(() => aiSnapshot(turns));
}

describe('Conversation', () => {
  it("says 'No turns found' for an empty, idle conversation", () => {
    setupChat();
    render(<Conversation />);
    expect(screen.getByText('No turns found')).toBeTruthy();
  });

  it('groups messages by turn and side, and shows typing while a reply loads', async () => {
    setupChat({ turns: [{ from: 'bot', messages: [say('hello')] }, human('hi')] });
    const { container } = render(<Conversation />);
    await screen.findByText('hello');
    expect(container.querySelectorAll('.vg-turn--bot')).toHaveLength(1);
    expect(container.querySelector('.vg-turn--human')?.textContent).toBe('hi');
    expect(screen.queryByRole('status', { name: 'Typing…' })).toBeNull();
    act(() => chatStore.set({ loading: true }));
    expect(screen.getByRole('status', { name: 'Typing…' })).toBeTruthy();
  });

  it('shows a streamed reply live, then its stored turn at once', async () => {
    setupChat({ turns: [human('hi')] });
    render(<Conversation />);
    act(() => chatStore.set({ loading: true, streamText: 'Partial ans' }));
    expect(screen.getByText('Partial ans').className).toContain('vg-streaming');
    const { applyTurns } = await import('../session/chatActions');
    act(() =>
      applyTurns([human('hi'), { from: 'bot', messages: [say('Partial answer, complete.')] }]),
    );
    expect(await screen.findByText('Partial answer, complete.')).toBeTruthy();
    expect(screen.queryByText('Partial ans')).toBeNull();
  });

  it('hides debug messages from visitors and shows them to super administrators', async () => {
    const turns: Turn[] = [
      { from: 'bot', messages: [say('visible'), bot('debug-x', { message: 'secret tool call' })] },
    ];
    setupChat({ turns });
    render(<Conversation />);
    await screen.findByText('visible');
    expect(screen.queryByText(/secret tool call/)).toBeNull();
    cleanup();
    setupChat({ turns, owner: true });
    render(<Conversation />);
    expect(await screen.findByText(/secret tool call/)).toBeTruthy();
  });

  it("moves the latest choices above the footer with buttonsLayout 'in-footer'", async () => {
    const choice = bot('choice', { buttons: [{ name: 'Footer pick', request: { type: 'text' } }] });
    setupChat({
      agent: { buttonsLayout: 'in-footer' },
      turns: [{ from: 'bot', messages: [say('pick one'), choice] }],
    });
    const { container } = render(
      <>
        <Conversation />
        <FooterChoices />
      </>,
    );
    const button = await screen.findByText('Footer pick');
    expect(button.closest('.vg-footer-choices')).not.toBeNull();
    expect(container.querySelector('.vg-conversation')?.textContent).not.toContain('Footer pick');
  });

  it('reopening the chat brings the newest reply into view instead of the New messages pill', async () => {
    let turns: Turn[] = [{ from: 'bot', messages: [say('first')] }];
    setupChat({ turns });
    const { container } = render(<Conversation />);
    await screen.findByText('first');
    const view = container.querySelector('.vg-conversation') as HTMLElement;
    const geometry = fakeGeometry(view, 1000, 400);
    addTurn((turns = [...turns, human('second')]));
    expect(view.scrollTop).toBe(600);
    // The visitor scrolled up, then closed the chat; a team member's reply came meanwhile.
    view.scrollTop = 300;
    fireEvent.scroll(view);
    act(() => chatStore.set({ visible: false }));
    geometry.setHeight(1200);
    addTurn((turns = [...turns, { from: 'bot', messages: [say('Hi, Chloe here')] }]));
    expect(screen.getByText(/New messages/)).toBeTruthy();
    act(() => chatStore.set({ visible: true }));
    expect(view.scrollTop).toBe(800);
    expect(screen.queryByText(/New messages/)).toBeNull();
  });

  it("names a team member above their replies, apart from the AI's", async () => {
    const teamTurn: Turn = {
      from: 'bot',
      messages: [say('Hi, Chloe here')],
      humanAgent: { uid: 'chloe', name: 'Chloe Martin' },
    };
    setupChat({
      turns: [{ from: 'bot', messages: [say('AI answer')] }, human('a person please'), teamTurn],
    });
    const { container } = render(<Conversation />);
    await screen.findByText('Hi, Chloe here');
    const team = container.querySelectorAll('.vg-turn--team');
    expect(team).toHaveLength(1);
    expect(team[0]?.querySelector('.vg-team-label')?.textContent).toBe('CChloe · Team member');
    expect(team[0]?.textContent).toContain('Hi, Chloe here');
    expect(container.querySelector('.vg-turn--bot:not(.vg-turn--team)')?.textContent?.trim()).toBe(
      'AI answer',
    );
  });

  it('follows new content, stops after scrolling up > 10 px, resumes within 10 px', async () => {
    let turns: Turn[] = [{ from: 'bot', messages: [say('first')] }];
    setupChat({ turns });
    const { container } = render(<Conversation />);
    await screen.findByText('first');
    const view = container.querySelector('.vg-conversation') as HTMLElement;
    const geometry = fakeGeometry(view, 1000, 400);

    turns = [...turns, human('second')];
    addTurn(turns);
    expect(view.scrollTop).toBe(600);

    // Content grows; a smooth scroll passes positions far from the bottom on
    // its way down, which must not count as the visitor scrolling up.
    fireEvent.scroll(view);
    geometry.setHeight(1100);
    view.scrollTop = 650;
    fireEvent.scroll(view);
    expect(screen.queryByText(/New messages/)).toBeNull();
    turns = [...turns, human('third')];
    addTurn(turns);
    expect(view.scrollTop).toBe(700);

    // The visitor scrolls up 11 px: the view stays where they put it.
    view.scrollTop = 689;
    fireEvent.scroll(view);
    expect(screen.getByText(/New messages/)).toBeTruthy();
    geometry.setHeight(1200);
    turns = [...turns, human('fourth')];
    addTurn(turns);
    expect(view.scrollTop).toBe(689);

    // Back within 10 px of the bottom: following resumes.
    view.scrollTop = 792;
    fireEvent.scroll(view);
    expect(screen.queryByText(/New messages/)).toBeNull();
    geometry.setHeight(1300);
    turns = [...turns, human('fifth')];
    addTurn(turns);
    expect(view.scrollTop).toBe(900);
  });

  it('jumps to the latest message from the New messages button', async () => {
    setupChat({ turns: [{ from: 'bot', messages: [say('first')] }] });
    const { container } = render(<Conversation />);
    await screen.findByText('first');
    const view = container.querySelector('.vg-conversation') as HTMLElement;
    fakeGeometry(view, 1000, 400);
    view.scrollTop = 600;
    fireEvent.scroll(view);
    view.scrollTop = 200;
    fireEvent.scroll(view);
    fireEvent.click(screen.getByText(/New messages/));
    expect(view.scrollTop).toBe(600);
  });
});

describe('Sources', () => {
  const sources = [
    {
      payload: {
        url: 'https://help.example/returns',
        doc_name: 'Returns policy',
        urlDescription: '30 days',
      },
    },
    { payload: { doc_name: 'Price list.pdf' } },
    { payload: { url: 'javascript:alert(1)' } },
  ];

  it('lists a reply’s sources when the agent shows sources', async () => {
    setupChat({
      agent: { vgOptions: { showSources: true } },
      turns: [{ from: 'bot', messages: [say('answer')], sources }],
    });
    render(<Conversation />);
    await screen.findByText('answer');
    expect(screen.getByText('Sources (2)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Returns policy' }).getAttribute('href')).toBe(
      'https://help.example/returns',
    );
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.getByText('Price list.pdf').tagName).toBe('SPAN');
  });

  it('keeps sources hidden otherwise', async () => {
    setupChat({ turns: [{ from: 'bot', messages: [say('answer')], sources }] });
    render(<Conversation />);
    await screen.findByText('answer');
    expect(screen.queryByText(/Sources/)).toBeNull();
  });
});
