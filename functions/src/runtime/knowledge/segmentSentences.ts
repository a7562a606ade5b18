const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * The sentences of a text as written. Unicode sentence boundaries (the
 * platform's ICU segmenter) keep '49.99', 'e.g.' and 'shop.example.com'
 * whole; a line break also ends a sentence, so headings and list items
 * stand on their own.
 */
export function segmentSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    for (const { segment } of segmenter.segment(line)) {
      const sentence = segment.replace(/\s+/g, ' ').trim();
      if (sentence !== '') sentences.push(sentence);
    }
  }
  return sentences;
}
