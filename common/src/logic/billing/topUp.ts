import { TOP_UP_MINIMUM, TEXT } from '../../constants';
import { toUsd } from './countryBilling';

/**
 * Adding to the credit balance: at least 5 in the buyer's local currency,
 * sent to the server converted to USD. Free-plan workspaces cannot top up.
 */

export const FREE_PLAN_ID = 'free';

export function isPaidPlan(planId: string | null | undefined): boolean {
  return !!planId && planId !== FREE_PLAN_ID;
}

/** The hint under the field, shown while the amount is below the minimum. */
export function topUpHint(amount: number | null | undefined): string | null {
  return typeof amount === 'number' && amount >= TOP_UP_MINIMUM ? null : TEXT.topUpMinimum;
}

export function canConfirmTopUp(input: {
  amount: number | null | undefined;
  planId: string | null | undefined;
  processing?: boolean;
}): boolean {
  const amount = input.amount;
  return (
    isPaidPlan(input.planId) &&
    !input.processing &&
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount >= TOP_UP_MINIMUM
  );
}

/** The top-up-usd payload amount: local amount divided by the exchange rate. */
export function topUpAmountUsd(localAmount: number, exchangeRate: number): number {
  return toUsd(localAmount, exchangeRate);
}
