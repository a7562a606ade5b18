import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
  type Query,
} from 'firebase/firestore';
import { knowledgeDocumentSchema, type KnowledgeDocument, type Region } from '@vg/common';
import { agentRef } from './agents';

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
  userId: string,
  name: string,
  content: string,
): Promise<KnowledgeDocument> {
  const ref = doc(knowledgeOf(region, agentId));
  const now = Timestamp.now();
  const created = knowledgeDocumentSchema.parse({
    ID: ref.id,
    name: name.trim(),
    content,
    ts: now,
    createdAt: now,
    userId,
    agentId,
    sourceType: 'doc',
    status: 'SUCCESS',
    charCount: content.length,
  });
  await setDoc(ref, created);
  return created;
}

export async function deleteKnowledgeDoc(
  region: Region,
  agentId: string,
  docId: string,
): Promise<void> {
  await deleteDoc(doc(knowledgeOf(region, agentId), docId));
}
