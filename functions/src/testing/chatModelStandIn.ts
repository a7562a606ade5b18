import { afterAll, beforeAll } from 'vitest';
import { openAiCompatible } from '../runtime/providers/openAiCompatible';
import type { RuntimeDeps } from '../chat/interact/runInteraction';
import { serveHandler } from './serveHandler';

/** What the stand-in received: the chat-completions request body. */
export interface ModelCall {
  model: string;
  messages: { role: string; content: string }[];
}

/**
 * A stand-in for a hosted chat-completions API (a third-party service): it
 * records each request and streams `pieces` back with a usage report.
 * `beforeReply` runs once the request is read, e.g. to have a team member
 * take the chat while the model "thinks".
 */
export async function startChatModelStandIn(
  options: {
    pieces?: string[];
    usage?: { prompt_tokens: number; completion_tokens: number };
  } = {},
) {
  const pieces = options.pieces ?? ['Sizes run small, ', 'order one up.'];
  const usage = options.usage ?? { prompt_tokens: 321, completion_tokens: 9 };
  const calls: ModelCall[] = [];
  let beforeReply: (() => Promise<void>) | null = null;
  const server = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    calls.push(JSON.parse(text) as ModelCall);
    await beforeReply?.();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const content of pieces) {
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    }
    res.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
    res.end('data: [DONE]\n\n');
  });
  const deps: RuntimeDeps = {
    provider: openAiCompatible({ baseUrl: `${server.url}/v1` }),
    model: 'test-model',
    flowRuntimeUrl: 'http://127.0.0.1:9',
  };
  return {
    deps,
    calls,
    lastCall: () => calls.at(-1),
    /** Runs `hook` before each following reply (null to stop). */
    setBeforeReply: (hook: (() => Promise<void>) | null) => {
      beforeReply = hook;
    },
    close: () => server.close(),
  };
}

/** The stand-in for the whole test file: started before its tests, closed after them. */
export function useChatModelStandIn(options: Parameters<typeof startChatModelStandIn>[0] = {}) {
  let started: Awaited<ReturnType<typeof startChatModelStandIn>> | undefined;
  beforeAll(async () => {
    started = await startChatModelStandIn(options);
  });
  afterAll(() => started?.close());
  const running = () => {
    if (!started) throw new Error('The model stand-in starts in beforeAll.');
    return started;
  };
  return {
    get deps() {
      return running().deps;
    },
    get calls() {
      return running().calls;
    },
    lastCall: () => running().lastCall(),
    setBeforeReply: (hook: (() => Promise<void>) | null) => running().setBeforeReply(hook),
  };
}
