import { chunkText } from './chunkText';
import { headingText, isHeading } from './headings';

export interface KnowledgeText {
  id: string;
  name: string;
  url?: string;
  content: string;
}

/** A passage of a knowledge document, as the search indexes and the vector index stores it. */
export interface DocumentPassage {
  /** `{document id}#{section}.{passage}`: the same in the word index and the stored vectors. */
  id: string;
  docId: string;
  docName: string;
  url?: string;
  headings: string;
  text: string;
}

/**
 * A document cut at its headings, then into passages of at most
 * `chunkChars` characters (`vgOptions.maxChunkSize`).
 */
export function documentPassages(doc: KnowledgeText, chunkChars?: number): DocumentPassage[] {
  return sections(doc.content).flatMap((section, sectionIndex) =>
    chunkText(section.body, chunkChars).map((text, index) => ({
      id: `${doc.id}#${sectionIndex}.${index}`,
      docId: doc.id,
      docName: doc.name,
      ...(doc.url ? { url: doc.url } : {}),
      headings: section.heading,
      text,
    })),
  );
}

/** What a passage says, with its document name and headings (the text that is embedded). */
export function passageText(passage: DocumentPassage): string {
  return [passage.docName, passage.headings, passage.text].filter((part) => part !== '').join('\n');
}

/** A document cut at its headings; text before the first heading has none. */
function sections(content: string): { heading: string; body: string }[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const out: { heading: string; body: string }[] = [];
  let heading = '';
  let body: string[] = [];
  const flush = () => {
    if (body.join('').trim() !== '') out.push({ heading, body: body.join('\n') });
    body = [];
  };
  // The next non-empty line after each line, found in one backward pass.
  const nextText: (string | undefined)[] = [];
  let following: string | undefined;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    nextText[index] = following;
    if (lines[index]!.trim() !== '') following = lines[index];
  }
  lines.forEach((line, index) => {
    const next = nextText[index];
    if (isHeading(line, next)) {
      flush();
      heading = headingText(line);
    } else {
      body.push(line);
    }
  });
  flush();
  return out;
}
