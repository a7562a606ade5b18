import type { Region } from '@vg/common';
import { stripe, type Stripe } from '../gateways/stripe';
import type { BillingWorkspace } from './billingWorkspace';

/** Metadata on every Stripe object of a workspace: which region's webhook applies it. */
export function ownerMetadata(region: Region, userId: string): { userId: string; region: Region } {
  return { userId, region };
}

/**
 * The workspace's Stripe customer, created on first need. The idempotency
 * key makes two racing first calls create one customer.
 */
export async function ensureCustomer(
  region: Region,
  userId: string,
  { ref, workspace }: BillingWorkspace,
  details: Stripe.CustomerCreateParams = {},
): Promise<string> {
  if (workspace.stripeCustomerId) return workspace.stripeCustomerId;
  const customer = await stripe().customers.create(
    {
      email: workspace.email,
      name: workspace.workspaceName ?? workspace.displayName,
      ...details,
      metadata: ownerMetadata(region, userId),
    },
    { idempotencyKey: `customer-${region}-${userId}` },
  );
  await ref.update({ stripeCustomerId: customer.id });
  workspace.stripeCustomerId = customer.id;
  return customer.id;
}

/** The customer's default card, or null. */
export async function defaultPaymentMethod(
  customerId: string,
): Promise<Stripe.PaymentMethod | null> {
  const customer = await stripe().customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  if (customer.deleted) return null;
  const method = customer.invoice_settings.default_payment_method;
  return method && typeof method === 'object' ? method : null;
}

/** The subscriptions that still bill (not canceled), newest first. */
export async function liveSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
  const list = await stripe().subscriptions.list({ customer: customerId, limit: 10 });
  return list.data.filter(
    (sub) => sub.status !== 'canceled' && sub.status !== 'incomplete_expired',
  );
}
