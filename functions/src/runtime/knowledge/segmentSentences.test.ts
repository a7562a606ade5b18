import { describe, expect, it } from 'vitest';
import { segmentSentences } from './segmentSentences';

describe('segmentSentences', () => {
  it('keeps prices, abbreviations and host names inside their sentence', () => {
    expect(
      segmentSentences(
        'A day pass costs 49.99 euros. Bring ID, e.g. a passport. Book on shop.example.com today!',
      ),
    ).toEqual([
      'A day pass costs 49.99 euros.',
      'Bring ID, e.g. a passport.',
      'Book on shop.example.com today!',
    ]);
  });

  it('ends a sentence at a line break so list items stand alone', () => {
    expect(segmentSentences('Opening hours\nMonday: 9 am\r\nSunday: closed')).toEqual([
      'Opening hours',
      'Monday: 9 am',
      'Sunday: closed',
    ]);
  });
});
