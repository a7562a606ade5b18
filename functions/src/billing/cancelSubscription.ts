import { cancelSubscriptionRequestSchema, reactivateSubscriptionRequestSchema } from '@vg/common';
import { stripe } from '../gateways/stripe';
import { billingEndpoint } from './billingEndpoint';
import { subscriptionOf } from './subscriptionOf';
import { subscriptionFields } from './syncSubscription';

const NO_PLAN = 'There is no paid subscription to change on this workspace.';

/** POST /stripe/cancel-subscription: ends at the period's end (then Free); the reason is kept. */
export const cancelSubscription = billingEndpoint(
  'cancel-subscription',
  cancelSubscriptionRequestSchema,
  async ({ input, billing }) => {
    const sub = await subscriptionOf(billing, NO_PLAN);
    const updated = await stripe().subscriptions.update(sub.id, {
      cancel_at_period_end: true,
      cancellation_details: { comment: input.reason },
      metadata: { cancelReason: input.reason.slice(0, 500) },
    });
    await billing.ref.update(subscriptionFields(updated));
    return { success: true, message: 'Subscription cancelled successfully' };
  },
);

/** POST /stripe/reactivate-subscription: the scheduled cancellation is taken back. */
export const reactivateSubscription = billingEndpoint(
  'reactivate-subscription',
  reactivateSubscriptionRequestSchema,
  async ({ billing }) => {
    const sub = await subscriptionOf(billing, NO_PLAN);
    const updated = await stripe().subscriptions.update(sub.id, {
      cancel_at_period_end: false,
      metadata: { cancelReason: '' },
    });
    await billing.ref.update(subscriptionFields(updated));
    return { success: true, message: 'Subscription reactivated successfully' };
  },
);
