import { describe, expect, it } from 'vitest';
import {
  conversationSchema,
  lightConversationDataSchema,
  sessionSchema,
  turnSchema,
  turnsJsonSchema,
} from './conversation';

const turn = {
  from: 'bot',
  messages: [{ type: 'text', item: { payload: { message: 'Hi' } }, delay: 1000 }],
  sources: [{ payload: { url: 'https://doc', doc_name: 'Doc', urlDescription: 'About' } }],
  ts: 1_700_000_000_000,
  session_id: 's1',
  vf_stack: [{ node: 1 }],
};

describe('turnSchema', () => {
  it('parses a bot turn with its sources', () => {
    expect(turnSchema.parse(turn)).toEqual(turn);
  });

  it('names the team member who wrote a hand-off turn', () => {
    const written = { ...turn, humanAgent: { uid: 'uid-maria', name: 'Maria' } };
    expect(turnSchema.parse(written).humanAgent).toEqual({ uid: 'uid-maria', name: 'Maria' });
  });

  it.each([
    [{ ...turn, from: 'agent' }, ['from']],
    [{ ...turn, humanAgent: { name: 'Maria' } }, ['humanAgent', 'uid']],
    [{ ...turn, messages: 'Hi' }, ['messages']],
    [
      { ...turn, messages: [{ type: 'visual', item: { payload: {} } }] },
      ['messages', 0, 'item', 'payload', 'image'],
    ],
  ])('rejects %j at %j', (input, path) => {
    expect(turnSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('turnsJsonSchema', () => {
  it('parses the stored JSON string of turns', () => {
    expect(
      turnsJsonSchema.parse(JSON.stringify([turn, { from: 'human', messages: [] }])),
    ).toHaveLength(2);
  });

  it.each([
    ['not json', 'Invalid JSON'],
    ['{"from":"bot"}', 'Invalid input: expected array, received object'],
  ])('rejects %s', (text, message) => {
    expect(turnsJsonSchema.safeParse(text).error?.issues[0]?.message).toBe(message);
  });
});

describe('conversationSchema', () => {
  it('defaults a new conversation to the AI chatting', () => {
    expect(conversationSchema.parse({})).toEqual({
      state: 'ai-chatting',
      totalUserInteractions: 0,
    });
  });

  it('keeps handoff state, rating and extra fields', () => {
    const convo = conversationSchema.parse({
      state: 'human-chatting',
      chatAssignedTo: 'uid9',
      userEmail: 'v@x.io',
      ratingFrom5: 5,
      lastModified: new Date(0),
      nodesInfo: { currentNode: 'start' },
      turns: JSON.stringify([turn]),
      tags: ['vip'],
    });
    expect(convo).toMatchObject({ state: 'human-chatting', ratingFrom5: 5, tags: ['vip'] });
  });

  it.each([
    [{ state: 'closed' }, ['state']],
    [{ ratingFrom5: 6 }, ['ratingFrom5']],
    [{ ratingFrom5: 0 }, ['ratingFrom5']],
    [{ lastModified: 'yesterday' }, ['lastModified']],
    [{ totalUserInteractions: -1 }, ['totalUserInteractions']],
  ])('rejects %j at %j', (input, path) => {
    expect(conversationSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('light data is the live subset', () => {
    expect(lightConversationDataSchema.parse({ state: 'requested_chat' }).state).toBe(
      'requested_chat',
    );
  });
});

describe('sessionSchema', () => {
  it('parses a past session and rejects one without id', () => {
    expect(sessionSchema.parse({ id: 's1', turns: [turn] }).turns).toHaveLength(1);
    expect(sessionSchema.safeParse({ turns: [] }).error?.issues[0]?.path).toEqual(['id']);
  });
});
