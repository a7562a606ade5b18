import type { StripeObject } from './StripeStore';

/** Records an event about an object (and what changed) and sends it to the webhook endpoints. */
export type Emit = (
  type: string,
  object: StripeObject,
  previousAttributes?: Record<string, unknown>,
) => void;
