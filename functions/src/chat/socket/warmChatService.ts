import { logger } from 'firebase-functions';
import { REGIONS, agentDocumentSchema } from '@vg/common';
import { dbFor } from '../../firestore';
import { answerInWorker } from '../../runtime/answer/answerInWorker';

/** A document nobody writes: reading it opens a region's Firestore channel. */
const WARM_PATH = 'voiceglow/warm-up';

/**
 * Readies the chat service for its first visitor instead of during that
 * visitor's step: opens each region's Firestore channel and the calls a step makes, compiles the agent
 * schema every step parses, and starts the knowledge-answer worker with its
 * language tools loaded (on a cold service these took the first opening
 * step ~0.1 s and the first typed question ~0.8 s). Never throws: a step
 * does the same work on demand when warming failed.
 */
export async function warmChatService(): Promise<void> {
  agentDocumentSchema.safeParse({ ID: 'warm-up', ownerID: 'warm-up' });
  const tasks: Promise<unknown>[] = [
    // A transaction that writes nothing (its read and commit calls) and a query:
    // the channel and the calls every step makes.
    ...REGIONS.flatMap((region) => {
      const db = dbFor(region);
      return [
        db.runTransaction((tx) => tx.get(db.doc(WARM_PATH))),
        db.collection(`${WARM_PATH}/kb`).limit(1).get(),
      ];
    }),
    answerInWorker({
      documents: [{ id: 'warm-up', name: 'Warm-up', content: 'The chat service is ready.' }],
      synonyms: [],
      query: 'Is the service ready?',
      topPassages: 1,
      threshold: 0,
    }),
  ];
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.warn('Warming the chat service failed; steps will do it:', result.reason);
  }
}
