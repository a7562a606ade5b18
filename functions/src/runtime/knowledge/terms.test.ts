import { describe, expect, it } from 'vitest';
import { phrasesIn, splitWords } from './terms';

describe('splitWords', () => {
  it('gives a hyphenated word its parts and its joined form', () => {
    expect(splitWords('E-mails to the e-bike shop')).toEqual([
      'E',
      'mails',
      'Emails',
      'to',
      'the',
      'e',
      'bike',
      'ebike',
      'shop',
    ]);
  });

  it('drops the tail of a contraction', () => {
    expect(splitWords("Don't ask what's open; you'll see")).toEqual([
      'Don',
      'ask',
      'what',
      'open',
      'you',
      'see',
    ]);
  });
});

describe('phrasesIn', () => {
  it('finds table phrases word after word, and only in order', () => {
    const phrases = new Set(['flat tire', 'phone number']);
    expect(phrasesIn(['fix', 'flat', 'tire', 'fast'], phrases, 3)).toEqual(['flat tire']);
    expect(phrasesIn(['tire', 'flat'], phrases, 3)).toEqual([]);
  });
});
