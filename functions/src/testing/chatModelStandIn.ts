import { afterAll, beforeAll } from 'vitest';
import { openAiCompatible } from '../runtime/providers/openAiCompatible';
import type { RuntimeDeps } from '../chat/interact/runInteraction';
import { serveHandler } from './serveHandler';

/** What the stand-in received: the chat-completions request body. */
export interface ModelCall {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
}

/** One queued answer: streamed text, or a function call (its arguments as a JSON string). */
export type QueuedReply = { pieces: string[] } | { toolCall: { name: string; arguments: string } };

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
  const queued: QueuedReply[] = [];
  const server = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    calls.push(JSON.parse(text) as ModelCall);
    await beforeReply?.();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const next = queued.shift() ?? { pieces };
    if ('toolCall' in next) {
      // As hosted APIs stream it: the name first, then the arguments in two pieces.
      const { name, arguments: args } = next.toolCall;
      const half = Math.floor(args.length / 2);
      for (const fn of [
        { name, arguments: '' },
        { arguments: args.slice(0, half) },
        { arguments: args.slice(half) },
      ]) {
        res.write(
          `data: ${JSON.stringify({ choices: [{ delta: { tool_calls: [{ index: 0, function: fn }] } }] })}\n\n`,
        );
      }
    }
    for (const content of 'pieces' in next ? next.pieces : []) {
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
    /** The stand-in's origin (its API is under /v1). */
    url: server.url,
    calls,
    lastCall: () => calls.at(-1),
    /** Answers the next requests with these, in order, then with `pieces` again. */
    queueReplies: (...replies: QueuedReply[]) => {
      queued.push(...replies);
    },
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
    get url() {
      return running().url;
    },
    lastCall: () => running().lastCall(),
    queueReplies: (...replies: QueuedReply[]) => running().queueReplies(...replies),
    setBeforeReply: (hook: (() => Promise<void>) | null) => running().setBeforeReply(hook),
  };
}
