import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { runInteraction } from '../interact/runInteraction';
import {
  appendMessagesSchema,
  initialTurnsSchema,
  runtimeActionSchema,
  smallMapSchema,
} from '../interact/stepSchemas';

/** Spec 1 section 7, "Send a message or action" (field names as specified). */
export const interactInput = z.object({
  origin: z.string().max(100).optional(),
  appendMessages: appendMessagesSchema.default([]),
  action: runtimeActionSchema,
  appendAtStart: z.boolean().default(false),
  variables: smallMapSchema.default({}),
  transcriptMetadata: smallMapSchema.default({}),
  vg_id: z.string().optional(),
  runtime: z
    .object({ variables: smallMapSchema.default({}), lang: z.string().max(20).optional() })
    .optional(),
  inititalTurns: initialTurnsSchema.default([]),
  isTest: z.boolean().default(false),
});

/** POST /agents/{agentId}/interact/{userId}: one visitor step, answered in full. */
export const interact = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/interact/:userId',
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
      variables: { ...input.variables, ...input.runtime?.variables },
      transcriptMetadata: input.transcriptMetadata,
      ...(input.origin ? { origin: input.origin } : {}),
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
