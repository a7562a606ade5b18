import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../types';
import { BUSY_REPLY, localLlama } from './localLlama';
import { writeTinyGguf } from './writeTinyGguf';

// The tiny random-weight model: these tests check the mechanics of loading,
// streaming, stopping, cancelling and queueing, never what it says.
const modelPath = join(mkdtempSync(join(tmpdir(), 'vg-llama-')), 'tiny.gguf');
writeTinyGguf(modelPath);
const provider = localLlama({ modelPath, threads: 1, queueSize: 1, contextSize: 512 });

const request = (maxTokens: number, extra: Partial<ModelRequest> = {}): ModelRequest => ({
  model: 'local',
  system: 'Answer from the knowledge: bikes cost 15 euros a day.',
  history: [{ role: 'user', content: 'How much is a bike?' }],
  question: 'How much is a bike?',
  passages: [],
  temperature: 0,
  maxTokens,
  ...extra,
});

beforeAll(async () => {
  await provider.load();
}, 60_000);
afterAll(() => provider.close());

describe('localLlama', () => {
  it('streams the reply as it is generated, within maxTokens, counting tokens', async () => {
    const chunks: string[] = [];
    const reply = await provider.reply(request(12), { onChunk: (text) => chunks.push(text) });
    expect(reply.cancelled).toBe(false);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(12);
    expect(chunks.join('')).toBe(reply.text);
    expect(reply.usage.promptTokens).toBeGreaterThan(10);
    expect(reply.usage.completionTokens).toBeGreaterThan(0);
    expect(reply.usage.completionTokens).toBeLessThanOrEqual(12);
  });

  it('stops at a stop text, which is left out', async () => {
    // Greedy decoding repeats itself, so a stop text taken from one reply
    // (two plain characters after the first) recurs in the next.
    const full = await provider.reply(request(24));
    const stopAt = /[!-~]{2}/.exec(full.text.slice(1))?.[0];
    expect(stopAt).toBeDefined();
    const stopped = await provider.reply(request(24, { stop: [stopAt!] }));
    expect(stopped.text).toBe(full.text.slice(0, full.text.indexOf(stopAt!)));
    expect(stopped.text.length).toBeLessThan(full.text.length);
  });

  it('stops when the visitor cancels, keeping what was streamed', async () => {
    const cancel = new AbortController();
    const chunks: string[] = [];
    const reply = await provider.reply(request(200), {
      signal: cancel.signal,
      onChunk: (text) => {
        chunks.push(text);
        if (chunks.length === 3) cancel.abort();
      },
    });
    expect(reply.cancelled).toBe(true);
    expect(chunks.length).toBeLessThan(200);
    expect(reply.text.startsWith(chunks.slice(0, 3).join(''))).toBe(true);
  });

  it('answers "busy" when the queue is full, and still answers the others', async () => {
    const replies = await Promise.all([
      provider.reply(request(4)),
      provider.reply(request(4)),
      provider.reply(request(4)),
    ]);
    expect(replies.map((reply) => reply.text === BUSY_REPLY)).toEqual([false, false, true]);
  });
});
