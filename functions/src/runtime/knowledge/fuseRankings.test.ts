import { describe, expect, it } from 'vitest';
import type { RankedPassage } from './KnowledgeIndex';
import { fuseRankings } from './fuseRankings';

const passage = (text: string, score: number): RankedPassage => ({
  docId: 'd',
  docName: 'Doc',
  text,
  score,
  headings: '',
  sentences: [],
  titleTerms: new Set(),
});

describe('fuseRankings', () => {
  it('puts what both searches found first, then alternates by rank, on one score scale', () => {
    const searched = [passage('A', 12.5), passage('B', 7), passage('C', 3)];
    const nearest = [passage('D', 0.91), passage('B', 0.9), passage('E', 0.5)];
    const fused = fuseRankings(searched, nearest);
    expect(fused.map((p) => p.text)).toEqual(['B', 'A', 'D', 'C', 'E']);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 62, 12);
    expect(fused[1]!.score).toBeCloseTo(1 / 61, 12);
  });

  it('keeps the word search as it is when the vector search found nothing new', () => {
    const searched = [passage('A', 9), passage('B', 4)];
    expect(fuseRankings(searched, []).map((p) => p.text)).toEqual(['A', 'B']);
  });
});
