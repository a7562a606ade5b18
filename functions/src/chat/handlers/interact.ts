import { interactRequestSchema } from '@vg/common';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { runInteraction } from '../interact/runInteraction';

/** Spec 1 section 7, "Send a message or action": the common request schema. */
export const interactInput = interactRequestSchema;

/** POST /agents/{agentId}/interact/{userId}: one visitor step, answered in full. */
export const interact = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/interact/:userId',
  limit: 'chat',
  input: interactInput,
  handle: async ({ db, region, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    if (input.vg_id !== undefined && input.vg_id !== agentId) {
      throw new HttpError(
        400,
        `Invalid request: vg_id (${input.vg_id}) must be the agent in the path (${agentId}).`,
      );
    }
    const { uid } = await caller();
    const lang = input.runtime?.lang ?? stringOrUndefined(input.transcriptMetadata.lang);
    const result = await runInteraction({
      region,
      db,
      agentId,
      userId: params.userId ?? '',
      callerUid: uid,
      action: input.action,
      appendMessages: input.appendMessages,
      appendAtStart: input.appendAtStart,
      // Component results (slider, files, multi-dropdown) win over older values of the same name.
      variables: { ...input.variables, ...input.runtime?.variables, ...input.vf_variables },
      transcriptMetadata: input.transcriptMetadata,
      origin: input.origin,
      ...(lang ? { lang } : {}),
      initialTurns: input.inititalTurns,
      isTest: input.isTest,
      streamed: false,
    });
    return {
      body: {
        turns: result.turns,
        actionMessages: result.actionMessages,
        sources: result.sources,
        appError: result.appError ?? null,
        ...(result.handoff ? { action: 'request_handoff' } : {}),
        ...(result.statusCode !== undefined
          ? { debug: { vfResponse: { status: { code: result.statusCode } } } }
          : {}),
      },
    };
  },
});

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
