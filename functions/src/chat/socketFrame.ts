import { z } from 'zod';
import { REGION_DATABASE, type Region } from '@vg/common';
import { runtimeActionSchema, smallMapSchema } from '../interact/stepSchemas';

/** The prompt that stops the reply in flight. */
export const CANCEL_PROMPT = '@cancel:';

/**
 * A frame the widget sends on `/interact` (spec 1 section 7: agentId,
 * convoId, bucket, prompt, agentData, lightConvoData, initNodesOptions),
 * plus the visitor's Firebase ID token.
 */
export const socketFrameSchema = z.object({
  idToken: z.string().min(1, 'is required: send the Firebase ID token of the visitor'),
  agentId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an agent ID'),
  convoId: z.string().regex(/^(?!__.*__$)[A-Za-z0-9_.@:+-]{1,200}$/, 'must be a conversation ID'),
  /** The region ('eu', 'na') or its database id. */
  bucket: z.string().min(1),
  prompt: z.string().max(20_000, 'must be at most 20,000 characters').default(''),
  agentData: z
    .looseObject({ lang: z.string().max(20).optional(), isTest: z.boolean().optional() })
    .default({}),
  lightConvoData: z
    .looseObject({
      userName: z.string().max(200).optional(),
      userEmail: z.string().max(200).optional(),
      userPhone: z.string().max(200).optional(),
      userImage: z.string().max(2000).optional(),
    })
    .default({}),
  initNodesOptions: z
    .object({
      launch: z.boolean().optional(),
      action: runtimeActionSchema.optional(),
      variables: smallMapSchema.optional(),
    })
    .default({}),
});
export type SocketFrame = z.infer<typeof socketFrameSchema>;

export const cancelFrameSchema = z.object({ prompt: z.literal(CANCEL_PROMPT) });

/** Events the service sends back. */
export type SocketEvent =
  | { type: 'sync_chat_history'; turns: unknown[] }
  | { type: 'metadata'; sources: unknown[] }
  | { type: 'debug'; chunk: string }
  | { type: 'action'; action: string }
  | { type: 'chunk'; chunk: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'done' };

export function regionOfBucket(bucket: string): Region | null {
  for (const [region, database] of Object.entries(REGION_DATABASE) as [Region, string][]) {
    if (bucket === region || bucket === database) return region;
  }
  return null;
}
