import type { RankedPassage } from './KnowledgeIndex';

/**
 * Reciprocal-rank fusion's constant: a passage's share falls slowly with
 * its rank, so one list's first place does not drown the other list's.
 */
const FUSION_K = 60;

/**
 * The word search's passages (BM25, best first) and the vector search's
 * (nearest first) as one list by reciprocal-rank fusion: each passage
 * scores 1 / (60 + rank) in each list it is in, and those add up, so a
 * passage both searches found comes first. BM25 scores and vector
 * distances are on different scales; ranks are not.
 */
export function fuseRankings(
  searched: readonly RankedPassage[],
  nearest: readonly RankedPassage[],
): RankedPassage[] {
  const fused = new Map<string, { passage: RankedPassage; score: number }>();
  for (const list of [searched, nearest]) {
    list.forEach((passage, rank) => {
      const key = `${passage.docId}\n${passage.text}`;
      const entry = fused.get(key) ?? { passage, score: 0 };
      entry.score += 1 / (FUSION_K + rank + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .map((entry) => ({ ...entry.passage, score: entry.score }));
}
