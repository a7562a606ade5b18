import OpenAI from 'openai';
import { openAiClient } from './openAiClient';
import type {
  ChatEntry,
  ModelProvider,
  ModelReply,
  ModelRequest,
  ModelToolCall,
  StreamOptions,
} from '../types';
import { estimateTokens } from '../usage/estimateTokens';

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  /** From the VG_LLM_API_KEY secret; none for a server that needs no key (Ollama). */
  apiKey?: string;
  /** Until the server starts answering, per attempt. */
  timeoutMs?: number;
  /** Longest silence between two streamed chunks. */
  idleTimeoutMs?: number;
  /** Further attempts after a 408, 409, 429, 5xx or a dropped connection. */
  maxRetries?: number;
}

/** Chosen: a model server that has not started answering in 30 s is not going to. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** Chosen: 20 s without a token ends the reply (hosted models stream several per second). */
const DEFAULT_IDLE_MS = 20_000;
const DEFAULT_RETRIES = 2;

/**
 * Any server speaking the chat-completions API (hosted APIs, Ollama,
 * llama.cpp, vLLM) through the official `openai` client: retries with
 * exponential back-off on 429 and 5xx (honouring Retry-After), a timeout
 * per attempt, and its server-sent-event parser. An error the server sends
 * inside the stream, a silence longer than the idle timeout, or a failure
 * after the retries is thrown with what the server said.
 */
export function openAiCompatible(config: OpenAiCompatibleConfig): ModelProvider {
  const client = openAiClient({
    baseUrl: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_RETRIES,
  });
  const idleMs = config.idleTimeoutMs ?? DEFAULT_IDLE_MS;
  return {
    name: 'openai-compatible',
    supportsTools: true,
    async reply(request: ModelRequest, options: StreamOptions = {}): Promise<ModelReply> {
      const messages: ChatEntry[] = [
        { role: 'system', content: request.system },
        ...request.history,
      ];
      // One signal for the visitor's cancel and the idle timeout.
      const abort = new AbortController();
      let idle = false;
      let timer: NodeJS.Timeout | undefined;
      const quiet = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          idle = true;
          abort.abort();
        }, idleMs);
      };
      const onCancel = () => abort.abort();
      options.signal?.addEventListener('abort', onCancel, { once: true });
      if (options.signal?.aborted) abort.abort();
      let text = '';
      let usage: OpenAI.CompletionUsage | undefined;
      // Only the first tool call is followed; its name and arguments arrive in pieces.
      const call = { name: '', args: '' };
      try {
        const stream = await client.chat.completions.create(
          {
            model: request.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
            ...(request.stop?.length ? { stop: request.stop } : {}),
            ...(request.tools?.length
              ? {
                  tools: request.tools.map((tool) => ({
                    type: 'function' as const,
                    function: tool,
                  })),
                  tool_choice: 'auto' as const,
                }
              : {}),
          },
          { signal: abort.signal },
        );
        quiet();
        for await (const chunk of stream) {
          quiet();
          if (chunk.usage) usage = chunk.usage;
          for (const piece of chunk.choices[0]?.delta?.tool_calls ?? []) {
            if (piece.index !== 0) continue;
            call.name += piece.function?.name ?? '';
            call.args += piece.function?.arguments ?? '';
          }
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            text += delta;
            options.onChunk?.(delta);
          }
        }
      } catch (error) {
        if (!idle && !options.signal?.aborted) throw describe(error, config.baseUrl);
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onCancel);
      }
      // An aborted stream ends quietly; a silence is the server's failure.
      if (idle) {
        throw new Error(
          `Model server at ${config.baseUrl} sent nothing for ${idleMs / 1000} s and was cut off`,
        );
      }
      const reply = finish(messages, text, usage, options.signal?.aborted ?? false);
      const toolCall = parseToolCall(call.name, call.args);
      return toolCall ? { ...reply, toolCall } : reply;
    },
  };
}

/** The failure in words a log reader can act on, keeping the status. */
function describe(error: unknown, baseUrl: string): Error {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new Error(`Model server at ${baseUrl} did not answer in time`, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new Error(`Model server unreachable at ${baseUrl}: ${error.message}`, {
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ? `answered ${error.status}` : 'sent an error in the stream';
    return new Error(`Model server ${status}: ${error.message.slice(0, 300)}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

function finish(
  messages: ChatEntry[],
  text: string,
  usage: OpenAI.CompletionUsage | undefined,
  cancelled: boolean,
): ModelReply {
  const promptText = messages.map((message) => message.content).join('\n');
  return {
    text,
    cancelled,
    usage: {
      promptTokens: usage?.prompt_tokens ?? estimateTokens(promptText),
      completionTokens: usage?.completion_tokens ?? estimateTokens(text),
    },
  };
}

function parseToolCall(name: string, args: string): ModelToolCall | null {
  if (!name) return null;
  try {
    const parsed = JSON.parse(args || '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { name, args: parsed as Record<string, unknown> };
  } catch {
    // A model that wrote broken arguments gets none; required fields are then reported missing.
  }
  return { name, args: {} };
}
