import { z } from 'zod';
import { RATING_SCALE } from '../../constants';
import { creditLogEntrySchema } from '../billing';
import { organisationUserSchema } from '../client';
import { conversationStateSchema, sessionSchema, turnSchema } from '../conversation';
import { emailFormSchema } from '../messageParts';
import { emailSchema, pathIdSchema, regionSchema } from '../primitives';
import { uploadResultSchema } from '../uploads';

/** Calls the chat widget makes besides interact (spec 1, section 7). */

/** POST {regional api}/vg/{agentId}/stt. */
export const speechToTextRequestSchema = z.strictObject({
  vg_id: z.string().min(1),
  base64Audio: z.string().min(1, 'No audio recorded'),
  lang: z.string().optional(),
});
export const speechToTextResponseSchema = z.looseObject({ text: z.string() });

/** GET {regional api}/vg/{agentId}/safe-data: the human agents' presence only. */
export const safeDataResponseSchema = z.looseObject({
  orgUsers: z.array(organisationUserSchema).default([]),
});
export type SafeDataResponse = z.infer<typeof safeDataResponseSchema>;

/** GET {api}/agents/{agentId}/convos/{userId}/sessions. */
export const sessionsResponseSchema = z.looseObject({ data: z.array(sessionSchema) });

/** POST …/sessions/{sessionId}/rollback; status 200 selects the session. */
export const rollbackRequestSchema = z.strictObject({
  session: sessionSchema,
  /** The public agent as the widget holds it (no secrets). */
  safeAgentData: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST {regional api}/public/users/{userId}/consume-credits. logData goes
 * with agent uploads. The answer is not shown: the new balance is returned.
 */
export const consumeCreditsRequestSchema = z.strictObject({
  consume: z.number().positive('consume must be a positive number of credits'),
  logData: creditLogEntrySchema
    .pick({ amount: true, agentId: true, causedBy: true, logMessage: true })
    .optional(),
});
export type ConsumeCreditsRequest = z.infer<typeof consumeCreditsRequestSchema>;
export const consumeCreditsResponseSchema = z.looseObject({
  success: z.boolean(),
  loadTokens: z.number().optional(),
});

/** GET {host}/api/get-gform?form_id=…; answers formDefinitionSchema. */
export const getFormQuerySchema = z.strictObject({ form_id: z.string().min(1) });

/** uploadFile (callable). region and filename are optional extras of the callable. */
export const uploadFileRequestSchema = z.strictObject({
  agentId: z.string().min(1),
  userId: z.string().min(1),
  base64Payload: z.string().min(1, 'is empty: choose a file to upload'),
  targetPath: z.string().min(1),
  temporary: z.boolean().default(false),
  filename: z.string().max(255).optional(),
  region: regionSchema.optional(),
});
export type UploadFileRequest = z.infer<typeof uploadFileRequestSchema>;
export const uploadFileResponseSchema = z.looseObject({ data: uploadResultSchema });

/** POST /vg/{id}/convos/{userId}/notify: the e-mail form to the team. */
export const notifyTeamRequestSchema = z.strictObject({
  from: z.string().optional(),
  emailForm: emailFormSchema.extend({ email: emailSchema }),
  turns: z.array(turnSchema).default([]),
  agentData: z.record(z.string(), z.unknown()).optional(),
});
export type NotifyTeamRequest = z.infer<typeof notifyTeamRequestSchema>;

/** POST {agents base}/agents/{agentId}/analytics/rating. timestamp is in seconds. */
export const ratingRequestSchema = z.strictObject({
  rating: z.number().int().min(1).max(RATING_SCALE),
  timestamp: z.number().int().nonnegative(),
  /** The conversation: one id, never a path (it names the document rated). */
  convo_id: pathIdSchema,
});
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

/** GET /utils/ip. country is an ISO code, or empty when unknown. */
export const visitorCountryResponseSchema = z.looseObject({ country: z.string() });

/** Calls without a payload (activateWhitelabelTrial, reactivation, …). */
export const emptyRequestSchema = z.strictObject({});

/** A generic "did it work" answer used by many calls. */
export const successResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/**
 * POST …/convos/{userId}/handoff answers the conversation's state and, while
 * a request is pending, when it was stored (ms) and its timeout (s): the
 * widget counts down from these, as the inbox and the expiry sweep do.
 */
export const handoffAnswerSchema = z.looseObject({
  state: conversationStateSchema,
  handoffRequestedAt: z.number().positive().optional(),
  handoffTimeout: z.number().positive().optional(),
});
export type HandoffAnswerBody = z.infer<typeof handoffAnswerSchema>;

/** A folder under the agent's own: "uploads", "chat/images" (letters, digits, - and _). */
export const UPLOAD_FOLDER_PATTERN = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,4}$/;

/**
 * POST /agents/{agentId}/uploads: asks to upload one file. The function
 * checks the visitor's conversation, the type, the size and the rate, then
 * answers where to PUT the bytes (uploadTicketSchema).
 */
export const uploadRequestSchema = z.strictObject({
  userId: pathIdSchema,
  filename: z.string().trim().min(1, 'is empty: choose a file').max(255),
  /** Size in bytes, as the browser reports it; the bucket holds the upload to it. */
  size: z.number().int('must be a whole number of bytes').min(1, 'is empty: choose a file'),
  targetPath: z
    .string()
    .regex(
      UPLOAD_FOLDER_PATTERN,
      'must be a folder name such as "uploads" or "chat/images" (letters, digits, - and _)',
    )
    .default('uploads'),
  temporary: z.boolean().default(false),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** Where and how the widget sends the bytes: one PUT with exactly these headers. */
export const uploadTicketSchema = z.object({
  uploadUrl: z.url(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  /** The object name; the completion and the credit charge name it. */
  path: z.string(),
  expiresAt: z.number(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /agents/{agentId}/uploads/complete: the bytes are in; check them and answer the URL. */
export const completeUploadRequestSchema = z.strictObject({
  path: z.string().min(1).max(600),
  filename: z.string().trim().min(1).max(255),
});

/**
 * GET …/translate: the languages the widget can be shown in (the picker adds
 * 'automatic'), and whether answers can be translated by AI on this
 * deployment (a language model is needed; the message says what to do).
 */
export const translateLanguagesResponseSchema = z.looseObject({
  success: z.boolean(),
  languages: z.array(z.object({ language: z.string(), name: z.string() })),
  aiTranslation: z.object({ available: z.boolean(), message: z.string() }),
});
export type TranslateLanguagesResponse = z.infer<typeof translateLanguagesResponseSchema>;
