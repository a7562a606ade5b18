import { upsertPaymentMethodRequestSchema } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { HttpError } from '../http/HttpError';
import { billingEndpoint } from './billingEndpoint';
import { ensureCustomer, liveSubscriptions } from './stripeCustomer';

/**
 * POST /stripe/upsert-payment-method: the card (made by Stripe.js) becomes
 * the customer's default, with the billing details; the billing country
 * sets the currency and tax of later payments.
 */
export const upsertPaymentMethod = billingEndpoint(
  'upsert-payment-method',
  upsertPaymentMethodRequestSchema,
  async ({ region, userId, input, billing }) => {
    const details = {
      email: input.email,
      ...(input.name ? { name: input.name } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      address: {
        ...input.address,
        line2: input.address.line2 ?? '',
        state: input.address.state ?? '',
      },
    };
    const customerId = await ensureCustomer(region, userId, billing, details);
    const client = stripe();
    if (input.isNewPaymentMethod) {
      const method = await client.paymentMethods.retrieve(input.paymentMethodId);
      if (method.customer !== customerId)
        await client.paymentMethods.attach(input.paymentMethodId, { customer: customerId });
    } else {
      const method = await client.paymentMethods.retrieve(input.paymentMethodId);
      if (method.customer !== customerId)
        throw new HttpError(403, 'This card is not saved on this workspace: add it as a new card.');
    }
    await client.paymentMethods.update(input.paymentMethodId, { billing_details: details });
    await client.customers.update(customerId, {
      ...details,
      invoice_settings: { default_payment_method: input.paymentMethodId },
    });
    for (const sub of await liveSubscriptions(customerId))
      await client.subscriptions.update(sub.id, { default_payment_method: input.paymentMethodId });
    await billing.ref.update({ 'internal.countryCode': input.address.country.toUpperCase() });
    return { customerId, message: 'Payment information updated successfully.' };
  },
);
