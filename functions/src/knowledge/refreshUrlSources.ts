import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { knowledgeDocumentSchema, type KnowledgeDocument } from '@vg/common';
import { loadAgent, type StoredAgent } from '../agents/loadAgent';
import { kbCharLimit } from './kbCharLimit';
import { KnowledgeSourceError, reasonOf } from './KnowledgeSourceError';
import { readUrl } from './readUrl';
import { OUR_FAULT, nextRefresh, storePageText } from './readUrlSource';
import { crawlAllowedOrigins, type FetchOptions } from './safeFetch';
import { robotsRefusal, siteRobots } from './siteRobots';
import { markSourceError } from './storeSourceText';

/** Chosen: one run refreshes at most 200 sources; the rest are due on the next run. */
const MAX_PER_RUN = 200;
const PARALLEL_READS = 4;

export interface RefreshSummary {
  unchanged: number;
  changed: number;
  failed: number;
}

/**
 * The scheduled refresh of URL sources (refresh rate 1h, 6h, 12h, 24h or
 * 7d): every source whose `nextRefreshAt` has come is asked for again with
 * its ETag / Last-Modified, so an unchanged page answers 304 and is not
 * read; a page that is read again but whose text hashes the same is not
 * rewritten either. A refresh that fails leaves the text read before in
 * use and says why on the source; a source whose first read failed is
 * tried again the same way.
 */
export async function refreshUrlSources(
  db: Firestore,
  now = Date.now(),
  fetchOptions: FetchOptions = { allowedOrigins: crawlAllowedOrigins() },
): Promise<RefreshSummary> {
  const due = await db
    .collectionGroup('kb')
    .where('nextRefreshAt', '<=', Timestamp.fromMillis(now))
    .orderBy('nextRefreshAt')
    .limit(MAX_PER_RUN)
    .get();
  const summary: RefreshSummary = { unchanged: 0, changed: 0, failed: 0 };
  const agents = new Map<string, Promise<{ agent: StoredAgent; maxChars: number } | null>>();
  const agentOf = (agentId: string) => {
    let found = agents.get(agentId);
    if (!found) {
      found = loadAgent(db, agentId).then(
        async (agent) => ({ agent, maxChars: await kbCharLimit(db, agent.ownerID ?? '') }),
        () => null,
      );
      agents.set(agentId, found);
    }
    return found;
  };
  const queue = [...due.docs];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_READS, queue.length) }, async () => {
      for (let doc = queue.shift(); doc; doc = queue.shift()) {
        const outcome = await refreshOne(db, doc, now, fetchOptions, agentOf);
        summary[outcome] += 1;
      }
    }),
  );
  return summary;
}

async function refreshOne(
  db: Firestore,
  doc: DocumentSnapshot,
  now: number,
  fetchOptions: FetchOptions,
  agentOf: (agentId: string) => Promise<{ agent: StoredAgent; maxChars: number } | null>,
): Promise<keyof RefreshSummary> {
  const parsed = knowledgeDocumentSchema.safeParse({ ID: doc.id, ...doc.data() });
  const agentId = doc.ref.parent.parent?.id;
  const found = agentId ? await agentOf(agentId) : null;
  if (!parsed.success || parsed.data.sourceType !== 'url' || !parsed.data.url || !found) {
    await doc.ref.update({ nextRefreshAt: FieldValue.delete() });
    return 'failed';
  }
  const source = parsed.data;
  const times = {
    lastFetchedAt: Timestamp.fromMillis(now),
    nextRefreshAt: nextRefresh(source.refreshRate, now),
  };
  const readBefore = source.status === 'SUCCESS';
  try {
    const url = source.url!;
    const robots = await siteRobots(new URL(url).origin, fetchOptions);
    if (!robots.allows(url)) throw new KnowledgeSourceError(robotsRefusal(url));
    const read = await readUrl(url, fetchOptions, readBefore ? validatorsOf(source) : {});
    if (read.notModified || (readBefore && read.contentHash === source.contentHash)) {
      await doc.ref.update({
        ...times,
        error: FieldValue.delete(),
        ...(read.etag ? { etag: read.etag } : {}),
        ...(read.lastModified ? { lastModified: read.lastModified } : {}),
      });
      return 'unchanged';
    }
    await storePageText(db, doc.ref, read, times, {
      maxChars: found.maxChars,
      chunkChars: found.agent.vgOptions?.maxChunkSize,
    });
    return 'changed';
  } catch (error) {
    const reason = reasonOf(error, OUR_FAULT);
    if (readBefore) {
      const when = new Date(now).toISOString().slice(0, 16).replace('T', ' ');
      await doc.ref.update({
        ...times,
        error: `The refresh at ${when} UTC failed: ${reason} The text read before is still used.`,
      });
    } else {
      await markSourceError(doc.ref, reason);
      await doc.ref.update(times);
    }
    return 'failed';
  }
}

function validatorsOf(source: KnowledgeDocument) {
  return {
    ...(source.etag ? { etag: source.etag } : {}),
    ...(source.lastModified ? { lastModified: source.lastModified } : {}),
  };
}
