/** Cosine similarity of two vectors of the same length (0 when either is all zeros). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index]!;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** The positions of the `count` vectors nearest the query, nearest first. */
export function nearestPassages(
  query: readonly number[],
  vectors: readonly (readonly number[])[],
  count: number,
): number[] {
  return vectors
    .map((vector, position) => ({ position, similarity: cosine(query, vector) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, count)
    .map((entry) => entry.position);
}
