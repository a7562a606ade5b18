import { z } from 'zod';
import { CHAT_STEP_LIMITS, FORM_SUBMIT_CHANNEL } from '../../constants';

/**
 * What a visitor may add to the stored conversation with one step (the
 * `appendMessages` of the interact call and of a socket frame). The team
 * reads these turns in the dashboard and in e-mails, so they are checked
 * tightly: only the kinds a visitor authors (typed text, an uploaded
 * picture, a document line, a form's hidden channel message), no unknown
 * keys, bounded sizes, and web addresses over http(s) only, so a stored
 * turn can never carry a `javascript:` or `data:` link.
 */

/** Chosen: the widget sends one message per step; a few leave room, no more. */
export const VISITOR_MESSAGES_PER_STEP = 5;
/** Chosen: longer than any storage download URL, short of abuse. */
export const VISITOR_URL_MAX_CHARS = 2048;
/** Chosen: a file name as file systems allow it. */
export const VISITOR_FILE_NAME_MAX_CHARS = 255;
/** The kinds a visitor's turn may hold. */
export const VISITOR_MESSAGE_TYPES = ['text', 'visual', FORM_SUBMIT_CHANNEL] as const;

export const visitorUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(VISITOR_URL_MAX_CHARS, `must be at most ${VISITOR_URL_MAX_CHARS} characters`);

const fileNameSchema = z
  .string()
  .trim()
  .min(1, 'file name is required')
  .max(VISITOR_FILE_NAME_MAX_CHARS, `must be at most ${VISITOR_FILE_NAME_MAX_CHARS} characters`);

const textSchema = z
  .string()
  .max(
    CHAT_STEP_LIMITS.textChars,
    `must be at most ${CHAT_STEP_LIMITS.textChars.toLocaleString('en')} characters`,
  );

/** The envelope every visitor message may carry; the server sets delay and sender itself. */
const envelope = {
  from: z.literal('human', 'must be "human": a visitor writes only their own turn').optional(),
  ts: z.union([z.number().nonnegative(), z.string().max(40)]).optional(),
};

/** An uploaded document: where it is and what it was called. */
export const visitorFileSchema = z.strictObject({ url: visitorUrlSchema, name: fileNameSchema });
export type VisitorFile = z.infer<typeof visitorFileSchema>;

/** Typed text, or the 'File uploaded: {name}' line of a document with its `file`. */
export const visitorTextMessageSchema = z.strictObject({
  type: z.literal('text'),
  ...envelope,
  item: z.strictObject({
    payload: z.strictObject({ message: textSchema, file: visitorFileSchema.optional() }),
  }),
});

/** An uploaded picture; `name` is the file's name on the visitor's device. */
export const visitorVisualMessageSchema = z.strictObject({
  type: z.literal('visual'),
  ...envelope,
  item: z.strictObject({
    payload: z.strictObject({ image: visitorUrlSchema, name: fileNameSchema.optional() }),
  }),
});

/** A submitted form: its answers as JSON on the hidden channel. */
export const visitorChannelMessageSchema = z.strictObject({
  type: z.literal(FORM_SUBMIT_CHANNEL),
  ...envelope,
  item: z.strictObject({ payload: textSchema }),
});

export const visitorMessageSchema = z.discriminatedUnion(
  'type',
  [visitorTextMessageSchema, visitorVisualMessageSchema, visitorChannelMessageSchema],
  { error: `must be a visitor message: ${VISITOR_MESSAGE_TYPES.join(', ')}` },
);
export type VisitorMessage = z.infer<typeof visitorMessageSchema>;
export type VisitorMessageInput = z.input<typeof visitorMessageSchema>;

export const visitorMessagesSchema = z
  .array(visitorMessageSchema)
  .max(VISITOR_MESSAGES_PER_STEP, `at most ${VISITOR_MESSAGES_PER_STEP} messages per step`);
