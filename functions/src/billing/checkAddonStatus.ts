import { addonKeysRequestSchema } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { ADDON_PRODUCTS } from './billingPrices';
import { productIdOf } from './subscriptionOf';

/** POST /stripe/check-addon-status: each add-on's quantity on the live subscription. */
export const checkAddonStatus = billingEndpoint(
  'check-addon-status',
  addonKeysRequestSchema,
  async ({ input, billing }) => {
    const id = billing.workspace.stripeSubscriptionId;
    const sub = id ? await stripe().subscriptions.retrieve(id) : null;
    const live = !!sub && sub.status !== 'canceled';
    return {
      hasSubscription: live,
      addons: input.addonKeys.map((addonKey) => {
        const item = live
          ? sub.items.data.find((i) => productIdOf(i) === ADDON_PRODUCTS[addonKey].id)
          : undefined;
        return {
          addonKey,
          hasAddon: !!item && (item.quantity ?? 0) > 0,
          quantity: item?.quantity ?? 0,
        };
      }),
    };
  },
);
