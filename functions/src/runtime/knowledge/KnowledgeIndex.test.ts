import { describe, expect, it } from 'vitest';
import { chunkText } from './chunkText';
import { KnowledgeIndex } from './KnowledgeIndex';

const docs = [
  {
    id: 'hours',
    name: 'Opening hours',
    url: 'https://shop.example/hours',
    content:
      'Our shop opens at 9 am and closes at 6 pm on weekdays.\n\nOn Saturdays we open at 10 am. We are closed on Sundays.',
  },
  {
    id: 'returns',
    name: 'Returns policy',
    content:
      'You can return any item within 30 days. Refunds are paid to the original card within 5 days.',
  },
];

describe('chunkText', () => {
  it('keeps short paragraphs together and splits long text on sentences', () => {
    expect(chunkText('One.\n\nTwo.')).toEqual(['One.\nTwo.']);
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const chunks = chunkText(long, 200);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(chunk).toMatch(/\.$/);
    }
    expect(chunks.join(' ')).toBe(long);
  });

  it('cuts a single over-long sentence at word boundaries', () => {
    const chunks = chunkText('word '.repeat(100).trim(), 50);
    expect(chunks.every((chunk) => chunk.length <= 50 && !chunk.startsWith(' '))).toBe(true);
  });
});

describe('KnowledgeIndex', () => {
  const index = new KnowledgeIndex(docs);

  it('finds the passage that answers the question, with its source', () => {
    const [best] = index.find('When do you open on Saturday?');
    expect(best).toMatchObject({
      docId: 'hours',
      docName: 'Opening hours',
      url: 'https://shop.example/hours',
    });
    expect(best?.text).toContain('Saturdays');
  });

  it('tolerates typos and word forms', () => {
    expect(index.find('refund my crd')[0]?.docId).toBe('returns');
  });

  it('finds nothing for unrelated or stop-word-only questions', () => {
    expect(index.find('quantum chromodynamics')).toEqual([]);
    expect(index.find('what is the')).toEqual([]);
  });
});
