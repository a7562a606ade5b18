import { getApps, initializeApp, type App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { REGIONS, REGION_DATABASE, type KnowledgeIndexTask, type Region } from '@vg/common';
import { deployRegions } from '../../deployment/deployRegions';
import { loadEnv, projectId } from '../../env';
import { adminApp } from '../../firestore';
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
    await getFunctions(taskQueueApp())
      .taskQueue(`locations/${deployRegions()[0]}/functions/${INDEX_KNOWLEDGE_FUNCTION}`)
      .enqueue(task);
  } catch (error) {
    logger.error(`Could not queue the knowledge indexing of agent ${agentId}: ${String(error)}`);
  }
}

/**
 * The app that enqueues. In production the runtime's own identity signs the
 * task (found through the metadata server). Offline, the Functions
 * emulator's queue takes any caller, so the account is named here and
 * firebase-admin never looks for a metadata server that is not there.
 */
function taskQueueApp(): App {
  const env = loadEnv();
  if (!env.CLOUD_TASKS_EMULATOR_HOST) return adminApp();
  const name = 'task-queue-emulator';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp(
      { projectId: projectId(env), serviceAccountId: 'task-queue@emulator.local' },
      name,
    )
  );
}

function regionOfDatabase(databaseId: string): Region {
  return REGIONS.find((region) => REGION_DATABASE[region] === databaseId) ?? 'na';
}
