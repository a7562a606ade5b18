import { z } from 'zod';
import { deleteObjects } from '../gateways/storage';
import { defineEndpoint } from '../http/endpoint';
import { pathId } from '../http/pathId';
import { queueKnowledgeIndexing } from './indexing/queueKnowledgeIndexing';
import { loadEditableAgent } from './loadEditableAgent';

/**
 * DELETE /agents/{agentId}/kb/{docId}: removes a source and the file kept
 * for it in the bucket. Deleting one that is already gone succeeds.
 */
export const deleteKnowledgeSource = defineEndpoint({
  method: 'DELETE',
  path: '/agents/:agentId/kb/:docId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await loadEditableAgent(db, params.agentId!, await caller());
    const docId = pathId(params.docId!, 'docId');
    await deleteObjects(`voiceglow/${agent.ID}/kb/${docId}/`);
    await db.doc(`voiceglow/${agent.ID}/kb/${docId}`).delete();
    await queueKnowledgeIndexing(db, agent.ID);
    return { body: { deleted: docId } };
  },
});
