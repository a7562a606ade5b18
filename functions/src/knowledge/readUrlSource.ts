import { logger } from 'firebase-functions';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { KNOWLEDGE_REFRESH_MS, type KnowledgeDocument } from '@vg/common';
import { KnowledgeSourceError, reasonOf } from './KnowledgeSourceError';
import { readUrl, type UrlText } from './readUrl';
import type { FetchOptions } from './safeFetch';
import { markSourceError, storeSourceText } from './storeSourceText';
import type { ReadResult } from './readSourceFile';

/** When a source with this refresh rate is read again; a delete for 'never'. */
export function nextRefresh(
  rate: KnowledgeDocument['refreshRate'],
  now: number,
): Timestamp | FieldValue {
  const every = KNOWLEDGE_REFRESH_MS[rate];
  return every === null ? FieldValue.delete() : Timestamp.fromMillis(now + every);
}

export const OUR_FAULT =
  'The page could not be read because of an error on our side: try adding it again in a minute.';

/**
 * Reads a URL source for the first time: PENDING while the function
 * fetches it, then SUCCESS with the page's main text (named by the page's
 * title), or ERROR with the reason. Either way its next refresh is set, so
 * a page that was down is tried again at the source's refresh rate.
 */
export async function readUrlSource(
  db: Firestore,
  ref: DocumentReference,
  source: { url: string; refreshRate: KnowledgeDocument['refreshRate'] },
  fetchOptions: FetchOptions,
  limits: { maxChars: number; chunkChars: number | undefined },
): Promise<ReadResult> {
  await ref.update({ status: 'PENDING' });
  const now = Date.now();
  const times = {
    lastFetchedAt: Timestamp.fromMillis(now),
    nextRefreshAt: nextRefresh(source.refreshRate, now),
  };
  try {
    const read = await readUrl(source.url, fetchOptions);
    if (read.notModified) throw new Error('304 without validators');
    await storePageText(db, ref, read, times, limits);
    return { status: 'SUCCESS' };
  } catch (error) {
    const reason = reasonOf(error, OUR_FAULT);
    if (!(error instanceof KnowledgeSourceError))
      logger.error('Reading a knowledge page failed:', error);
    await markSourceError(ref, reason);
    await ref.update(times);
    return { status: 'ERROR', error: reason };
  }
}

/** A page or document without a title is named by the last part of its address. */
export function nameFromUrl(url: string): string {
  const { pathname, host } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop();
  try {
    return last ? decodeURIComponent(last) : host;
  } catch {
    return last ?? host;
  }
}

/** Stores what a URL read gave: the text, the page's name and what tells a later change. */
export function storePageText(
  db: Firestore,
  ref: DocumentReference,
  read: UrlText,
  times: Record<string, unknown>,
  limits: { maxChars: number; chunkChars: number | undefined },
): Promise<void> {
  return storeSourceText(
    db,
    ref,
    {
      content: read.text,
      fields: {
        ...times,
        name: read.title || nameFromUrl(read.url),
        contentHash: read.contentHash,
        etag: read.etag ?? FieldValue.delete(),
        lastModified: read.lastModified ?? FieldValue.delete(),
      },
    },
    limits,
  );
}
