import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { DEFAULT_PLAN_LIMITS } from '@vg/common';
import type { Stripe } from '../gateways/stripe';
import { addonOfProduct } from './billingPrices';

type PlanStatus = 'active' | 'cancelled' | 'trialing' | 'past_due' | 'unpaid' | 'pending';

const KEPT_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid'];

function planStatus(status: Stripe.Subscription.Status): PlanStatus {
  if (status === 'canceled' || status === 'incomplete_expired') return 'cancelled';
  return KEPT_STATUSES.includes(status) ? (status as PlanStatus) : 'pending';
}

function productOf(item: Stripe.SubscriptionItem): string {
  const product = item.price.product;
  return typeof product === 'string' ? product : product.id;
}

/**
 * The workspace fields a subscription decides: plan, status, dates,
 * cancellation and the limits its add-ons raise. Written from Stripe's
 * current state (so events arriving out of order cannot leave an older
 * state behind), never by a browser.
 */
export function subscriptionFields(sub: Stripe.Subscription): Record<string, unknown> {
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  const addons: Record<string, number> = {};
  for (const item of sub.items.data) {
    const addon = addonOfProduct(productOf(item));
    if (addon) addons[addon] = (addons[addon] ?? 0) + (item.quantity ?? 0);
  }
  const periodEnd = sub.items.data[0]?.current_period_end ?? null;
  return {
    stripeSubscriptionId: ended ? null : sub.id,
    stripePlanId: ended ? 'free' : 'pay_as_you_go',
    'v2StripeConfig.subscriptionId': sub.id,
    'v2StripeConfig.status': planStatus(sub.status),
    'v2StripeConfig.startBillingDate': sub.start_date,
    'v2StripeConfig.nextBillingDate': ended ? null : periodEnd,
    'v2StripeConfig.cancels': !ended && (sub.cancel_at_period_end || sub.cancel_at !== null),
    'v2StripeConfig.cancelsAt': ended ? null : (sub.cancel_at ?? null),
    'v2StripeConfig.addons': ended ? {} : addons,
    'v2StripeConfig.limits': {
      ...DEFAULT_PLAN_LIMITS,
      // Pay-as-you-go has no agent limit (stored as 'infinity': Firestore has no Infinity).
      maxAgents: ended ? DEFAULT_PLAN_LIMITS.maxAgents : 'infinity',
      workspaceSeats:
        DEFAULT_PLAN_LIMITS.workspaceSeats + (ended ? 0 : (addons['workspace-seat'] ?? 0)),
      clientSeats: DEFAULT_PLAN_LIMITS.clientSeats + (ended ? 0 : (addons.client_seat ?? 0)),
      maxConcurrentCalls:
        DEFAULT_PLAN_LIMITS.maxConcurrentCalls +
        (ended ? 0 : (addons['concurrent-call-line'] ?? 0)),
      twilioPhoneNumberSlots:
        DEFAULT_PLAN_LIMITS.twilioPhoneNumberSlots +
        (ended ? 0 : (addons['twilio-phone-number'] ?? 0)),
    },
    // A free plan cannot recharge automatically.
    ...(ended ? { automaticBilling: false } : {}),
  };
}

export function writeSubscription(
  tx: Transaction,
  ref: DocumentReference,
  sub: Stripe.Subscription,
): void {
  tx.update(ref, subscriptionFields(sub));
}
