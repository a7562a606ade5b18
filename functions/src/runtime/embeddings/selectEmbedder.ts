import { embedModelFile } from '../local/localModelFile';
import { llamaEmbedder } from '../local/llamaEmbedder';
import type { Embedder } from './Embedder';
import { openAiEmbedder } from './openAiEmbedder';

/** The settings that choose the embedder (see env.ts). */
export interface EmbedEnv {
  VG_EMBED_BASE_URL?: string | undefined;
  VG_EMBED_API_MODEL: string;
  VG_LLM_API_KEY?: string | undefined;
  VG_EMBED_MODEL?: string | undefined;
  VG_MODELS_DIR: string;
}

export interface EmbedderChoice {
  embedder?: Embedder;
  /** One line saying how knowledge is searched, for the log. */
  description: string;
}

/**
 * Which embedder, if any, turns knowledge passages into vectors: the
 * configured embeddings server; else a GGUF embedding model when its file
 * is present; else none (knowledge is searched by its words alone).
 */
export function chooseEmbedder(env: EmbedEnv): EmbedderChoice {
  if (env.VG_EMBED_BASE_URL) {
    const embedder = openAiEmbedder({
      baseUrl: env.VG_EMBED_BASE_URL,
      model: env.VG_EMBED_API_MODEL,
      ...(env.VG_LLM_API_KEY ? { apiKey: env.VG_LLM_API_KEY } : {}),
    });
    return {
      embedder,
      description: `Knowledge is also searched by meaning: ${embedder.id} (OpenAI-compatible embeddings).`,
    };
  }
  const modelFile = embedModelFile(env);
  if (modelFile) {
    const embedder = llamaEmbedder(modelFile);
    return {
      embedder,
      description: `Knowledge is also searched by meaning: ${modelFile} (llama.cpp).`,
    };
  }
  return {
    description:
      'Knowledge is searched by its words (no embeddings server VG_EMBED_BASE_URL or embedding model file VG_EMBED_MODEL, models/embed/*.gguf).',
  };
}
