import type { Catalog } from './Catalog';
import type { StripeStore } from './StripeStore';

/**
 * Discount codes the local Stripe account starts with (as an account owner
 * would have made them in Stripe's dashboard); more can be made on the page.
 */
export const LOCAL_PROMOTION_CODES = [
  {
    code: 'WELCOME20',
    coupon: { id: 'welcome20', name: 'Welcome 20% off', percent_off: '20', duration: 'once' },
  },
  {
    code: 'FIVEOFF',
    coupon: {
      id: 'fiveoff',
      name: '$5 off',
      amount_off: '500',
      currency: 'usd',
      duration: 'forever',
    },
  },
] as const;

export function seedStripe(catalog: Catalog, store: StripeStore): void {
  for (const { code, coupon } of LOCAL_PROMOTION_CODES) {
    if (store.find(coupon.id)) continue;
    catalog.createCoupon({ ...coupon });
    catalog.createPromotionCode({ code, promotion: { type: 'coupon', coupon: coupon.id } });
  }
}
