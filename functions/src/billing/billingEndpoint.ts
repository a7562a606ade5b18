import type { z } from 'zod';
import type { Region } from '@vg/common';
import { defineEndpoint, type EndpointResult } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { isCardError, stripe } from '../gateways/stripe';
import { billingWorkspace, type BillingWorkspace } from './billingWorkspace';

export interface BillingContext<Input> {
  region: Region;
  userId: string;
  input: Input;
  billing: BillingWorkspace;
}

/**
 * A `POST /stripe/{name}` call (spec 4 §7): the body's zod schema, the
 * workspace secret as bearer for the workspace the body names (userId, or
 * uid for auto-billing), in the region of the URL. Stripe's card errors
 * reach the person as Stripe words them (402); other Stripe failures as
 * the spec's fallback text.
 */
export function billingEndpoint<
  Schema extends z.ZodType<{ region?: Region; userId?: string; uid?: string }>,
>(name: string, input: Schema, handle: (ctx: BillingContext<z.infer<Schema>>) => Promise<unknown>) {
  return defineEndpoint({
    method: 'POST',
    path: `/stripe/${name}`,
    input,
    handle: async ({ db, region, headers, input: body }): Promise<EndpointResult> => {
      if (body.region && body.region !== region)
        throw new HttpError(
          400,
          `This is the ${region} API: send region '${region}' or call the ${body.region} API.`,
        );
      const userId = body.userId ?? body.uid ?? '';
      const billing = await billingWorkspace(db, headers, userId);
      try {
        return { body: await handle({ region, userId, input: body, billing }) };
      } catch (error) {
        throw asHttpError(error);
      }
    },
  });
}

function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (isCardError(error))
    return new HttpError(402, error.message, {
      code: error.code ?? 'card_declined',
      ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    });
  if (error instanceof stripe().errors.StripeInvalidRequestError)
    return new HttpError(400, error.message, { code: error.code ?? 'invalid-request' });
  if (error instanceof stripe().errors.StripeError)
    return new HttpError(502, 'An error occurred. Please try again.', {
      code: 'payments-unavailable',
    });
  return error;
}
