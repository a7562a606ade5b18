import { SEARCH } from '../../constants';

/**
 * The agent page search: suggestions with a score from 0 (unrelated) to 1
 * (exact). Fuzzy libraries such as fuse.js report the opposite (0 = exact),
 * so convert with `similarityFromDistance` first.
 */

export type MatchLabel = 'Strong match' | 'Good match' | 'Possible match';

export function similarityFromDistance(distance: number): number {
  return 1 - Math.min(1, Math.max(0, distance));
}

export function matchLabel(score: number): MatchLabel {
  if (score > SEARCH.strongScore) return 'Strong match';
  if (score > SEARCH.goodScore) return 'Good match';
  return 'Possible match';
}

/** Scores of at least 0.3, best first, at most five. */
export function rankSuggestions<T extends { score: number }>(results: readonly T[]): T[] {
  return results
    .filter((result) => result.score >= SEARCH.minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, SEARCH.maxSuggestions);
}

/** Searching may jump straight to the best result when it is a strong match. */
export function autoNavigateTarget<T extends { score: number }>(ranked: readonly T[]): T | null {
  const best = ranked[0];
  return best && best.score > SEARCH.strongScore ? best : null;
}
