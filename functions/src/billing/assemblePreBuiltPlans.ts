import {
  CURRENCIES,
  PLAN_IDS,
  assemblePreBuiltPlansRequestSchema,
  type AssemblePreBuiltPlansResponse,
  type Currency,
} from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { PLAN_MONTHLY, PLAN_PRODUCT, toMinorUnits } from './billingPrices';
import { ensureProducts } from './ensureProducts';

/** Billing cycles of the plans: a year costs ten months (spec 4, plan catalogue). */
const CYCLES = [
  { billingCycle: 'monthly', interval: 'month', months: 1 },
  { billingCycle: 'yearly', interval: 'year', months: 10 },
] as const;

type StripePrice = AssemblePreBuiltPlansResponse['plans'][number]['stripePrices'][number];

/** The lookup key a plan price is found by in the Stripe account. */
export function planPriceLookupKey(billingCycle: string, currency: Currency): string {
  return `${PLAN_PRODUCT.id}_${billingCycle}_${currency.toLowerCase()}`;
}

/**
 * The platform's plans with their Stripe prices: pay-as-you-go monthly and
 * yearly in USD, EUR and GBP (found by lookup key, made once when missing,
 * with an idempotency key so that concurrent callers make one each); the
 * free plan and Enterprise (set up with sales) have none. `usdAmount` is
 * the cycle's price in USD, whatever the price's own currency.
 */
export async function preBuiltPlans(): Promise<AssemblePreBuiltPlansResponse['plans']> {
  await ensureProducts();
  const client = stripe();
  const wanted = CURRENCIES.flatMap((currency) =>
    CYCLES.map((cycle) => ({
      ...cycle,
      currency,
      lookupKey: planPriceLookupKey(cycle.billingCycle, currency),
      amount: PLAN_MONTHLY[currency] * cycle.months,
      usdAmount: PLAN_MONTHLY.USD * cycle.months,
    })),
  );
  const found = await client.prices.list({
    lookup_keys: wanted.map((price) => price.lookupKey),
    active: true,
    limit: 100,
  });
  const byKey = new Map(found.data.map((price) => [price.lookup_key, price.id]));
  const stripePrices: StripePrice[] = [];
  for (const price of wanted) {
    const priceId =
      byKey.get(price.lookupKey) ??
      (
        await client.prices.create(
          {
            product: PLAN_PRODUCT.id,
            currency: price.currency.toLowerCase(),
            unit_amount: toMinorUnits(price.amount),
            recurring: { interval: price.interval },
            lookup_key: price.lookupKey,
          },
          { idempotencyKey: `plan-price-${price.lookupKey}-${toMinorUnits(price.amount)}` },
        )
      ).id;
    stripePrices.push({
      priceId,
      billingCycle: price.billingCycle,
      usdAmount: price.usdAmount,
      currency: price.currency.toLowerCase(),
    });
  }
  return PLAN_IDS.map((key) => ({
    key,
    stripePrices: key === 'pay_as_you_go' ? stripePrices : [],
  }));
}

/** POST /stripe/prebuilt-plans: assemblePreBuiltPlansFromStripe of spec 3 §7. */
export const assemblePreBuiltPlansFromStripe = billingEndpoint(
  'prebuilt-plans',
  assemblePreBuiltPlansRequestSchema,
  async (): Promise<AssemblePreBuiltPlansResponse> => ({ plans: await preBuiltPlans() }),
);
