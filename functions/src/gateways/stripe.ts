import Stripe from 'stripe';
import { loadEnv, onEnvForgotten } from '../env';
import { HttpError } from '../http/HttpError';

let client: Stripe | undefined;
onEnvForgotten(() => (client = undefined));

/**
 * The one Stripe client: api.stripe.com in production, the stack's
 * stand-in locally (same wire format; only the key and host differ).
 */
export function stripe(): Stripe {
  if (client) return client;
  const env = loadEnv();
  if (!env.VG_STRIPE_SECRET_KEY)
    throw new HttpError(503, 'Payments are not configured on this server (VG_STRIPE_SECRET_KEY).', {
      code: 'payments-not-configured',
    });
  client = new Stripe(env.VG_STRIPE_SECRET_KEY, {
    ...(env.VG_STRIPE_API_HOST ? { host: env.VG_STRIPE_API_HOST } : {}),
    ...(env.VG_STRIPE_API_PORT ? { port: env.VG_STRIPE_API_PORT } : {}),
    ...(env.VG_STRIPE_API_PROTOCOL ? { protocol: env.VG_STRIPE_API_PROTOCOL } : {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'VoiceGlow' },
  });
  return client;
}

export function webhookSecret(): string {
  const secret = loadEnv().VG_STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new HttpError(
      503,
      'Stripe webhooks are not configured on this server (VG_STRIPE_WEBHOOK_SECRET).',
    );
  return secret;
}

/** A card error's text is Stripe's own message, meant for the card holder. */
export function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeCardError;
}

export { Stripe };
