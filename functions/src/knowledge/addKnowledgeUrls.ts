import type { Firestore } from 'firebase-admin/firestore';
import { addKnowledgeUrlsRequestSchema, type AddKnowledgeUrlsResponse } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { kbCharLimit } from './kbCharLimit';
import { loadEditableAgent } from './loadEditableAgent';
import { newSource } from './newSource';
import { planUrlSources } from './planUrlSources';
import { readUrlSource } from './readUrlSource';
import { crawlAllowedOrigins } from './safeFetch';

/** Chosen: four pages are read at a time, polite to the site and quick enough for 50 pages. */
const PARALLEL_READS = 4;

/**
 * POST /agents/{agentId}/kb/urls: one page, a list, or a whole site
 * through its sitemap. Each URL read becomes a source (INITIALIZED, PENDING
 * while fetched, then SUCCESS or ERROR with the reason); URLs left out
 * before reading (robots.txt, another site, already a source, the page
 * limit, not an address) come back in `skipped` with the reason.
 */
export const addKnowledgeUrls = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/kb/urls',
  limit: 'upload',
  input: addKnowledgeUrlsRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const who = await caller();
    const agent = await loadEditableAgent(db, params.agentId!, who);
    const fetchOptions = { allowedOrigins: crawlAllowedOrigins() };
    const plan = await planUrlSources(input, await urlsOfAgent(db, agent.ID), fetchOptions);
    const sources = plan.urls.map((url) =>
      newSource(db, agent, who.uid, {
        name: url,
        url,
        sourceType: 'url',
        refreshRate: input.refreshRate,
        tags: input.tags,
      }),
    );
    const batch = db.batch();
    for (const { ref, data } of sources) batch.create(ref, data);
    await batch.commit();

    const limits = {
      maxChars: await kbCharLimit(db, agent.ownerID!),
      chunkChars: agent.vgOptions?.maxChunkSize,
    };
    const queue = [...sources];
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_READS, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await readUrlSource(
            db,
            next.ref,
            { url: String(next.data.url), refreshRate: input.refreshRate },
            fetchOptions,
            limits,
          );
        }
      }),
    );
    const body: AddKnowledgeUrlsResponse = {
      sourceIds: sources.map(({ ref }) => ref.id),
      skipped: plan.skipped,
    };
    return { status: 201, body };
  },
});

async function urlsOfAgent(db: Firestore, agentId: string): Promise<Set<string>> {
  const snapshot = await db
    .collection(`voiceglow/${agentId}/kb`)
    .where('sourceType', '==', 'url')
    .select('url')
    .get();
  return new Set(snapshot.docs.map((doc) => String(doc.get('url') ?? '')));
}
