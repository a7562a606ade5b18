import { YEARLY_PRICE_MULTIPLIER } from '../../constants';

/**
 * Reading the workspace's subscription: which one counts, how its status
 * shows, and the plan changes it allows.
 */

/** The first active subscription, else the first one. */
export function pickActiveSubscription<T extends { status: string }>(
  subscriptions: readonly T[] | null | undefined,
): T | null {
  if (!subscriptions || subscriptions.length === 0) return null;
  return subscriptions.find((entry) => entry.status === 'active') ?? subscriptions[0] ?? null;
}

/** The badge is green only for an active subscription. */
export function statusBadgeColour(status: string | null | undefined): 'green' | 'gray' {
  return status === 'active' ? 'green' : 'gray';
}

/** A year costs ten months. */
export function yearlyPrice(monthlyPrice: number): number {
  return monthlyPrice * YEARLY_PRICE_MULTIPLIER;
}

/** The next billing date is hidden once cancellation is scheduled. */
export function showsNextBillingDate(plan: { cancels?: boolean | null }): boolean {
  return !plan.cancels;
}

/**
 * The Modify Your Plan danger zone: cancel a continuing paid plan, or
 * reactivate one whose cancellation is scheduled.
 */
export function dangerZoneAction(plan: {
  id: string;
  cancels?: boolean | null;
}): 'cancel' | 'reactivate' | null {
  if (plan.id === 'free') return null;
  return plan.cancels ? 'reactivate' : 'cancel';
}

/** cancelsAt (unix seconds) as a Date, for the cancellation notice. */
export function cancellationDate(cancelsAt: number | null | undefined): Date | null {
  return typeof cancelsAt === 'number' ? new Date(cancelsAt * 1000) : null;
}
