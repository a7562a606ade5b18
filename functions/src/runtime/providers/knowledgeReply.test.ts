import { describe, expect, it } from 'vitest';
import type { ExtractedAnswer } from '../answer/extractAnswer';
import { DECLINE_REPLY } from '../answer/composeAnswer';
import { knowledgeReply } from './knowledgeReply';

const answer: ExtractedAnswer = {
  confidence: 1,
  known: true,
  passages: [],
  sentences: [{ text: 'Refunds take 5 days.', docId: 'r', docName: 'Returns', order: 0 }],
};
const request = {
  model: 'm',
  system: 'system text',
  history: [{ role: 'user' as const, content: 'refunds?' }],
  question: 'refunds?',
  passages: [],
  answer,
};
const quoted = 'Here is what I found in “Returns”: “Refunds take 5 days.”';

describe('knowledgeReply provider', () => {
  it('streams the quoted answer in chunks and counts tokens', async () => {
    const chunks: string[] = [];
    const reply = await knowledgeReply(0).reply(request, {
      onChunk: (chunk) => chunks.push(chunk),
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('').trim()).toBe(quoted);
    expect(reply).toMatchObject({ text: quoted, cancelled: false });
    expect(reply.usage.promptTokens).toBeGreaterThan(0);
    expect(reply.usage.completionTokens).toBeGreaterThan(5);
  });

  it('declines rather than quoting when the answer is not known', async () => {
    const reply = await knowledgeReply(0).reply({
      ...request,
      answer: { ...answer, known: false, sentences: [] },
    });
    expect(reply.text).toBe(DECLINE_REPLY);
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
    expect(chunks).toHaveLength(1);
    expect(reply.cancelled).toBe(true);
  });
});
