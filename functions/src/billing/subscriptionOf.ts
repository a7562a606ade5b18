import { stripe, type Stripe } from '../gateways/stripe';
import { HttpError } from '../http/HttpError';
import type { BillingWorkspace } from './billingWorkspace';

/** The workspace's live subscription, or the spec's refusal. */
export async function subscriptionOf(
  { workspace }: BillingWorkspace,
  message: string,
): Promise<Stripe.Subscription> {
  if (!workspace.stripeSubscriptionId)
    throw new HttpError(409, message, { code: 'no-subscription' });
  const sub = await stripe().subscriptions.retrieve(workspace.stripeSubscriptionId);
  if (sub.status === 'canceled') throw new HttpError(409, message, { code: 'no-subscription' });
  return sub;
}

export function productIdOf(item: Stripe.SubscriptionItem): string {
  const product = item.price.product;
  return typeof product === 'string' ? product : product.id;
}
