import { basename } from 'node:path';
import type { LlamaEmbeddingContext } from 'node-llama-cpp';
import { MAX_EMBED_CHARS, type Embedder } from '../embeddings/Embedder';
import { loadGgufModel } from './loadGgufModel';

const CONTEXT_TOKENS = 1024;
/**
 * Chosen: one CPU thread. A passage is small work; more threads spin-wait
 * against the chat service and a local chat model on a busy machine (one
 * embedding took seconds with all cores, a tenth of a second with one).
 */
const EMBED_THREADS = 1;
const loaded = new Map<string, Promise<LlamaEmbeddingContext>>();

/**
 * A GGUF embedding model run by llama.cpp (node-llama-cpp), loaded once per
 * file on first use and shared; texts are embedded one at a time.
 */
export function llamaEmbedder(modelPath: string): Embedder {
  const context = () => {
    let pending = loaded.get(modelPath);
    if (!pending) {
      pending = (async () => {
        const model = await loadGgufModel(modelPath);
        return model.createEmbeddingContext({
          contextSize: { max: CONTEXT_TOKENS },
          threads: EMBED_THREADS,
        });
      })();
      loaded.set(modelPath, pending);
      pending.catch(() => loaded.delete(modelPath));
    }
    return pending;
  };
  return {
    id: `${basename(modelPath)} (llama.cpp)`,
    async embed(texts) {
      const out: number[][] = [];
      for (const text of texts) {
        const embedding = await (await context()).getEmbeddingFor(text.slice(0, MAX_EMBED_CHARS));
        out.push([...embedding.vector]);
      }
      return out;
    },
  };
}
