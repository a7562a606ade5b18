import { z } from 'zod';
import { FRAME_DEFAULT_HEIGHT, UPLOAD_MAX_MB } from '../constants';
import {
  actionButtonSchema,
  cardSchema,
  debugPayloadSchema,
  emailFormSchema,
  formDefinitionSchema,
  multiDropdownOptionSchema,
  sliderOptionsSchema,
} from './messageParts';

export const MESSAGE_SENDERS = ['bot', 'human'] as const;

/**
 * Fields every message may carry. `delay` has no default here: an absent
 * delay means the agent's messageDelayMS (1000 ms by default). `ts` is
 * milliseconds or an ISO string, since turns are stored as a JSON string.
 */
const envelopeShape = {
  from: z.enum(MESSAGE_SENDERS).optional(),
  delay: z.number().nonnegative().optional(),
  ts: z.union([z.number(), z.string()]).optional(),
  action: z.string().optional(),
  placeholderImage: z.string().optional(),
  /** Visitor feedback on the message (thumbs); its values are not shown, so any text. */
  feedback: z.string().nullable().optional(),
  isLoading: z.boolean().optional(),
};

function messageKind<const T extends string, P extends z.ZodType>(type: T, payload: P) {
  return z.looseObject({
    type: z.literal(type),
    ...envelopeShape,
    item: z.looseObject({ payload }),
  });
}
/** Kinds whose content is not specified keep an optional, free-form item. */
function bareKind<const T extends string>(type: T) {
  return z.looseObject({ type: z.literal(type), ...envelopeShape, item: z.unknown().optional() });
}

const messagePayload = z.looseObject({
  message: z.string().optional(),
  image: z.string().optional(),
});
const fileUploadPayload = z.looseObject({
  message: z.string().optional(),
  maxSizeMB: z.number().positive().default(UPLOAD_MAX_MB.chat),
  /** Extensions without the dot; empty or absent allows any file. */
  allowedExtensions: z.array(z.string()).optional(),
});
const framePayload = z.looseObject({
  url: z.string().optional(),
  html: z.string().optional(),
  height: z.number().positive().default(FRAME_DEFAULT_HEIGHT),
});

/** A document a visitor uploaded: the line 'File uploaded: {name}' carries where it is. */
export const uploadedDocumentSchema = z.looseObject({ url: z.string(), name: z.string() });
export const textMessageSchema = messageKind(
  'text',
  messagePayload.extend({ file: uploadedDocumentSchema.optional() }),
);
export const choiceMessageSchema = messageKind(
  'choice',
  z.looseObject({ buttons: z.array(actionButtonSchema) }),
);
/** An image; `name` is the file name of a picture a visitor uploaded. */
export const visualMessageSchema = messageKind(
  'visual',
  z.looseObject({ image: z.string(), name: z.string().optional() }),
);
export const cardsMessageSchema = messageKind(
  'cards',
  z.looseObject({ cards: z.array(cardSchema) }),
);
export const carouselMessageSchema = messageKind(
  'carousel',
  z.looseObject({ cards: z.array(cardSchema) }),
);
export const cardV2MessageSchema = messageKind('cardV2', cardSchema);
export const fileUploadMessageSchema = messageKind('FileUpload', fileUploadPayload);
export const multiFileUploadMessageSchema = messageKind(
  'MultiFileUpload',
  fileUploadPayload.extend({
    canCancel: z.boolean().default(false),
    maxFiles: z.number().int().positive().optional(),
  }),
);
export const multiSelectMessageSchema = messageKind(
  'MultiSelect',
  z.looseObject({ buttons: z.array(actionButtonSchema).min(1) }),
);
export const multiDropdownMessageSchema = messageKind(
  'MultiDropdown',
  z.looseObject({ buttons: z.array(multiDropdownOptionSchema) }),
);
export const sliderMessageSchema = messageKind('Slider', sliderOptionsSchema);
export const embedMessageSchema = messageKind('Embed', framePayload);
export const iframeMessageSchema = messageKind('iFrame', framePayload);
/** An external form: by id (loaded from get-gform) or inline. */
export const googleFormMessageSchema = messageKind(
  'GoogleForm',
  formDefinitionSchema.partial().extend({ form_id: z.string().optional() }),
);
/** The e-mail form carries its fields directly on `item`. */
export const emailFormMessageSchema = z.looseObject({
  type: z.literal('EmailForm'),
  ...envelopeShape,
  item: emailFormSchema.partial(),
});
export const voiceNoteMessageSchema = messageKind(
  'VoiceNote',
  z.looseObject({ url: z.string(), durationSeconds: z.number().nonnegative().optional() }),
);
export const INFO_MESSAGE_TYPES = [
  'info:primary',
  'info:default',
  'info:danger',
  'info:success',
] as const;
export const infoMessageSchema = z.looseObject({
  type: z.enum(INFO_MESSAGE_TYPES),
  ...envelopeShape,
  item: z.looseObject({ payload: z.looseObject({ message: z.string() }) }),
});
export const jsxMessageSchema = messageKind('jsx', z.looseObject({ jsx: z.string().optional() }));
export const flowiseMessageSchema = messageKind('Flowise', messagePayload);
export const endMessageSchema = bareKind('end');
/** Runtime bookkeeping messages, never shown. */
export const channelMessageSchema = bareKind('VGVF_Channel');
export const responseMessageSchema = bareKind('VG_Response');

export const knownMessageSchema = z.discriminatedUnion('type', [
  textMessageSchema,
  choiceMessageSchema,
  visualMessageSchema,
  cardsMessageSchema,
  carouselMessageSchema,
  cardV2MessageSchema,
  fileUploadMessageSchema,
  multiFileUploadMessageSchema,
  multiSelectMessageSchema,
  multiDropdownMessageSchema,
  sliderMessageSchema,
  embedMessageSchema,
  iframeMessageSchema,
  googleFormMessageSchema,
  emailFormMessageSchema,
  voiceNoteMessageSchema,
  infoMessageSchema,
  jsxMessageSchema,
  flowiseMessageSchema,
  endMessageSchema,
  channelMessageSchema,
  responseMessageSchema,
]);
export type KnownMessage = z.infer<typeof knownMessageSchema>;
export type MessageType = KnownMessage['type'];

/** Debug messages: any type starting with 'debug', shown to super administrators only. */
export const debugMessageSchema = z.looseObject({
  type: z.string().startsWith('debug'),
  ...envelopeShape,
  item: z.looseObject({ payload: debugPayloadSchema.optional() }).optional(),
});
export type DebugMessage = z.infer<typeof debugMessageSchema>;

/** A message kind this code does not know yet; kept as is so old clients survive new kinds. */
export const unrecognisedMessageSchema = z.looseObject({
  type: z.string().min(1),
  ...envelopeShape,
  item: z.unknown().optional(),
});
export type UnrecognisedMessage = z.infer<typeof unrecognisedMessageSchema>;
