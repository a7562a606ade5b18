import { createHash } from 'node:crypto';
import { extractFileText, kindOfContentType, kindOfFileName } from './extractFileText';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { safeFetch, type FetchOptions } from './safeFetch';

export interface UrlText {
  url: string;
  title: string;
  text: string;
  contentHash: string;
  etag?: string;
  lastModified?: string;
}

export type UrlRead =
  { notModified: true; etag?: string; lastModified?: string } | ({ notModified: false } & UrlText);

/** What was seen last time, so the site can answer 304 Not Modified. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** The hash that tells whether a page's text changed since the last read. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Reads one URL source: the page's main text (HTML), or the text of a
 * PDF, DOCX, text, Markdown or CSV document it serves. With validators the
 * request is conditional, and a 304 answer reads nothing.
 */
export async function readUrl(
  url: string,
  options: FetchOptions,
  validators: Validators = {},
): Promise<UrlRead> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const answer = await safeFetch(url, { ...options, headers });
  if (answer.notModified) {
    return {
      notModified: true,
      etag: answer.etag ?? validators.etag,
      lastModified: answer.lastModified ?? validators.lastModified,
    };
  }
  if (answer.status !== 200) {
    const why =
      answer.status === 404 || answer.status === 410
        ? 'the page does not exist (any more): check the address'
        : answer.status === 401 || answer.status === 403
          ? 'the site does not let visitors read it without signing in: add a public page'
          : answer.status >= 500
            ? 'the site had an error: try again later'
            : 'check the address';
    throw new KnowledgeSourceError(`${answer.url} answered ${answer.status}; ${why}.`);
  }
  const kind =
    kindOfContentType(answer.contentType) ??
    (/octet-stream/.test(answer.contentType) ? kindOfFileName(new URL(answer.url).pathname) : null);
  if (!kind) {
    throw new KnowledgeSourceError(
      `${answer.url} is ${answer.contentType.split(';')[0]}, not a web page or a PDF, DOCX, TXT, Markdown or CSV document: add a page with text.`,
    );
  }
  const extracted = await extractFileText(answer.body, kind, answer.url);
  return {
    notModified: false,
    url: answer.url,
    title: extracted.title ?? '',
    text: extracted.text,
    contentHash: textHash(extracted.text),
    etag: answer.etag,
    lastModified: answer.lastModified,
  };
}
