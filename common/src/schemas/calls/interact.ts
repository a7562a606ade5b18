import { z } from 'zod';
import { MEDIA_UPLOAD_ENTITY, MEDIA_UPLOAD_INTENT, WEB_CHAT_ORIGIN } from '../../constants';
import { turnSchema } from '../conversation';
import { messageSchema } from '../message';
import { uploadedFileSchema } from '../uploads';

/**
 * Request bodies are strict objects: a misspelt key (say `initialTurns`
 * for the stored spelling `inititalTurns`) is refused by name instead of
 * being silently ignored. Answers are read tolerantly.
 */

/** A runtime action in the flow platform's format (launch, text, intent, …). */
export const runtimeActionSchema = z.object({
  type: z.string().min(1, 'Action type is required'),
  payload: z.unknown().optional(),
});
export type RuntimeAction = z.infer<typeof runtimeActionSchema>;

/** The action an uploaded media file is sent as. */
export function mediaUploadAction(url: string): RuntimeAction {
  return {
    type: 'intent',
    payload: {
      intent: { name: MEDIA_UPLOAD_INTENT },
      entities: [{ name: MEDIA_UPLOAD_ENTITY, value: url }],
    },
  };
}

/**
 * Variables the interactive components report with their action
 * (vf_variables): the multi-dropdown choice, the slider value, the files.
 */
export const componentVariablesSchema = z.looseObject({
  multiDropdown: z.unknown().optional(),
  vg_slider_response: z.union([z.number(), z.string()]).optional(),
  vg_filesupload_response: z.object({ files: z.array(uploadedFileSchema) }).optional(),
});
export type ComponentVariables = z.infer<typeof componentVariablesSchema>;

/** POST /agents/{id}/interact/{userId}. */
export const interactRequestSchema = z.strictObject({
  action: runtimeActionSchema,
  /** Where the message comes from; the widget sends 'web-chat'. */
  origin: z.string().default(WEB_CHAT_ORIGIN),
  /** Visitor messages to store with the step. */
  appendMessages: z.array(messageSchema).default([]),
  appendAtStart: z.boolean().default(false),
  variables: z.record(z.string(), z.unknown()).default({}),
  /** Component results (see componentVariablesSchema). */
  vf_variables: componentVariablesSchema.optional(),
  transcriptMetadata: z.record(z.string(), z.unknown()).default({}),
  /** Built-in runtime only. */
  vg_id: z.string().optional(),
  runtime: z
    .strictObject({
      variables: z.record(z.string(), z.unknown()).default({}),
      lang: z.string().optional(),
    })
    .optional(),
  /** Turns already shown, to seed an empty conversation (spelling as the widget sends it). */
  inititalTurns: z.array(turnSchema).default([]),
  isTest: z.boolean().default(false),
});
export type InteractRequest = z.infer<typeof interactRequestSchema>;
export type InteractRequestInput = z.input<typeof interactRequestSchema>;

/** Answer of the interact call. appError carries a runtime failure's text. */
export const interactResponseSchema = z.looseObject({
  turns: z.array(turnSchema),
  actionMessages: z.array(messageSchema).default([]),
  appError: z.string().optional(),
  debug: z
    .looseObject({
      vfResponse: z
        .looseObject({ status: z.looseObject({ code: z.number().int() }).optional() })
        .optional(),
    })
    .optional(),
});
export type InteractResponse = z.infer<typeof interactResponseSchema>;
