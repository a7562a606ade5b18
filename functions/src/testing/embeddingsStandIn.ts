import { createHash } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openAiEmbedder } from '../runtime/embeddings/openAiEmbedder';
import type { Embedder } from '../runtime/embeddings/Embedder';
import { serveHandler } from './serveHandler';

/** Dimensions of the stand-in's vectors. */
export const STAND_IN_DIMENSIONS = 32;
/** The model name the stand-in is asked for. */
export const STAND_IN_MODEL = 'hashing-32';

/**
 * The vector the stand-in answers for a text, computed in the open so a test
 * can compute the same: each word (lower case) adds ±1 to a dimension
 * chosen by its hash (feature hashing). Texts sharing words point the same
 * way; it knows nothing of meaning and is no model.
 */
export function hashedVector(text: string): number[] {
  const vector = new Array<number>(STAND_IN_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const digest = createHash('sha256').update(word).digest();
    vector[digest[0]! % STAND_IN_DIMENSIONS]! += digest[1]! % 2 === 0 ? 1 : -1;
  }
  return vector;
}

export type EmbeddingsStandIn = Awaited<ReturnType<typeof startEmbeddingsStandIn>>;

/**
 * A stand-in for a hosted embeddings API (a third-party service), for
 * tests: `POST /embeddings` in the OpenAI wire format, answering
 * hashedVector for each input. It records every input. `hold()` keeps
 * answers back until `release()`, so a test can look at what happens while
 * indexing waits; a test in another process does the same with `POST
 * /hold` and `POST /release`.
 */
export async function startEmbeddingsStandIn() {
  const inputs: string[] = [];
  let gate: { promise: Promise<void>; open: () => void; waiting: number } | null = null;
  const hold = () => {
    if (gate) return;
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    gate = { promise, open, waiting: 0 };
  };
  const release = () => {
    gate?.open();
    gate = null;
  };
  const server = await serveHandler(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'POST' && (path === '/hold' || path === '/release')) {
      if (path === '/hold') hold();
      else release();
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST' || path !== '/embeddings') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const request = JSON.parse(body) as { model: string; input: string | string[] };
    const texts = Array.isArray(request.input) ? request.input : [request.input];
    inputs.push(...texts);
    const waitingAt = gate;
    if (waitingAt) {
      waitingAt.waiting += 1;
      await waitingAt.promise;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        model: request.model,
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: hashedVector(text),
        })),
        usage: { prompt_tokens: texts.length, total_tokens: texts.length },
      }),
    );
  });
  return {
    url: server.url,
    inputs,
    hold,
    release,
    /** Requests waiting at the gate. */
    waiting: () => gate?.waiting ?? 0,
    embedder(): Embedder {
      return openAiEmbedder({ baseUrl: server.url, model: STAND_IN_MODEL, maxRetries: 0 });
    },
    close: async () => {
      release();
      await server.close();
    },
  };
}

/** The stand-in for a test file: started before its tests, closed after them. */
export function useEmbeddingsStandIn() {
  let started: EmbeddingsStandIn | undefined;
  const running = () => {
    if (!started) throw new Error('The embeddings stand-in starts in beforeAll.');
    return started;
  };
  beforeAll(async () => {
    started = await startEmbeddingsStandIn();
  });
  afterAll(() => started?.close());
  return {
    get inputs() {
      return running().inputs;
    },
    embedder: () => running().embedder(),
    hold: () => running().hold(),
    release: () => running().release(),
    waiting: () => running().waiting(),
  };
}
