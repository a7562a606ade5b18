import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore';
import {
  knowledgeDocumentSchema,
  knowledgeIndexProgressSchema,
  type KnowledgeIndexProgress,
  type AddKnowledgeTextRequest,
  type AddKnowledgeUrlsRequest,
  type AddKnowledgeUrlsResponse,
  type KnowledgeDocument,
  type Region,
} from '@vg/common';
import { agentRef } from './agents';
import { callApi } from './api';
import { readAsDataUrl } from './readAsDataUrl';

export type { KnowledgeDocument };

function knowledgeOf(region: Region, agentId: string) {
  return collection(agentRef(region, agentId), 'kb');
}

function parseKnowledge(id: string, data: unknown): KnowledgeDocument | null {
  const parsed = knowledgeDocumentSchema.safeParse({ ID: id, ...(data as object) });
  return parsed.success ? parsed.data : null;
}

/** The knowledge documents a query finds, parsed, live. */
function watchKnowledgeQuery(
  q: Query,
  onChange: (docs: KnowledgeDocument[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    q,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = parseKnowledge(d.id, d.data());
          return parsed ? [parsed] : [];
        }),
      ),
    onError,
  );
}

/** The newest `count` knowledge documents, live (Load More raises `count`). */
export function watchKnowledgeDocs(
  region: Region,
  agentId: string,
  count: number,
  onChange: (docs: KnowledgeDocument[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchKnowledgeQuery(
    query(knowledgeOf(region, agentId), orderBy('ts', 'desc'), limit(count)),
    onChange,
    onError,
  );
}

/** An agent's website sources (sourceType url), the crawls of the Crawler page, live. */
export function watchWebsiteSources(
  region: Region,
  agentId: string,
  onChange: (docs: KnowledgeDocument[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchKnowledgeQuery(
    query(knowledgeOf(region, agentId), where('sourceType', '==', 'url')),
    onChange,
    onError,
  );
}

/**
 * How far the background indexing of an agent's knowledge has come, live;
 * null before the first run (or with no embedder, when nothing is indexed).
 */
export function watchKnowledgeIndexProgress(
  region: Region,
  agentId: string,
  onChange: (progress: KnowledgeIndexProgress | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(agentRef(region, agentId), 'kbIndex', 'progress'),
    (snap) => {
      const parsed = knowledgeIndexProgressSchema.safeParse(snap.data());
      onChange(parsed.success ? parsed.data : null);
    },
    onError,
  );
}

export async function loadKnowledgeDoc(
  region: Region,
  agentId: string,
  docId: string,
): Promise<KnowledgeDocument | null> {
  const snap = await getDoc(doc(knowledgeOf(region, agentId), docId));
  return snap.exists() ? parseKnowledge(snap.id, snap.data()) : null;
}

/** A text source typed into the Sources tab; the chat runtime retrieves from these. */
export async function addKnowledgeText(
  region: Region,
  agentId: string,
  request: AddKnowledgeTextRequest,
): Promise<AddedSource> {
  return callApi<AddedSource>(region, 'POST', `/agents/${encodeURIComponent(agentId)}/kb/text`, {
    body: request,
  });
}

/** The answer of adding one source: its id and where reading it ended. */
export interface AddedSource {
  id: string;
  status: 'SUCCESS' | 'ERROR';
  error?: string;
}

/** A PDF, DOCX, TXT, Markdown, CSV or HTML file, read by the server into a source. */
export async function addKnowledgeFile(
  region: Region,
  agentId: string,
  file: File,
  tags: string[],
): Promise<AddedSource> {
  return callApi<AddedSource>(region, 'POST', `/agents/${encodeURIComponent(agentId)}/kb/file`, {
    body: { filename: file.name, base64Payload: await readAsDataUrl(file), tags },
  });
}

/** Pages, or a whole site through its sitemap, fetched by the server into sources. */
export async function addKnowledgeUrls(
  region: Region,
  agentId: string,
  request: AddKnowledgeUrlsRequest,
): Promise<AddKnowledgeUrlsResponse> {
  return callApi<AddKnowledgeUrlsResponse>(
    region,
    'POST',
    `/agents/${encodeURIComponent(agentId)}/kb/urls`,
    { body: request },
  );
}

/** Removes a source and the file kept for it. */
export async function deleteKnowledgeDoc(
  region: Region,
  agentId: string,
  docId: string,
): Promise<void> {
  await callApi(
    region,
    'DELETE',
    `/agents/${encodeURIComponent(agentId)}/kb/${encodeURIComponent(docId)}`,
  );
}
