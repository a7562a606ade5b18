import { TOP_UP_MINIMUM, topUpRequestSchema } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { HttpError } from '../http/HttpError';
import { billingEndpoint } from './billingEndpoint';
import { billingInfoFor, creditsForUsd, toMinorUnits } from './billingPrices';
import { defaultPaymentMethod, ownerMetadata } from './stripeCustomer';

export const FREE_PLAN_TOP_UP_MESSAGE = 'Upgrade to Pay-As-You-Go to add to your credit balance.';

/**
 * POST /stripe/top-up-usd: one charge of the saved card in the local
 * currency (amount × rate, plus VAT); the credits are added once, by the
 * payment_intent.succeeded event.
 */
export const topUpUsd = billingEndpoint(
  'top-up-usd',
  topUpRequestSchema,
  async ({ region, userId, input, billing }) => {
    const { workspace } = billing;
    if (workspace.stripePlanId !== 'pay_as_you_go' || !workspace.stripeCustomerId)
      throw new HttpError(403, FREE_PLAN_TOP_UP_MESSAGE, { code: 'free-plan' });
    const card = await defaultPaymentMethod(workspace.stripeCustomerId);
    if (!card)
      throw new HttpError(400, 'Card or address form is missing.', { code: 'no-payment-method' });
    const info = billingInfoFor(
      card.billing_details.address?.country ?? workspace.internal?.countryCode,
    );
    if (input.currency !== info.currency)
      throw new HttpError(400, `Your card pays in ${info.currency}: top up in ${info.currency}.`);
    const local = Math.round(input.amount * info.exchangeRate * 100) / 100;
    if (local + 0.01 < TOP_UP_MINIMUM)
      throw new HttpError(400, `Minimum amount ${TOP_UP_MINIMUM}`, { code: 'below-minimum' });
    const credits = creditsForUsd(input.amount);
    const charged = toMinorUnits(local * (1 + info.taxRate / 100));
    const intent = await stripe().paymentIntents.create({
      amount: charged,
      currency: info.currency.toLowerCase(),
      customer: workspace.stripeCustomerId,
      payment_method: card.id,
      confirm: true,
      off_session: true,
      description: `Credit top-up: ${credits} credits`,
      metadata: {
        ...ownerMetadata(region, userId),
        kind: 'top_up',
        credits: String(credits),
        usd: String(input.amount),
      },
    });
    return {
      success: true,
      message: 'Successfully topped up balance',
      paymentIntentId: intent.id,
      credits,
    };
  },
);
