import { knowledgeIndexTaskSchema } from '@vg/common';
import { logger } from 'firebase-functions';
import { loadAgent } from '../../agents/loadAgent';
import { dbFor } from '../../firestore';
import { defaultEmbedder } from '../../runtime/embeddings/defaultEmbedder';
import { indexKnowledgeBase } from './indexKnowledgeBase';

/**
 * The background function's body: parses the task, and indexes the agent's
 * knowledge with the deployment's embedder at the agent's chunk size. A
 * task for an agent that is gone, or one that cannot be parsed, ends
 * without a retry; a failure while embedding is thrown, so Cloud Tasks
 * tries again.
 */
export async function runKnowledgeIndexTask(data: unknown): Promise<void> {
  const parsed = knowledgeIndexTaskSchema.safeParse(data);
  if (!parsed.success) {
    logger.warn(`Ignored a knowledge indexing task: ${parsed.error.message}`);
    return;
  }
  const embedder = defaultEmbedder();
  if (!embedder) return;
  const { region, agentId } = parsed.data;
  const db = dbFor(region);
  const agent = await loadAgent(db, agentId).catch(() => null);
  if (!agent) return;
  const summary = await indexKnowledgeBase(db, agentId, embedder, {
    chunkChars: agent.vgOptions?.maxChunkSize,
  });
  logger.info(
    `Knowledge of agent ${agentId}: ${summary.indexed} document(s) indexed, ${summary.removed} removed${summary.ran ? '' : ' (another run takes this change)'}.`,
  );
}
