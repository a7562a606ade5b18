import { describe, expect, it } from 'vitest';
import type { Message } from '@vg/common';
import { conversationActions, STATE_BADGE, visitorLabel } from './conversationState';

describe('conversationActions', () => {
  it('lets anyone take over a chat the agent is handling or a visitor is waiting in', () => {
    for (const state of ['ai-chatting', 'requested_chat'] as const) {
      expect(conversationActions({ state, chatAssignedTo: null }, 'me')).toEqual({
        canTakeOver: true,
        canReturnToAi: false,
        canReply: false,
        heldBySomeoneElse: false,
      });
    }
  });

  it('lets the member holding the chat reply and return it to the agent', () => {
    expect(conversationActions({ state: 'human-chatting', chatAssignedTo: 'me' }, 'me')).toEqual({
      canTakeOver: false,
      canReturnToAi: true,
      canReply: true,
      heldBySomeoneElse: false,
    });
  });

  it('says when another member holds the chat; replying needs taking it over', () => {
    const actions = conversationActions({ state: 'human-chatting', chatAssignedTo: 'other' }, 'me');
    expect(actions.canReply).toBe(false);
    expect(actions.canTakeOver).toBe(true);
    expect(actions.heldBySomeoneElse).toBe(true);
  });
});

describe('labels', () => {
  it('names the states as the inbox shows them', () => {
    expect(STATE_BADGE.requested_chat.label).toBe('Waiting for a human');
    expect(STATE_BADGE['human-chatting'].label).toBe('Human');
    expect(STATE_BADGE['ai-chatting'].label).toBe('AI');
  });

  it('names a visitor by name, e-mail, then id', () => {
    expect(visitorLabel({ id: 'v1', userName: 'Vera', userEmail: 'v@x.io' })).toBe('Vera');
    expect(visitorLabel({ id: 'v1', userName: '', userEmail: 'v@x.io' })).toBe('v@x.io');
    expect(visitorLabel({ id: 'visitor-3f2a9c', userName: '', userEmail: '' })).toBe(
      'Visitor 3f2a9c',
    );
    const typed = [
      { from: 'bot' as const, messages: [message('Write to ops@shop.example')] },
      { from: 'human' as const, messages: [message('Reach me at lea@example.org please')] },
    ];
    expect(visitorLabel({ id: 'v1', userName: '', userEmail: '', turns: typed })).toBe(
      'lea@example.org',
    );
    expect(visitorLabel({ id: 'v1', userName: 'Olivia', userEmail: '', ownerChat: true })).toBe(
      'Your test chat',
    );
  });
});

function message(text: string): Message {
  return { from: 'human', type: 'text', item: { payload: { message: text } } };
}
