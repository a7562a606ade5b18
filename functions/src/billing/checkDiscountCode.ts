import { TEXT, checkDiscountCodeRequestSchema } from '@vg/common';
import { stripe, type Stripe } from '../gateways/stripe';
import { HttpError } from '../http/HttpError';
import { billingEndpoint } from './billingEndpoint';

/** The coupon behind an active promotion code (case-insensitive, as Stripe matches). */
export async function couponForCode(
  code: string,
): Promise<{ coupon: Stripe.Coupon; promotionCodeId: string }> {
  const client = stripe();
  const [promo] = (
    await client.promotionCodes.list({
      code,
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    })
  ).data;
  const coupon = promo?.promotion.coupon;
  if (!promo || !coupon)
    throw new HttpError(404, TEXT.invalidDiscountCode, { code: 'invalid-discount-code' });
  const resolved = typeof coupon === 'string' ? await client.coupons.retrieve(coupon) : coupon;
  if (!resolved.valid)
    throw new HttpError(404, TEXT.invalidDiscountCode, { code: 'invalid-discount-code' });
  return { coupon: resolved, promotionCodeId: promo.id };
}

/** POST /stripe/check-discount-code: amount_off in the currency's minor unit, as Stripe gives it. */
export const checkDiscountCode = billingEndpoint(
  'check-discount-code',
  checkDiscountCodeRequestSchema,
  async ({ input }) => {
    const { coupon } = await couponForCode(input.discountCode);
    return {
      discount: {
        valid: true,
        percent_off: coupon.percent_off,
        amount_off: coupon.amount_off,
        currency: coupon.currency?.toUpperCase() ?? null,
        name: coupon.name ?? input.discountCode,
        duration: coupon.duration,
      },
    };
  },
);
