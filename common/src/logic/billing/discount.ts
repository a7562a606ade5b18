import { TEXT } from '../../constants';
import type { Discount } from '../../schemas/billing';
import { roundToCents } from '../money/roundToCents';

/**
 * Discount codes at checkout. A percentage applies to the subtotal; a fixed
 * amount is subtracted. Fixed amounts come from the payment provider in the
 * currency's minor unit (cents), as its coupons store them.
 */

/** The code field must not be blank before it is checked. */
export function validateDiscountCodeInput(code: string): string | null {
  return code.trim() === '' ? TEXT.discountCodeRequired : null;
}

/** A failed check or an invalid code read the same to the buyer. */
export function discountCheckError(
  discount: Pick<Discount, 'valid'> | null | undefined,
): string | null {
  return discount?.valid ? null : TEXT.invalidDiscountCode;
}

/** The amount taken off `subtotal`, never more than the subtotal itself. */
export function discountAmount(
  subtotal: number,
  discount: Pick<Discount, 'valid' | 'percent_off' | 'amount_off'> | null | undefined,
): number {
  if (!discount?.valid || subtotal <= 0) return 0;
  let off = 0;
  if (typeof discount.percent_off === 'number' && discount.percent_off > 0) {
    off = (subtotal * discount.percent_off) / 100;
  } else if (typeof discount.amount_off === 'number' && discount.amount_off > 0) {
    off = discount.amount_off / 100;
  }
  return roundToCents(Math.min(subtotal, off));
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Subtotal, discount, tax on the discounted amount, and the total. */
export function checkoutTotals(
  subtotal: number,
  discount: Pick<Discount, 'valid' | 'percent_off' | 'amount_off'> | null | undefined,
  taxRatePercent: number,
): CheckoutTotals {
  const off = discountAmount(subtotal, discount);
  const taxable = roundToCents(subtotal - off);
  const tax = roundToCents((taxable * taxRatePercent) / 100);
  return {
    subtotal: roundToCents(subtotal),
    discount: off,
    tax,
    total: roundToCents(taxable + tax),
  };
}

/** The summary line of an applied code, e.g. '20% off forever'. */
export function discountSummary(
  discount: Pick<Discount, 'percent_off' | 'amount_off' | 'currency' | 'duration'>,
): string {
  const amount =
    typeof discount.percent_off === 'number' && discount.percent_off > 0
      ? `${discount.percent_off}% off`
      : `${((discount.amount_off ?? 0) / 100).toFixed(2)} ${(discount.currency ?? 'usd').toUpperCase()} off`;
  return discount.duration ? `${amount} ${discount.duration}` : amount;
}
