import { z } from 'zod';
import {
  debugMessageSchema,
  INFO_MESSAGE_TYPES,
  knownMessageSchema,
  unrecognisedMessageSchema,
  type DebugMessage,
  type KnownMessage,
  type MessageType,
  type UnrecognisedMessage,
} from './messages';

export type Message = KnownMessage | DebugMessage | UnrecognisedMessage;

/** Every type `knownMessageSchema` has a kind for (kept in step by the tests). */
export const KNOWN_MESSAGE_TYPES = [
  'text',
  'choice',
  'visual',
  'cards',
  'carousel',
  'cardV2',
  'FileUpload',
  'MultiFileUpload',
  'MultiSelect',
  'MultiDropdown',
  'Slider',
  'Embed',
  'iFrame',
  'GoogleForm',
  'EmailForm',
  'VoiceNote',
  ...INFO_MESSAGE_TYPES,
  'jsx',
  'Flowise',
  'end',
  'VGVF_Channel',
  'VG_Response',
] as const satisfies readonly MessageType[];
const knownTypes = new Set<string>(KNOWN_MESSAGE_TYPES);

export function isKnownMessage(message: Message): message is KnownMessage {
  return knownTypes.has(message.type);
}
export function isDebugMessage(message: Message): message is DebugMessage {
  return message.type.startsWith('debug');
}

/**
 * Any message of a turn. A known type is checked against its kind (issues
 * keep their paths, e.g. `item.payload.buttons.0.name`); a 'debug…' type
 * against the debug shape; any other type is kept as an unrecognised message.
 */
export const messageSchema = z.looseObject({ type: z.string() }).transform((value, ctx) => {
  const schema: z.ZodType<Message> = knownTypes.has(value.type)
    ? knownMessageSchema
    : value.type.startsWith('debug')
      ? debugMessageSchema
      : unrecognisedMessageSchema;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: value });
  }
  return z.NEVER;
});
