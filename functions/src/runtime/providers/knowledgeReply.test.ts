import { describe, expect, it } from 'vitest';
import type { Passage } from '../types';
import { NOTHING_FOUND_REPLY, composeKnowledgeReply, knowledgeReply } from './knowledgeReply';

const passage = (text: string, score = 5): Passage => ({ docId: 'd', docName: 'Doc', text, score });

describe('composeKnowledgeReply', () => {
  it('answers with the sentences that share words with the question, in reading order', () => {
    const reply = composeKnowledgeReply('How long do refunds take?', [
      passage('We ship worldwide. Refunds take 5 days to reach your card. Shipping is free.'),
    ]);
    expect(reply).toBe('Refunds take 5 days to reach your card.');
  });

  it('says plainly when nothing matches, and answers greetings', () => {
    expect(composeKnowledgeReply('What is the meaning of life?', [])).toBe(NOTHING_FOUND_REPLY);
    expect(composeKnowledgeReply('Hello there', [])).toBe('Hello! How can I help you today?');
  });

  it('keeps replies short', () => {
    const long = Array.from({ length: 30 }, () => 'Prices start at ten euros per month.').join(' ');
    expect(composeKnowledgeReply('prices', [passage(long)]).length).toBeLessThanOrEqual(750);
  });
});

describe('knowledgeReply provider', () => {
  const request = {
    model: 'm',
    system: 'system text',
    history: [{ role: 'user' as const, content: 'refunds?' }],
    question: 'refunds?',
    passages: [passage('Refunds take 5 days.')],
  };

  it('streams the reply in chunks and counts tokens', async () => {
    const chunks: string[] = [];
    const reply = await knowledgeReply(0).reply(request, {
      onChunk: (chunk) => chunks.push(chunk),
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('').trim()).toBe('Refunds take 5 days.');
    expect(reply).toMatchObject({ text: 'Refunds take 5 days.', cancelled: false });
    expect(reply.usage.promptTokens).toBeGreaterThan(0);
    expect(reply.usage.completionTokens).toBe(5);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const reply = await knowledgeReply(0).reply(request, {
      signal: controller.signal,
      onChunk: (chunk) => {
        chunks.push(chunk);
        controller.abort();
      },
    });
    expect(chunks).toEqual(['Refunds ']);
    expect(reply).toMatchObject({ text: 'Refunds', cancelled: true });
  });
});
