import { addAddonsRequestSchema, NEED_SUBSCRIPTION_MESSAGE } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { ADDON_PRODUCTS, addonMonthly, toMinorUnits } from './billingPrices';
import { ensureProducts } from './ensureProducts';
import { productIdOf, subscriptionOf } from './subscriptionOf';

/**
 * POST /stripe/add-addon-to-subscription: sets each add-on to its new
 * quantity, without proration (billed from the next cycle). Add-ons that
 * fail are listed in `errors`; the others stay applied.
 */
export const addAddonsToSubscription = billingEndpoint(
  'add-addon-to-subscription',
  addAddonsRequestSchema,
  async ({ input, billing }) => {
    const sub = await subscriptionOf(billing, NEED_SUBSCRIPTION_MESSAGE);
    await ensureProducts();
    const client = stripe();
    const errors: { addonId: string; message: string }[] = [];
    for (const addon of input.addons) {
      const product = ADDON_PRODUCTS[addon.addonId].id;
      const item = sub.items.data.find((i) => productIdOf(i) === product);
      try {
        if (item)
          await client.subscriptionItems.update(item.id, {
            quantity: addon.quantity,
            proration_behavior: 'none',
          });
        else if (addon.quantity > 0)
          await client.subscriptionItems.create({
            subscription: sub.id,
            price_data: {
              currency: sub.currency,
              product,
              unit_amount: toMinorUnits(addonMonthly(addon.addonId)),
              recurring: { interval: 'month' },
            },
            quantity: addon.quantity,
            proration_behavior: 'none',
          });
      } catch (error) {
        errors.push({
          addonId: addon.addonId,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return {
      errors,
      message: errors.length ? 'Some addons could not be processed' : 'Addons updated successfully',
    };
  },
);
