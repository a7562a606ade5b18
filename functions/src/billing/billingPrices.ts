import {
  ADDON_MONTHLY_PRICE,
  CREDIT_UNIT_COST_USD,
  PAY_AS_YOU_GO_FREE_USAGE_USD,
  countryBillingInfo,
  creditsForUsd as creditsAt,
  roundToCents,
  type CountryBillingInfo,
  type Currency,
} from '@vg/common';

/**
 * What the platform sells through Stripe and at what price per currency
 * (spec 4 §9): the pay-as-you-go plan and the four add-ons, monthly. Each
 * is a Stripe product with a fixed id; prices travel as price_data, so no
 * price ids need configuring per account.
 */
export const PLAN_PRODUCT = { id: 'vg_plan_pay_as_you_go', name: 'Pay as you go' } as const;

export const PLAN_MONTHLY: Record<Currency, number> = { USD: 20, EUR: 22, GBP: 20 };

export const ADDON_PRODUCTS = {
  'workspace-seat': { id: 'vg_addon_workspace_seat', name: 'Workspace seat' },
  client_seat: { id: 'vg_addon_client_seat', name: 'Client seat' },
  'concurrent-call-line': { id: 'vg_addon_concurrent_call_line', name: 'Concurrent call line' },
  'twilio-phone-number': { id: 'vg_addon_phone_number', name: 'Phone number' },
} as const;

export type AddonKey = keyof typeof ADDON_PRODUCTS;

export function addonOfProduct(productId: string): AddonKey | null {
  const found = Object.entries(ADDON_PRODUCTS).find(([, product]) => product.id === productId);
  return found ? (found[0] as AddonKey) : null;
}

/** Add-ons cost the same number in USD, EUR and GBP. */
export function addonMonthly(addon: AddonKey): number {
  return ADDON_MONTHLY_PRICE[addon];
}

export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Credits bought with USD at the base credit cost. */
export function creditsForUsd(usd: number): number {
  return creditsAt(usd, CREDIT_UNIT_COST_USD);
}

export function usdForCredits(credits: number): number {
  return roundToCents(credits * CREDIT_UNIT_COST_USD);
}

/** The credits each paid month grants: the plan's included usage. */
export const MONTHLY_GRANT_CREDITS = creditsForUsd(PAY_AS_YOU_GO_FREE_USAGE_USD);

/** Currency and tax follow the card holder's billing country. */
export function billingInfoFor(countryCode: string | null | undefined): CountryBillingInfo {
  return countryBillingInfo(countryCode);
}
