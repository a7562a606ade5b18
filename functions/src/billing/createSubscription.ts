import { createSubscriptionRequestSchema } from '@vg/common';
import { stripe, type Stripe } from '../gateways/stripe';
import { HttpError } from '../http/HttpError';
import { billingEndpoint } from './billingEndpoint';
import {
  ADDON_PRODUCTS,
  PLAN_MONTHLY,
  PLAN_PRODUCT,
  addonMonthly,
  billingInfoFor,
  toMinorUnits,
} from './billingPrices';
import { ensureProducts } from './ensureProducts';
import { couponForCode } from './checkDiscountCode';
import { defaultPaymentMethod, liveSubscriptions, ownerMetadata } from './stripeCustomer';
import { subscriptionFields } from './syncSubscription';
import { taxRateIds } from './taxRates';

/**
 * POST /stripe/create-subscription: pay-as-you-go with the chosen add-ons
 * and discount code, in the card's currency with its VAT, paid at once from
 * the saved card (a declined card creates nothing). Credits arrive with the
 * invoice.paid event.
 */
export const createSubscription = billingEndpoint(
  'create-subscription',
  createSubscriptionRequestSchema,
  async ({ region, userId, input, billing }) => {
    if (input.planId !== 'pay_as_you_go')
      throw new HttpError(
        400,
        input.planId === 'enterprise'
          ? 'Enterprise plans are set up with our sales team: book a demo or contact sales.'
          : `Unknown plan '${input.planId}'.`,
      );
    const customerId = billing.workspace.stripeCustomerId;
    const card = customerId ? await defaultPaymentMethod(customerId) : null;
    if (!customerId || !card)
      throw new HttpError(400, 'Card or address form is missing.', { code: 'no-payment-method' });
    if ((await liveSubscriptions(customerId)).length > 0)
      throw new HttpError(
        409,
        'This workspace already has a subscription: change it under Modify plan.',
        { code: 'already-subscribed' },
      );
    const info = billingInfoFor(
      card.billing_details.address?.country ?? billing.workspace.internal?.countryCode,
    );
    const currency = info.currency.toLowerCase();
    await ensureProducts();
    const items: Stripe.SubscriptionCreateParams.Item[] = [
      {
        price_data: {
          currency,
          product: PLAN_PRODUCT.id,
          unit_amount: toMinorUnits(PLAN_MONTHLY[info.currency]),
          recurring: { interval: 'month' },
        },
        quantity: 1,
      },
      ...input.addonsToShow.map((addon) => ({
        price_data: {
          currency,
          product: ADDON_PRODUCTS[addon.addonId].id,
          unit_amount: toMinorUnits(addonMonthly(addon.addonId)),
          recurring: { interval: 'month' as const },
        },
        quantity: addon.quantity,
      })),
    ];
    const code = input.discountCode?.trim();
    const discounts = code ? [{ promotion_code: (await couponForCode(code)).promotionCodeId }] : [];
    const sub = await stripe().subscriptions.create({
      customer: customerId,
      items,
      default_payment_method: card.id,
      default_tax_rates: await taxRateIds(billing.ref.firestore, info),
      discounts,
      payment_behavior: 'error_if_incomplete',
      metadata: { ...ownerMetadata(region, userId), planId: 'pay_as_you_go' },
      expand: ['latest_invoice'],
    });
    await billing.ref.update(subscriptionFields(sub));
    const invoice = sub.latest_invoice as Stripe.Invoice;
    return {
      transactionId: invoice.id ?? sub.id,
      amountPaid: invoice.amount_paid / 100,
      tax: {
        currency: info.currency,
        rate: info.taxRate,
        amount: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0) / 100,
      },
      subscriptionId: sub.id,
      message: 'Subscription created successfully',
    };
  },
);
