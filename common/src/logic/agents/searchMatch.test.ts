import { describe, expect, it } from 'vitest';
import {
  autoNavigateTarget,
  matchLabel,
  rankSuggestions,
  similarityFromDistance,
} from './searchMatch';

describe('matchLabel', () => {
  it.each([
    [1, 'Strong match'],
    [0.81, 'Strong match'],
    [0.8, 'Good match'],
    [0.61, 'Good match'],
    [0.6, 'Possible match'],
    [0.3, 'Possible match'],
  ])('%d -> %s', (score, label) => {
    expect(matchLabel(score)).toBe(label);
  });
});

describe('rankSuggestions', () => {
  it('keeps the best five scores of at least 0.3', () => {
    const results = [0.29, 0.3, 0.9, 0.5, 0.7, 0.31, 0.95, 0.4].map((score, id) => ({ id, score }));
    expect(rankSuggestions(results).map((r) => r.score)).toEqual([0.95, 0.9, 0.7, 0.5, 0.4]);
    expect(rankSuggestions(results.slice(0, 2)).map((r) => r.score)).toEqual([0.3]);
    expect(rankSuggestions([])).toEqual([]);
  });

  it.each([
    [[{ score: 0.81 }], 0.81],
    [[{ score: 0.8 }], null],
    [[], null],
  ])('auto-navigates on %j -> %j', (ranked, expected) => {
    expect(autoNavigateTarget(ranked)?.score ?? null).toBe(expected);
  });

  it.each([
    [0, 1],
    [0.25, 0.75],
    [1, 0],
    [2, 0],
  ])('distance %d -> similarity %d', (distance, similarity) => {
    expect(similarityFromDistance(distance)).toBe(similarity);
  });
});
