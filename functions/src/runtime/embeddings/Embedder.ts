/** Turns texts into vectors: a hosted embeddings API or a GGUF embedding model. */
export interface Embedder {
  /**
   * Which model makes the vectors (stored on each chunk, so vectors of one
   * model are never compared with another's).
   */
  readonly id: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}

/** Chosen: a passage is embedded by its first 2,000 characters (about 500 tokens). */
export const MAX_EMBED_CHARS = 2000;
