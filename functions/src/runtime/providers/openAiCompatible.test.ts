import { afterEach, describe, expect, it } from 'vitest';
import { serveHandler, type RunningServer } from '../../testing/serveHandler';
import { openAiCompatible } from './openAiCompatible';

// A stand-in for a hosted chat-completions API: it records the request and
// streams the scripted events back.
let server: RunningServer | undefined;
let received: { auth?: string; body: Record<string, unknown> } | undefined;

async function modelServer(events: string[], status = 200, pauseMs = 0) {
  server = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    received = {
      auth: req.headers.authorization,
      body: JSON.parse(text) as Record<string, unknown>,
    };
    res.writeHead(status, {
      'content-type': status === 200 ? 'text/event-stream' : 'application/json',
    });
    for (const event of events) {
      if (res.destroyed) return;
      res.write(event);
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    res.end();
  });
  return server.url + '/v1';
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = {
  model: 'llama3',
  system: 'Be nice.',
  history: [{ role: 'user' as const, content: 'Hi' }],
  question: 'Hi',
  passages: [],
  temperature: 0.2,
  maxTokens: 100,
};

const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe('openAiCompatible', () => {
  it('streams deltas and reads the reported usage', async () => {
    const baseUrl = await modelServer([
      delta('Hel'),
      delta('lo!'),
      `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 3 } })}\n\n`,
      'data: [DONE]\n\n',
    ]);
    const chunks: string[] = [];
    const reply = await openAiCompatible({ baseUrl, apiKey: 'sk-test' }).reply(request, {
      onChunk: (chunk) => chunks.push(chunk),
    });
    expect(chunks).toEqual(['Hel', 'lo!']);
    expect(reply).toEqual({
      text: 'Hello!',
      cancelled: false,
      usage: { promptTokens: 12, completionTokens: 3 },
    });
    expect(received?.auth).toBe('Bearer sk-test');
    expect(received?.body).toMatchObject({
      model: 'llama3',
      stream: true,
      temperature: 0.2,
      max_tokens: 100,
      messages: [
        { role: 'system', content: 'Be nice.' },
        { role: 'user', content: 'Hi' },
      ],
    });
  });

  it('estimates usage when the server reports none', async () => {
    const baseUrl = await modelServer([delta('12345678'), 'data: [DONE]\n\n']);
    const reply = await openAiCompatible({ baseUrl }).reply(request);
    expect(reply.usage.completionTokens).toBe(2);
    expect(received?.auth).toBeUndefined();
  });

  it('reports server errors with their status', async () => {
    const baseUrl = await modelServer(['{"error":"bad key"}'], 401);
    await expect(openAiCompatible({ baseUrl }).reply(request)).rejects.toThrow(/answered 401/);
    expect(received).toBeDefined();
  });

  it('stops reading when cancelled and keeps what arrived', async () => {
    const baseUrl = await modelServer([delta('one '), delta('two '), delta('three')], 200, 50);
    const controller = new AbortController();
    const reply = await openAiCompatible({ baseUrl }).reply(request, {
      signal: controller.signal,
      onChunk: () => controller.abort(),
    });
    expect(reply).toMatchObject({ text: 'one ', cancelled: true });
  });

  it('retries a 429 and a 503 with back-off, then streams the answer', async () => {
    let attempts = 0;
    server = await serveHandler(async (req, res) => {
      for await (const chunk of req) void chunk;
      attempts += 1;
      if (attempts === 1) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '20' });
        res.end('{"error":{"message":"rate limited"}}');
      } else if (attempts === 2) {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after-ms': '20' });
        res.end('{"error":{"message":"overloaded"}}');
      } else {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(delta('Back.') + 'data: [DONE]\n\n');
      }
    });
    const reply = await openAiCompatible({ baseUrl: `${server.url}/v1` }).reply(request);
    expect(reply.text).toBe('Back.');
    expect(attempts).toBe(3);
  });

  it('gives up after its retries with the status the server answered', async () => {
    let attempts = 0;
    server = await serveHandler(async (req, res) => {
      for await (const chunk of req) void chunk;
      attempts += 1;
      res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '10' });
      res.end('{"error":{"message":"model crashed"}}');
    });
    await expect(
      openAiCompatible({ baseUrl: `${server.url}/v1`, maxRetries: 1 }).reply(request),
    ).rejects.toThrow(/answered 500: .*model crashed/);
    expect(attempts).toBe(2);
  });

  it('times out a server that never answers, and one that stops streaming', async () => {
    server = await serveHandler(async (req, res) => {
      for await (const chunk of req) void chunk;
      if (req.url?.includes('/silent/')) return; // never answers
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(delta('Half'));
      // ...and then nothing more.
    });
    await expect(
      openAiCompatible({ baseUrl: `${server.url}/silent/v1`, timeoutMs: 150, maxRetries: 0 }).reply(
        request,
      ),
    ).rejects.toThrow(/did not answer in time/);
    const chunks: string[] = [];
    await expect(
      openAiCompatible({ baseUrl: `${server.url}/v1`, idleTimeoutMs: 150 }).reply(request, {
        onChunk: (chunk) => chunks.push(chunk),
      }),
    ).rejects.toThrow(/sent nothing for 0.15 s/);
    expect(chunks).toEqual(['Half']);
  });

  it('surfaces an error the server sends inside the stream', async () => {
    const baseUrl = await modelServer([
      delta('Par'),
      `data: ${JSON.stringify({ error: { message: 'context length exceeded' } })}\n\n`,
    ]);
    await expect(openAiCompatible({ baseUrl }).reply(request)).rejects.toThrow(
      /context length exceeded/,
    );
  });

  it('reads events whatever their line endings', async () => {
    const crlf = (event: string) => event.replace(/\n/g, '\r\n');
    const baseUrl = await modelServer([
      crlf(delta('one ')),
      delta('two ').replace(/\n/g, '\r'),
      crlf(delta('three')),
      'data: [DONE]\r\n\r\n',
    ]);
    const reply = await openAiCompatible({ baseUrl }).reply(request);
    expect(reply.text).toBe('one two three');
  });
});
