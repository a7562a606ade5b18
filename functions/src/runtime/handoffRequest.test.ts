import { describe, expect, it } from 'vitest';
import { asksForPerson } from './handoffRequest';

describe('asksForPerson', () => {
  it.each([
    'Can I talk to a human please?',
    'I want a human',
    'talk to support',
    'Can I get a real agent?',
    'I need to speak with someone',
    'Connect me to an agent',
    'Could you transfer me to your team?',
    'Put me through to customer service',
    'I would like to chat with a person',
    'Can I speak to a representative',
    'live chat',
    'Live agent please',
    'human',
    'Agent!',
    'Real person please',
    'Is there a way to reach a human being?',
    'Let me talk to someone from support',
    'I’d like to talk to a team member',
    'give me a real person',
    'Can someone from your team contact me? I want to speak to the support team',
    'I need a human agent now',
  ])('asks for a person: %j', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'Can I put my team order on hold?',
    'How long does shipping take?',
    'Does your product support Apple Pay?',
    'I need to talk about my order',
    'What are your opening hours?',
    'I want to become an agent for your brand',
    'My team needs 20 jackets',
    "I don't want to talk to a human, just tell me the price",
    'No need for an agent, thanks',
    'Who is the delivery agent for my parcel?',
    'Can you support my team with a bulk discount?',
    'Is this a real leather jacket?',
    '',
    '   ',
  ])('does not: %j', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });
});
