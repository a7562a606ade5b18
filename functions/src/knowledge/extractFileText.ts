import Papa from 'papaparse';
import { KNOWLEDGE_FILE_EXTENSIONS, fileExtension } from '@vg/common';
import { KnowledgeSourceError } from './KnowledgeSourceError';

export type KnowledgeFileKind = 'pdf' | 'docx' | 'text' | 'markdown' | 'csv' | 'html';

export interface ExtractedText {
  text: string;
  /** A title the file names for itself (an HTML page's title), if any. */
  title?: string;
}

const KIND_OF_EXTENSION: Record<(typeof KNOWLEDGE_FILE_EXTENSIONS)[number], KnowledgeFileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'text',
  md: 'markdown',
  markdown: 'markdown',
  csv: 'csv',
  html: 'html',
  htm: 'html',
};

const KIND_OF_CONTENT_TYPE: [RegExp, KnowledgeFileKind][] = [
  [/^application\/pdf$/, 'pdf'],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/, 'docx'],
  [/^text\/(html|xml)$|^application\/xhtml\+xml$/, 'html'],
  [/^text\/markdown$/, 'markdown'],
  [/^text\/csv$/, 'csv'],
  [/^text\/plain$/, 'text'],
];

export const UNSUPPORTED_FILE =
  'This kind of file cannot be read: add a PDF, DOCX, TXT, Markdown, CSV or HTML file.';

/** The kind of a file by its name's extension; null when the Sources tab does not read it. */
export function kindOfFileName(name: string): KnowledgeFileKind | null {
  const extension = fileExtension(name) as (typeof KNOWLEDGE_FILE_EXTENSIONS)[number];
  return KIND_OF_EXTENSION[extension] ?? null;
}

/** The kind of a fetched document by its Content-Type; null for anything else. */
export function kindOfContentType(contentType: string): KnowledgeFileKind | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return KIND_OF_CONTENT_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? null;
}

/**
 * The text of a knowledge file, read with the library that knows the
 * format: unpdf (PDF.js) for PDF, mammoth for DOCX, Papa Parse for CSV,
 * Readability for HTML. Throws KnowledgeSourceError with the reason the
 * owner can act on when the file cannot be read or holds no text.
 */
export async function extractFileText(
  bytes: Uint8Array,
  kind: KnowledgeFileKind,
  url?: string,
): Promise<ExtractedText> {
  const extracted = await readByKind(bytes, kind, url);
  const text = extracted.text
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  if (text === '') {
    throw new KnowledgeSourceError(
      kind === 'pdf'
        ? 'The PDF holds no text to read (a scanned PDF is pictures of pages): add a PDF with selectable text, or paste the text under Text.'
        : 'The file holds no text to read: check that it is the right file.',
    );
  }
  return { ...extracted, text };
}

async function readByKind(
  bytes: Uint8Array,
  kind: KnowledgeFileKind,
  url: string | undefined,
): Promise<ExtractedText> {
  switch (kind) {
    case 'pdf':
      return { text: await readPdf(bytes) };
    case 'docx':
      return { text: await readDocx(bytes) };
    case 'csv':
      return { text: csvText(decodeText(bytes)) };
    case 'html':
      return (await import('./htmlMainText')).htmlMainText(decodeText(bytes), url);
    case 'markdown':
    case 'text':
      return { text: decodeText(bytes) };
  }
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  // PDF.js, mammoth and the HTML reader load with the first file of their kind, not with every function.
  const { extractText, getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js takes over the buffer it reads, so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new KnowledgeSourceError(
        'The PDF is protected by a password: save a copy without the password and add it again.',
      );
    }
    throw new KnowledgeSourceError(
      'The file is not a readable PDF (it may be damaged or only partly downloaded): open it on your computer, save it again as PDF and add it again.',
    );
  }
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new KnowledgeSourceError(
      'The file is not a readable Word document (.docx): open it in Word or LibreOffice, save it as .docx and add it again. Older .doc files must be saved as .docx first.',
    );
  }
}

/** Text files in UTF-8 (a BOM is dropped); bytes that are not text are refused. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    try {
      // Windows-1252 covers most older text files that are not UTF-8.
      const text = new TextDecoder('windows-1252').decode(bytes);
      if (hasControlCharacters(text)) throw new Error('binary');
      return text;
    } catch {
      throw new KnowledgeSourceError(
        'The file is not text: save it as UTF-8 text and add it again.',
      );
    }
  }
}

/**
 * A CSV as one line per row, each value named by its column
 * ("Plan: Pro; Price: 20 EUR"), so a passage answers on its own.
 */
function csvText(csv: string): string {
  const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return '';
  if (parsed.errors.length > 0 && rows.length <= 1) {
    const first = parsed.errors[0]!;
    throw new KnowledgeSourceError(
      `The CSV cannot be read (row ${(first.row ?? 0) + 1}: ${first.message}): check its quotes and commas and add it again.`,
    );
  }
  const [header, ...body] = rows;
  if (body.length === 0) return header!.join(', ');
  const names = header!.map((name, index) => name.trim() || `Column ${index + 1}`);
  return (
    body
      .map((row) =>
        row
          .map((cell, index) =>
            cell.trim() ? `${names[index] ?? `Column ${index + 1}`}: ${cell.trim()}` : '',
          )
          .filter(Boolean)
          .join('; '),
      )
      .filter(Boolean)
      // A closing stop keeps a short row from reading as a heading.
      .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
      .join('\n')
  );
}

/** Control characters other than tab, line feeds and form feed: binary data, not text. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)
      return true;
  }
  return false;
}
