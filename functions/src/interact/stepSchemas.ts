import { z } from 'zod';
import { messageSchema, turnSchema } from '@vg/common';

/** Map keys become Firestore field names: plain words, no reserved names. */
const fieldName = z
  .string()
  .regex(
    /^(?!__.*__$)[A-Za-z0-9_\-$]{1,100}$/,
    'keys must be letters, digits, _ - or $ (at most 100)',
  );

/** A small JSON map (variables, transcript metadata) stored on the conversation. */
export const smallMapSchema = z
  .record(fieldName, z.unknown())
  .refine((value) => JSON.stringify(value).length <= 20_000, 'must be at most 20 KB of JSON');

// Loose: flow-platform requests carry extra fields that must reach it unchanged.
export const runtimeActionSchema = z.looseObject({
  type: z.string().min(1, 'needs a type such as "launch" or "text"').max(100),
  payload: z.unknown().optional(),
});

export const appendMessagesSchema = z.array(messageSchema).max(20, 'at most 20 messages per step');

export const initialTurnsSchema = z.array(turnSchema).max(100, 'at most 100 turns');
