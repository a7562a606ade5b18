import { onEnvForgotten } from '../env';
import { stripe } from '../gateways/stripe';
import { ADDON_PRODUCTS, PLAN_PRODUCT } from './billingPrices';

let ensured: Promise<void> | undefined;
// Another Stripe account (another key) has products of its own.
onEnvForgotten(() => (ensured = undefined));

/** The plan and add-on products exist in the Stripe account (made once, by fixed id). */
export function ensureProducts(): Promise<void> {
  ensured ??= (async () => {
    const client = stripe();
    for (const product of [PLAN_PRODUCT, ...Object.values(ADDON_PRODUCTS)]) {
      try {
        await client.products.retrieve(product.id);
      } catch (error) {
        if (
          !(error instanceof client.errors.StripeInvalidRequestError) ||
          error.code !== 'resource_missing'
        )
          throw error;
        await client.products.create(
          { id: product.id, name: product.name },
          { idempotencyKey: `product-${product.id}` },
        );
      }
    }
  })().catch((error: unknown) => {
    ensured = undefined;
    throw error;
  });
  return ensured;
}
