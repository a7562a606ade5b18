import { describe, expect, it } from 'vitest';
import { leadUpdate } from './leadWrite';

const contact = {
  email: 'Ada@Shop.dev',
  source: 'widget-user' as const,
  channel: 'widget',
  conversationId: 'c2',
};

describe('a lead after a new contact', () => {
  it('keeps its tags and its opt-out (with who made it) when the person comes back', () => {
    const existing = {
      email: 'ada@shop.dev',
      tags: ['vip'],
      conversations: ['c1'],
      firstContactMs: 1,
      optedOut: true,
      optedOutBy: 'person',
      optedOutAtMs: 5,
    };
    expect(leadUpdate(existing, contact, 10)).toMatchObject({
      email: 'ada@shop.dev',
      tags: ['vip'],
      conversations: ['c1', 'c2'],
      firstContactMs: 1,
      lastContactMs: 10,
      optedOut: true,
      optedOutBy: 'person',
      optedOutAtMs: 5,
    });
  });

  it('starts opted in', () => {
    const fresh = leadUpdate(undefined, contact, 10);
    expect(fresh.optedOut).toBe(false);
    expect(fresh).not.toHaveProperty('optedOutBy');
  });
});
