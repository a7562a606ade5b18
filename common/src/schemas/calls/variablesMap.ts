import { z } from 'zod';
import { CHAT_STEP_LIMITS } from '../../constants';

/**
 * Keys of maps the chat stores on the conversation (variables, transcript
 * metadata): they become Firestore field names, so plain words only and
 * never a reserved `__name__`-style key.
 */
export const mapKeySchema = z
  .string()
  .regex(
    /^(?!__.*__$)[A-Za-z0-9_\-$]{1,100}$/,
    'keys must be letters, digits, _ - or $ (at most 100)',
  );

/** Firestore stores maps nested at most 20 levels deep. */
export const MAX_STORED_DEPTH = 20;

/** How deeply a JSON value nests (a plain value is 0), counting no further than `limit` + 1. */
export function jsonDepth(value: unknown, limit = MAX_STORED_DEPTH): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const inner of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(inner, limit - 1));
    if (deepest > limit) break;
  }
  return deepest + 1;
}

const withinSize = (value: unknown) =>
  jsonDepth(value) <= MAX_STORED_DEPTH &&
  JSON.stringify(value).length <= CHAT_STEP_LIMITS.mapJsonChars;
const sizeMessage = `must be at most ${CHAT_STEP_LIMITS.mapJsonChars / 1000} KB of JSON, nested at most ${MAX_STORED_DEPTH} levels`;

/** A small JSON map (variables, transcript metadata) stored with a chat step. */
export const variablesMapSchema = z
  .record(mapKeySchema, z.unknown())
  .refine(withinSize, sizeMessage);
export type VariablesMap = z.infer<typeof variablesMapSchema>;

/**
 * Adds the stored-map checks (keys, size) to an object schema that names
 * some of its keys, e.g. the component variables.
 */
export function storedMapChecks(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const key of Object.keys(value)) {
    if (!mapKeySchema.safeParse(key).success) {
      ctx.addIssue({
        code: 'custom',
        message: `key '${key.slice(0, 100)}': keys must be letters, digits, _ - or $ (at most 100)`,
      });
    }
  }
  if (!withinSize(value)) ctx.addIssue({ code: 'custom', message: sizeMessage });
}
