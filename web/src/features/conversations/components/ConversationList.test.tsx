import { describe, expect, it, vi } from 'vitest';
import { parseStoredTurns } from '@vg/common';
import type { ConversationRecord } from '../../../data/conversations';
import { fireEvent, render, screen } from '../../../../test/render';
import { ROW_STRIDE } from '../helpers/listWindow';
import { ConversationList } from './ConversationList';

const said = (from: 'bot' | 'human', message: string) =>
  JSON.stringify([{ from, messages: [{ type: 'text', item: { payload: { message } } }] }]);

const conversations: ConversationRecord[] = [
  {
    id: 'v2',
    state: 'requested_chat',
    chatAssignedTo: null,
    userName: '',
    userEmail: 'sam@example.test',
    lastModifiedMs: Date.now() - 60_000,
    turns: parseStoredTurns(said('human', 'Can a person help?')).turns,
    ownerChat: false,
    channel: null,
  },
  {
    id: 'v1',
    state: 'ai-chatting',
    chatAssignedTo: null,
    userName: 'Vera Visitor',
    userEmail: '',
    lastModifiedMs: Date.now() - 3_600_000,
    turns: parseStoredTurns(said('bot', 'Standard shipping takes 3-5 days.')).turns,
    ownerChat: false,
    channel: null,
  },
];

describe('ConversationList', () => {
  it('lists visitors with their state and last message, in the order given', () => {
    render(<ConversationList conversations={conversations} selectedId="v1" onSelect={vi.fn()} />);
    const items = screen.getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('sam@example.test');
    expect(items[0]!.textContent).toContain('Waiting for a human');
    expect(items[0]!.textContent).toContain('Can a person help?');
    expect(items[1]!.textContent).toContain('Vera Visitor');
    expect(items[1]!.textContent).toContain('AI');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('opens the conversation clicked', () => {
    const onSelect = vi.fn();
    render(
      <ConversationList conversations={conversations} selectedId={null} onSelect={onSelect} />,
    );
    fireEvent.click(screen.getByText('sam@example.test'));
    expect(onSelect).toHaveBeenCalledWith('v2');
  });

  it('keeps only the rows in view in the page, and the keyboard reaches any of 500', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({
      ...conversations[1]!,
      id: `c${index}`,
      userName: `Visitor ${index}`,
    }));
    render(<ConversationList conversations={many} selectedId="c7" onSelect={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Conversations' });
    const rows = () => screen.getAllByRole('button');
    expect(rows().length).toBeLessThan(40);
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('500');

    rows()[0]!.focus();
    for (let step = 0; step < 45; step++)
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Visitor 45');
    expect(document.activeElement?.closest('li')?.getAttribute('aria-posinset')).toBe('46');

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('Visitor 499');
    expect(rows().length).toBeLessThan(40);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toContain('Visitor 0');
    expect(list.contains(document.activeElement)).toBe(true);
    // The open conversation still says so.
    expect(screen.getByText('Visitor 7').closest('button')?.getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('holds the rows in view in place when a conversation arrives at the top', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({
      ...conversations[1]!,
      id: `c${index}`,
      userName: `Visitor ${index}`,
    }));
    const { container, rerender } = render(
      <ConversationList conversations={many} selectedId={null} onSelect={vi.fn()} />,
    );
    const viewport = container.querySelector<HTMLElement>('.mantine-ScrollArea-viewport')!;
    viewport.scrollTop = 200 * ROW_STRIDE;
    fireEvent.scroll(viewport);
    expect(screen.getByText('Visitor 200')).toBeTruthy();
    expect(screen.queryByText('Visitor 0')).toBeNull();

    const arrived = { ...conversations[1]!, id: 'new', userName: 'New Visitor' };
    rerender(
      <ConversationList conversations={[arrived, ...many]} selectedId={null} onSelect={vi.fn()} />,
    );
    expect(viewport.scrollTop).toBe(201 * ROW_STRIDE);
    expect(screen.getByText('Visitor 200').closest('li')?.getAttribute('aria-posinset')).toBe(
      '202',
    );
  });

  it('asks for older conversations as the end of the list nears, once at a time', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <ConversationList
        conversations={conversations}
        selectedId={null}
        onSelect={vi.fn()}
        onEndReached={onEndReached}
        loadingMore
      />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('-1');
    rerender(
      <ConversationList
        conversations={conversations}
        selectedId={null}
        onSelect={vi.fn()}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('says when there are no conversations', () => {
    render(<ConversationList conversations={[]} selectedId={null} onSelect={vi.fn()} />);
    expect(screen.getByText('No conversations yet.')).toBeTruthy();
  });
});
