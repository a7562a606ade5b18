import type { Firestore } from 'firebase-admin/firestore';
import { knowledgeDocumentSchema } from '@vg/common';
import type { KnowledgeText } from './KnowledgeIndex';

/**
 * The agent's knowledge documents with text to search. Documents that
 * failed to index, or hold no text, are skipped rather than failing a chat.
 */
export async function loadKnowledge(db: Firestore, agentId: string): Promise<KnowledgeText[]> {
  const snapshot = await db.collection(`voiceglow/${agentId}/kb`).get();
  const texts: KnowledgeText[] = [];
  for (const doc of snapshot.docs) {
    const parsed = knowledgeDocumentSchema.safeParse({ ID: doc.id, ...doc.data() });
    if (!parsed.success) continue;
    const { content, name, url, status } = parsed.data;
    if (!content || content.trim() === '' || status === 'ERROR') continue;
    texts.push({ id: doc.id, name, content, ...(url ? { url } : {}) });
  }
  return texts;
}
