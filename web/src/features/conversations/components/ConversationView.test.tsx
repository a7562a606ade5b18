import { describe, expect, it, vi } from 'vitest';
import { appendHumanAgentReply, parseStoredTurns } from '@vg/common';
import type { ConversationRecord } from '../../../data/conversations';
import { fireEvent, render, screen, waitFor, within } from '../../../../test/render';
import { ConversationView } from './ConversationView';

const stored = JSON.stringify([
  { from: 'bot', messages: [{ type: 'text', item: { payload: { message: 'Hi! Ask me.' } } }] },
  {
    from: 'human',
    messages: [{ type: 'text', item: { payload: { message: 'I need a person' } } }],
  },
]);

function conversation(overrides: Partial<ConversationRecord> = {}): ConversationRecord {
  return {
    id: 'demo-visitor-1',
    state: 'requested_chat',
    chatAssignedTo: null,
    userName: 'Vera Visitor',
    userEmail: 'vera@example.test',
    lastModifiedMs: 0,
    turns: parseStoredTurns(stored).turns,
    ownerChat: false,
    channel: null,
    ...overrides,
  };
}

function setup(value: ConversationRecord) {
  const props = {
    onTakeOver: vi.fn(),
    onReturnToAi: vi.fn(),
    onReply: vi.fn(async () => true),
  };
  render(<ConversationView conversation={value} uid="me" busy={false} {...props} />);
  return props;
}

describe('ConversationView', () => {
  it('shows a waiting visitor with Take over and no way to reply yet', () => {
    const props = setup(conversation());
    expect(screen.getByText('Waiting for a human')).toBeTruthy();
    expect(screen.getByText('The visitor is waiting for a team member.')).toBeTruthy();
    const log = screen.getByRole('log');
    expect(within(log).getByText('I need a person')).toBeTruthy();
    expect(within(log).getByText('Hi! Ask me.')).toBeTruthy();
    expect(screen.getByLabelText('Reply').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Return to AI/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Take over/ }));
    expect(props.onTakeOver).toHaveBeenCalledOnce();
  });

  it('lets the member holding the chat reply with Enter and hand it back to the AI', async () => {
    const props = setup(conversation({ state: 'human-chatting', chatAssignedTo: 'me' }));
    expect(screen.getByText('Human')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take over/ })).toBeNull();
    const box = screen.getByLabelText('Reply');
    fireEvent.change(box, { target: { value: '  Hello Vera  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(props.onReply).toHaveBeenCalledWith('Hello Vera'));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: /Return to AI/ }));
    expect(props.onReturnToAi).toHaveBeenCalledOnce();
  });

  it('keeps the text when the reply could not be sent', async () => {
    const props = setup(conversation({ state: 'human-chatting', chatAssignedTo: 'me' }));
    props.onReply.mockResolvedValueOnce(false);
    const box = screen.getByLabelText('Reply');
    fireEvent.change(box, { target: { value: 'Lost?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(props.onReply).toHaveBeenCalledWith('Lost?'));
    expect((box as HTMLTextAreaElement).value).toBe('Lost?');
  });

  it("says when another member holds the chat, and names the team member's replies", () => {
    const withReply = appendHumanAgentReply(stored, {
      text: 'Sam here, how can I help?',
      agentName: 'Sam Support',
      agentUid: 'other',
      ts: Date.now(),
    });
    setup(
      conversation({
        state: 'human-chatting',
        chatAssignedTo: 'other',
        turns: parseStoredTurns(withReply).turns,
      }),
    );
    expect(screen.getByText('Another team member is handling this chat.')).toBeTruthy();
    expect(screen.getByText(/^Sam Support/)).toBeTruthy();
    expect(
      screen
        .getByText('Sam here, how can I help?')
        .closest('[data-author]')
        ?.getAttribute('data-author'),
    ).toBe('team');
  });
});
