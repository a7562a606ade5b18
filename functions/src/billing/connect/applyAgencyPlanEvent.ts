import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Stripe } from '../../gateways/stripe';

/** The metadata createAgencySubscriptionSession puts on the session and its subscription. */
export interface AgencyPlanOwner {
  kind?: string;
  userId?: string;
  orgId?: string;
  clientId?: string;
  credits?: string;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * An event of a client's subscription to an agency plan, on the agency's
 * connected account: applied once (the event id is recorded in the same
 * transaction). A paid invoice (first or renewal) adds the plan's credits to
 * the organisation, whose agents spend them; the subscription's state is
 * kept on the organisation. Only events from the account the agency has
 * connected count, so a payment on any other account grants nothing.
 */
export async function applyAgencyPlanEvent(
  db: Firestore,
  event: Stripe.Event,
  owner: AgencyPlanOwner,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { userId, orgId } = owner;
  if (!userId || !orgId || !SAFE_ID.test(userId) || !SAFE_ID.test(orgId)) return 'ignored';
  const eventRef = db.doc(`stripeEvents/${event.id}`);
  const orgRef = db.doc(`orgs/${orgId}`);
  const agencyRef = db.doc(`users/${userId}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'duplicate';
    const [org, agency] = await Promise.all([tx.get(orgRef), tx.get(agencyRef)]);
    const fromAgencyAccount =
      typeof event.account === 'string' && event.account === agency.get('stripeConnect.accountId');
    const applies = org.exists && org.get('ownerID') === userId && fromAgencyAccount;
    if (applies) {
      const update = orgUpdate(event, Number(owner.credits));
      if (update) tx.update(orgRef, update);
    }
    tx.set(eventRef, {
      type: event.type,
      userId,
      orgId,
      account: event.account ?? null,
      created: event.created,
      appliedAt: Timestamp.now(),
    });
    return applies ? 'applied' : 'ignored';
  });
}

function orgUpdate(event: Stripe.Event, credits: number): Record<string, unknown> | null {
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      if (
        invoice.billing_reason !== 'subscription_create' &&
        invoice.billing_reason !== 'subscription_cycle'
      )
        return null;
      if (!Number.isInteger(credits) || credits <= 0) return null;
      const subscription = invoice.parent?.subscription_details?.subscription;
      const priceId = invoice.lines.data[0]?.pricing?.price_details?.price;
      return {
        loadTokens: FieldValue.increment(credits),
        'subscription.status': 'active',
        ...(typeof subscription === 'string' ? { 'subscription.id': subscription } : {}),
        ...(typeof priceId === 'string' ? { 'subscription.priceId': priceId } : {}),
        lastModified: Math.floor(Date.now() / 1000),
      };
    }
    case 'invoice.payment_failed':
      return { 'subscription.status': 'past_due' };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { 'subscription.status': sub.status, 'subscription.id': sub.id };
    }
    default:
      return null;
  }
}
