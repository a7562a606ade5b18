import { z } from 'zod';
import { CHAT_STEP_LIMITS, WEB_CHAT_ORIGIN } from '../../constants';
import { turnSchema } from '../conversation';
import { messageSchema } from '../message';
import { turnSourceSchema } from '../messageParts';
import { uploadedFileSchema } from '../uploads';
import { MAX_STORED_DEPTH, jsonDepth, storedMapChecks, variablesMapSchema } from './variablesMap';
import { visitorMessagesSchema } from './visitorMessages';

/**
 * Request bodies are strict objects: a misspelt key (say `initialTurns`
 * for the stored spelling `inititalTurns`) is refused by name instead of
 * being silently ignored. Answers are read tolerantly.
 */

/**
 * A runtime action in the flow platform's format (launch, text, intent, …).
 * Loose: flow-platform actions carry extra fields that must reach it unchanged.
 */
export const runtimeActionSchema = z
  .looseObject({
    type: z
      .string()
      .min(1, 'Action type is required, such as "launch" or "text"')
      .max(100, 'Action type must be at most 100 characters'),
    payload: z.unknown().optional(),
  })
  .superRefine((action, ctx) => {
    const longest = longestString(action.payload);
    if (longest > CHAT_STEP_LIMITS.textChars) {
      ctx.addIssue({
        code: 'custom',
        path: ['payload'],
        message: `Messages must be at most ${CHAT_STEP_LIMITS.textChars.toLocaleString('en')} characters (this one has ${longest.toLocaleString('en')}): shorten it`,
      });
    } else if (jsonLength(action) > ACTION_JSON_MAX_CHARS) {
      ctx.addIssue({
        code: 'custom',
        path: ['payload'],
        message: `The action is larger than ${ACTION_JSON_MAX_CHARS.toLocaleString('en')} characters of JSON: send less`,
      });
    }
  });

/** Chosen: room for a full-length message and its intent and entities. */
export const ACTION_JSON_MAX_CHARS = 50_000;

/** Characters of a value as JSON; Infinity when it nests deeper than Firestore stores. */
function jsonLength(value: unknown): number {
  return jsonDepth(value) > MAX_STORED_DEPTH ? Infinity : JSON.stringify(value).length;
}

/** The length of the longest string anywhere in a JSON value. */
function longestString(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (depth > 20 || typeof value !== 'object' || value === null) return 0;
  let longest = 0;
  for (const [key, inner] of Object.entries(value)) {
    longest = Math.max(longest, key.length, longestString(inner, depth + 1));
  }
  return longest;
}
export type RuntimeAction = z.infer<typeof runtimeActionSchema>;

/**
 * Variables the interactive components report with their action
 * (vf_variables): the multi-dropdown choice, the slider value (null when
 * the slider is cancelled), the files (none when the upload is cancelled).
 * Other keys pass to the runtime as they are, under the stored-map rules.
 */
export const componentVariablesSchema = z
  .looseObject({
    multiDropdown: z.unknown().optional(),
    vg_slider_response: z.union([z.number(), z.string()]).nullable().optional(),
    vg_filesupload_response: z.object({ files: z.array(uploadedFileSchema) }).optional(),
  })
  .superRefine(storedMapChecks);
export type ComponentVariables = z.infer<typeof componentVariablesSchema>;

/** Turns a widget already shows, to seed an empty conversation. */
export const initialTurnsSchema = z
  .array(turnSchema)
  .max(CHAT_STEP_LIMITS.initialTurns, `at most ${CHAT_STEP_LIMITS.initialTurns} turns`);

/** POST /agents/{id}/interact/{userId}. */
export const interactRequestSchema = z.strictObject({
  action: runtimeActionSchema,
  /** Where the message comes from; the widget sends 'web-chat'. */
  origin: z.string().max(100).default(WEB_CHAT_ORIGIN),
  /** Visitor messages to store with the step (see visitorMessagesSchema). */
  appendMessages: visitorMessagesSchema.default([]),
  /**
   * Accepted as the widget sends it, but it never moves a visitor's
   * messages into the bot's turn: what a visitor sends is stored as their
   * own turn, so the inbox can never show it as said by the agent.
   */
  appendAtStart: z.boolean().default(false),
  variables: variablesMapSchema.default({}),
  /** Component results (see componentVariablesSchema); they reach the runtime's variables. */
  vf_variables: componentVariablesSchema.optional(),
  transcriptMetadata: variablesMapSchema.default({}),
  /** Built-in runtime only; when sent it must be the agent of the path. */
  vg_id: z.string().max(200).optional(),
  runtime: z
    .strictObject({
      variables: variablesMapSchema.default({}),
      lang: z.string().max(20).optional(),
    })
    .optional(),
  /**
   * Turns already shown, to seed an empty conversation (spelling as the
   * widget sends it). For an agent with recordChatHistory off, they are the
   * context of every step, since nothing is kept between steps.
   */
  inititalTurns: initialTurnsSchema.default([]),
  isTest: z.boolean().default(false),
});
export type InteractRequest = z.infer<typeof interactRequestSchema>;
export type InteractRequestInput = z.input<typeof interactRequestSchema>;

/**
 * Answer of the interact call: the conversation after the step. appError
 * carries a runtime failure's text (null when the step went well); sources
 * are the reply's knowledge sources; action 'request_handoff' asks the
 * widget to start the hand-off.
 */
export const interactResponseSchema = z.looseObject({
  turns: z.array(turnSchema),
  actionMessages: z.array(messageSchema).default([]),
  sources: z.array(turnSourceSchema).default([]),
  appError: z.string().nullable().optional(),
  action: z.string().optional(),
  debug: z
    .looseObject({
      vfResponse: z
        .looseObject({ status: z.looseObject({ code: z.number().int() }).optional() })
        .optional(),
    })
    .optional(),
});
export type InteractResponse = z.infer<typeof interactResponseSchema>;
