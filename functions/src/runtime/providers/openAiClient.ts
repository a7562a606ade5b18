import OpenAI from 'openai';

export interface OpenAiClientConfig {
  baseUrl: string;
  /** None for a server that needs no key (Ollama, llama.cpp's server). */
  apiKey?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Further attempts after a 408, 409, 429, 5xx or a dropped connection. */
  maxRetries: number;
}

/** The official `openai` client for any OpenAI-compatible server (chat completions, embeddings). */
export function openAiClient(config: OpenAiClientConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl,
    // The client insists on a key; a server without one gets no Authorization header.
    apiKey: config.apiKey ?? 'none',
    ...(config.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
}
