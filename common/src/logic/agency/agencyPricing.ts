import {
  CREDIT_UNIT_COST_USD,
  DEFAULT_AGENCY_PLANS,
  DEFAULT_USD_PER_CREDIT,
  PLATFORM_FEE_PERCENT,
  TEXT,
} from '../../constants';
import { roundToCents } from '../money/roundToCents';

/**
 * Prices an agency charges its clients. The client pays the product's base
 * cost per credit plus the agency's extra USD per credit (USDPerToken).
 */

export const PLANS_SETUP_BLOCKED_MESSAGE =
  'Please complete steps 1 and 2 & click save billing settings before setting up subscription plans';

export function finalCreditPrice(
  usdPerCredit: number = DEFAULT_USD_PER_CREDIT,
  baseCostPerCredit: number = CREDIT_UNIT_COST_USD,
): number {
  return baseCostPerCredit + usdPerCredit;
}

/** A plan's price: its credits times the final credit price. */
export function agencyPlanPrice(credits: number, creditPrice: number): number {
  return roundToCents(credits * creditPrice);
}

/** How many whole credits an amount buys (the preview shows it for $10). */
export function creditsForUsd(usd: number, creditPrice: number): number {
  if (!(creditPrice > 0)) return 0;
  // Round first so 10 / 0.004 is not cut to 2499 by float error.
  return Math.floor(Math.round((usd / creditPrice) * 1e6) / 1e6);
}

/** The USD-per-credit input: a non-negative number. */
export function parseUsdPerCredit(
  input: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = input.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value) || value < 0) {
    return { ok: false, error: TEXT.invalidNumber };
  }
  return { ok: true, value };
}

/** Plans need a connected payment account and a saved numeric USD per credit. */
export function checkPlansSetupAllowed(
  stripeConnect:
    | {
        isConnected?: boolean;
        USDPerToken?: number | null;
      }
    | null
    | undefined,
): string | null {
  const priced =
    typeof stripeConnect?.USDPerToken === 'number' && Number.isFinite(stripeConnect.USDPerToken);
  return stripeConnect?.isConnected && priced ? null : PLANS_SETUP_BLOCKED_MESSAGE;
}

export interface PricedPlan {
  name: string;
  credits: number;
  price: number;
  features: string[];
  isPopular: boolean;
}

/** Basic (5000 credits) and Premium (15000, popular) at the given credit price. */
export function defaultAgencyPlans(creditPrice: number): PricedPlan[] {
  return DEFAULT_AGENCY_PLANS.map((plan) => ({
    name: plan.name,
    credits: plan.credits,
    price: agencyPlanPrice(plan.credits, creditPrice),
    features: [...plan.features],
    isPopular: plan.isPopular,
  }));
}

/** Changing a plan's credits recomputes its read-only price. */
export function withCredits<T extends { credits: number; price: number }>(
  plan: T,
  credits: number,
  creditPrice: number,
): T {
  return { ...plan, credits, price: agencyPlanPrice(credits, creditPrice) };
}

/** The platform's 5 % fee on a connected-billing transaction. */
export function platformFee(amount: number): number {
  return roundToCents((amount * PLATFORM_FEE_PERCENT) / 100);
}
