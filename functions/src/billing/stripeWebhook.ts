import { z } from 'zod';
import { stripe, webhookSecret } from '../gateways/stripe';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { applyStripeEvent } from './applyStripeEvent';

/**
 * POST /stripe/webhook: Stripe's events, verified with the library against
 * the exact bytes received and the endpoint's signing secret (a bad or
 * missing signature is a 400 and nothing is written), then applied once.
 */
export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/stripe/webhook',
  body: 'raw',
  maxBodyBytes: 1024 * 1024,
  input: z.object({}),
  handle: async ({ db, region, headers, rawBody }) => {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '')
      throw new HttpError(400, 'Missing Stripe-Signature header.', { code: 'bad-signature' });
    const payload = await rawBody();
    let event;
    try {
      event = stripe().webhooks.constructEvent(payload, signature, webhookSecret());
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(
        400,
        `Webhook signature verification failed: ${error instanceof Error ? error.message : 'invalid'}`,
        { code: 'bad-signature' },
      );
    }
    const outcome = await applyStripeEvent(db, region, event);
    return { body: { received: true, outcome } };
  },
});
