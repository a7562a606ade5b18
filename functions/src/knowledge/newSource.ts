import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { KnowledgeDocument } from '@vg/common';
import type { StoredAgent } from '../agents/loadAgent';

/** The fields every new source starts with; it is INITIALIZED until a function reads it. */
export function newSource(
  db: Firestore,
  agent: StoredAgent,
  userId: string,
  fields: Pick<KnowledgeDocument, 'name' | 'sourceType' | 'tags'> & Partial<KnowledgeDocument>,
): { ref: DocumentReference; data: Record<string, unknown> } {
  const ref = db.collection(`voiceglow/${agent.ID}/kb`).doc();
  const now = Timestamp.now();
  return {
    ref,
    data: {
      refreshRate: 'never',
      ...fields,
      ID: ref.id,
      agentId: agent.ID,
      userId,
      status: 'INITIALIZED',
      ts: now,
      createdAt: now,
    },
  };
}
