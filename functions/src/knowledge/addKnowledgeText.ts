import { addKnowledgeTextRequestSchema } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { KnowledgeSourceError } from './KnowledgeSourceError';
import { kbCharLimit } from './kbCharLimit';
import { loadEditableAgent } from './loadEditableAgent';
import { newSource } from './newSource';
import { storeSourceText } from './storeSourceText';

/**
 * POST /agents/{agentId}/kb/text: a document typed in the Sources tab. It
 * is SUCCESS at once, or refused (400, nothing stored) when it would pass
 * the plan's characters of sources.
 */
export const addKnowledgeText = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/kb/text',
  input: addKnowledgeTextRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const who = await caller();
    const agent = await loadEditableAgent(db, params.agentId!, who);
    const maxChars = await kbCharLimit(db, agent.ownerID!);
    const { ref, data } = newSource(db, agent, who.uid, {
      name: input.name,
      sourceType: 'doc',
      tags: input.tags,
    });
    try {
      await storeSourceText(
        db,
        ref,
        { content: input.content, fields: data },
        { maxChars, chunkChars: agent.vgOptions?.maxChunkSize },
      );
    } catch (error) {
      if (error instanceof KnowledgeSourceError) throw new HttpError(400, error.message);
      throw error;
    }
    return { status: 201, body: { id: ref.id, status: 'SUCCESS' } };
  },
});
