import { openAiClient } from '../providers/openAiClient';
import { MAX_EMBED_CHARS, type Embedder } from './Embedder';

export interface OpenAiEmbedderConfig {
  baseUrl: string;
  /** None for a server that needs no key (Ollama, llama.cpp's server). */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Chosen: texts sent in one request (hosted APIs take up to 2,048). */
const BATCH = 64;

/**
 * Any server speaking the OpenAI embeddings API (`POST {baseUrl}/embeddings`:
 * hosted APIs, Ollama, llama.cpp's server) through the official `openai`
 * client, with its timeouts and retries with back-off on 429 and 5xx.
 */
export function openAiEmbedder(config: OpenAiEmbedderConfig): Embedder {
  const client = openAiClient({
    baseUrl: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    timeoutMs: config.timeoutMs ?? 30_000,
    maxRetries: config.maxRetries ?? 2,
  });
  return {
    id: `${config.model} @ ${new URL(config.baseUrl).host}`,
    async embed(texts) {
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH) {
        const input = texts
          .slice(start, start + BATCH)
          .map((text) => text.slice(0, MAX_EMBED_CHARS));
        const response = await client.embeddings.create({
          model: config.model,
          input,
          encoding_format: 'float',
        });
        const byIndex = [...response.data].sort((a, b) => a.index - b.index);
        if (byIndex.length !== input.length) {
          throw new Error(
            `The embeddings server answered ${byIndex.length} vectors for ${input.length} texts.`,
          );
        }
        out.push(...byIndex.map((item) => item.embedding));
      }
      return out;
    },
  };
}
