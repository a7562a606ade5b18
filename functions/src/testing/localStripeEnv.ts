import Stripe from 'stripe';

export interface StripeTestKeys {
  secret: string;
  webhook: string;
}

/**
 * Points the functions' Stripe gateway at a local stand-in (as the stack
 * does) and answers an unmodified `stripe` client for the same stand-in.
 */
export function useLocalStripeEnv(origin: string, keys: StripeTestKeys): Stripe {
  const url = new URL(origin);
  Object.assign(process.env, {
    VG_STRIPE_SECRET_KEY: keys.secret,
    VG_STRIPE_WEBHOOK_SECRET: keys.webhook,
    VG_STRIPE_API_HOST: url.hostname,
    VG_STRIPE_API_PORT: url.port,
    VG_STRIPE_API_PROTOCOL: 'http',
  });
  return new Stripe(keys.secret, { host: url.hostname, port: Number(url.port), protocol: 'http' });
}

/** Delivers an event to the region's webhook signed as Stripe signs it (a replay, for instance). */
export function postSignedStripeEvent(
  apiUrl: string,
  payload: string,
  secret: string,
): Promise<Response> {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${apiUrl}/api/eu/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}
