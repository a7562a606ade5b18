import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { REGIONS, REGION_DATABASE, type KnowledgeIndexTask, type Region } from '@vg/common';
import { enqueueTask } from '../../gateways/taskQueue';
import { defaultEmbedder } from '../../runtime/embeddings/defaultEmbedder';

/** The task queue function that indexes (exported from index.ts under this name). */
export const INDEX_KNOWLEDGE_FUNCTION = 'indexKnowledge';

/**
 * Asks the background function to bring an agent's passage vectors up to
 * date after one of its knowledge sources changed. Nothing to do without an
 * embedder (knowledge is then searched by its words only). Cloud Tasks
 * (the Functions emulator's task queue offline) delivers it, retried on
 * failure; a failure to enqueue is logged and never undoes the change.
 */
export async function queueKnowledgeIndexing(db: Firestore, agentId: string): Promise<void> {
  if (!defaultEmbedder()) return;
  const region = regionOfDatabase(db.databaseId);
  try {
    const task: KnowledgeIndexTask = { region, agentId };
    await enqueueTask(INDEX_KNOWLEDGE_FUNCTION, task);
  } catch (error) {
    logger.error(`Could not queue the knowledge indexing of agent ${agentId}: ${String(error)}`);
  }
}

function regionOfDatabase(databaseId: string): Region {
  return REGIONS.find((region) => REGION_DATABASE[region] === databaseId) ?? 'na';
}
