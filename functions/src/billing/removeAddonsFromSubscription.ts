import { addonKeysRequestSchema, NEED_SUBSCRIPTION_MESSAGE } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { ADDON_PRODUCTS } from './billingPrices';
import { productIdOf, subscriptionOf } from './subscriptionOf';

/** POST /stripe/remove-addon-from-subscription: the add-ons leave at the next cycle (no refund). */
export const removeAddonsFromSubscription = billingEndpoint(
  'remove-addon-from-subscription',
  addonKeysRequestSchema,
  async ({ input, billing }) => {
    const sub = await subscriptionOf(billing, NEED_SUBSCRIPTION_MESSAGE);
    const products = new Set<string>(input.addonKeys.map((key) => ADDON_PRODUCTS[key].id));
    const removed: string[] = [];
    for (const item of sub.items.data.filter((i) => products.has(productIdOf(i)))) {
      await stripe().subscriptionItems.del(item.id, { proration_behavior: 'none' });
      removed.push(productIdOf(item));
    }
    return { success: true, removed: removed.length };
  },
);
