import type { ChatEntry, ModelProvider, ModelReply, ModelRequest, StreamOptions } from '../types';
import { estimateTokens } from '../usage/estimateTokens';
import { readServerSentEvents } from './readServerSentEvents';

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  apiKey?: string;
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

/**
 * Any server speaking the chat-completions API (hosted APIs, Ollama,
 * llama.cpp, vLLM), streamed over server-sent events.
 */
export function openAiCompatible(config: OpenAiCompatibleConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async reply(request: ModelRequest, options: StreamOptions = {}): Promise<ModelReply> {
      const messages: ChatEntry[] = [
        { role: 'system', content: request.system },
        ...request.history,
      ];
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: request.model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
        }),
        ...(options.signal ? { signal: options.signal } : {}),
      }).catch((error: unknown) => {
        if (options.signal?.aborted) return null;
        throw new Error(`Model server unreachable at ${endpoint}: ${String(error)}`);
      });
      let text = '';
      let usage: CompletionChunk['usage'] = null;
      if (response === null) return finish(messages, text, usage, true);
      if (!response.ok || !response.body) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Model server answered ${response.status}: ${detail.slice(0, 300)}`);
      }
      try {
        for await (const data of readServerSentEvents(response.body)) {
          if (data === '[DONE]') break;
          const chunk = JSON.parse(data) as CompletionChunk;
          if (chunk.error)
            throw new Error(`Model server error: ${chunk.error.message ?? 'unknown'}`);
          if (chunk.usage) usage = chunk.usage;
          const delta = chunk.choices?.[0]?.delta?.content;
          if (delta) {
            text += delta;
            options.onChunk?.(delta);
          }
        }
      } catch (error) {
        if (!options.signal?.aborted) throw error;
      }
      return finish(messages, text, usage, options.signal?.aborted ?? false);
    },
  };
}

function finish(
  messages: ChatEntry[],
  text: string,
  usage: CompletionChunk['usage'],
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
