import { getUserDataRequestSchema } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { addonOfProduct } from './billingPrices';
import { defaultPaymentMethod, liveSubscriptions } from './stripeCustomer';

/** POST /stripe/get-user-data: the customer, subscriptions, saved card and items. */
export const getUserData = billingEndpoint(
  'get-user-data',
  getUserDataRequestSchema,
  async ({ billing }) => {
    const customerId = billing.workspace.stripeCustomerId;
    if (!customerId)
      return {
        customer: null,
        subscriptions: [],
        paymentMethod: null,
        internalKeyRef: 'free',
        currency: null,
        subscriptionItems: [],
      };
    const [customer, subscriptions, paymentMethod] = await Promise.all([
      stripe().customers.retrieve(customerId),
      liveSubscriptions(customerId),
      defaultPaymentMethod(customerId),
    ]);
    const active = subscriptions.find((sub) => sub.status === 'active') ?? subscriptions[0];
    return {
      customer: customer.deleted
        ? null
        : { id: customer.id, email: customer.email, name: customer.name },
      subscriptions: subscriptions.map((sub) => ({
        id: sub.id,
        status: sub.status,
        cancel_at_period_end: sub.cancel_at_period_end,
        cancel_at: sub.cancel_at,
        current_period_end: sub.items.data[0]?.current_period_end ?? null,
      })),
      paymentMethod: paymentMethod
        ? {
            id: paymentMethod.id,
            customer: customerId,
            billing_details: paymentMethod.billing_details,
            card: paymentMethod.card,
          }
        : null,
      internalKeyRef: active ? 'pay_as_you_go' : 'free',
      currency: active?.currency?.toUpperCase() ?? null,
      subscriptionItems: (active?.items.data ?? []).map((item) => {
        const product =
          typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
        return {
          id: item.id,
          addonKey: addonOfProduct(product),
          quantity: item.quantity ?? 0,
          unitAmount: (item.price.unit_amount ?? 0) / 100,
          currency: item.price.currency.toUpperCase(),
        };
      }),
    };
  },
);
