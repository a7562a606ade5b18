import { segmentSentences } from './segmentSentences';

/** Passages stay near this size so a few of them fit a prompt. */
export const DEFAULT_CHUNK_CHARS = 1200;

/**
 * Splits a document into passages on paragraph, then sentence, boundaries,
 * so a passage reads as whole thoughts rather than cut-off text.
 */
export function chunkText(text: string, maxChars = DEFAULT_CHUNK_CHARS): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
  const pieces = paragraphs.flatMap((paragraph) =>
    paragraph.length <= maxChars ? [paragraph] : splitLong(paragraph, maxChars),
  );
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 1 > maxChars) {
      chunks.push(current);
      current = piece;
    } else {
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLong(paragraph: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of segmentSentences(paragraph)) {
    // A single sentence longer than a chunk is cut at word boundaries.
    const parts = sentence.length <= maxChars ? [sentence] : cutWords(sentence, maxChars);
    for (const part of parts) {
      if (current && current.length + part.length + 1 > maxChars) {
        out.push(current);
        current = part;
      } else {
        // A line without closing punctuation (a list item) keeps its line.
        current = current ? `${current}${/[.!?]$/.test(current) ? ' ' : '\n'}${part}` : part;
      }
    }
  }
  if (current) out.push(current);
  return out;
}

function cutWords(sentence: string, maxChars: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    if (current && current.length + word.length + 1 > maxChars) {
      out.push(current);
      current = word.slice(0, maxChars);
    } else {
      current = current ? `${current} ${word}` : word.slice(0, maxChars);
    }
  }
  if (current) out.push(current);
  return out;
}
