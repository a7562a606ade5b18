import { z } from 'zod';
import { unixSecondsSchema } from './primitives';

/** Event types a workspace may subscribe to for its clients and organisations (spec 4 §7). */
export const WORKSPACE_EVENT_TYPES = [
  'client_created',
  'client_updated',
  'organization_created',
  'organization_updated',
  'credits_transferred',
] as const;
export type WorkspaceEventType = (typeof WORKSPACE_EVENT_TYPES)[number];

/** What Events' "Send test event" posts: always delivered, whatever is subscribed. */
export const TEST_EVENT_TYPE = 'test_event';

/** Tries per delivery: the first and two retries, on a network error, 408, 429 or 5xx. */
export const EVENT_DELIVERY_ATTEMPTS = 3;
/** Entries the Events page shows, newest first. */
export const EVENT_LOG_SIZE = 20;

const MAX_ENDPOINT_CHARS = 2000;

/** Events' Save: the endpoint ('' turns deliveries off) and the subscribed types. */
export const eventsSettingsInputSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(MAX_ENDPOINT_CHARS, `The endpoint may have at most ${MAX_ENDPOINT_CHARS} characters.`)
    .refine((value) => value === '' || isWebAddress(value), {
      message: 'The endpoint must be a web address starting with https:// (or http://).',
    }),
  subscribedEvents: z
    .array(z.enum(WORKSPACE_EVENT_TYPES, { message: 'Unknown event type.' }))
    .max(WORKSPACE_EVENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type EventsSettingsInput = z.infer<typeof eventsSettingsInputSchema>;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

/**
 * `users/{uid}/eventDeliveries/{id}`: one delivery of a workspace event,
 * written by the functions only. The payload is kept without the
 * workspace secret, which is added when it is (re)sent.
 */
export const eventDeliverySchema = z.looseObject({
  type: z.string(),
  endpoint: z.string(),
  status: z.enum(['delivered', 'failed']),
  /** The last answer's HTTP status; absent when the endpoint was not reached. */
  httpStatus: z.number().int().optional(),
  attempts: z.number().int().min(1),
  error: z.string().optional(),
  payload: z.record(z.string(), z.unknown()).default({}),
  createdAt: unixSecondsSchema,
  /** The delivery this one repeated (Retry on the Events page). */
  retryOf: z.string().optional(),
});
export type EventDelivery = z.infer<typeof eventDeliverySchema>;
