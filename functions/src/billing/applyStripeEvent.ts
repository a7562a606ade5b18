import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Region } from '@vg/common';
import { stripe, type Stripe } from '../gateways/stripe';
import { MONTHLY_GRANT_CREDITS } from './billingPrices';
import { rechargePath, settleFailedRecharge } from './chargeRecharge';
import { subscriptionFields } from './syncSubscription';
import { applyAgencyPlanEvent, type AgencyPlanOwner } from './connect/applyAgencyPlanEvent';

type Owner = { userId?: string; region?: string } | null | undefined;

/** Where an event's workspace is: the metadata the functions put on every object. */
function ownerOf(event: Stripe.Event): Owner {
  const object = event.data.object as {
    object?: string;
    metadata?: Owner;
    parent?: Stripe.Invoice.Parent | null;
  };
  if (object.object === 'invoice') return object.parent?.subscription_details?.metadata as Owner;
  return object.metadata;
}

/**
 * Applies one verified Stripe event exactly once: the event id is recorded
 * in `stripeEvents/{id}` in the same transaction as its effect, so Stripe's
 * retries and replays change nothing. Subscription state is read back from
 * Stripe, so events arriving out of order leave the latest state. Events
 * of the other region, or about nothing of ours, are acknowledged and left.
 */
export async function applyStripeEvent(
  db: Firestore,
  region: Region,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const owner = ownerOf(event);
  // A client's plan bought from an agency (on its connected account).
  if ((owner as AgencyPlanOwner | null | undefined)?.kind === 'agency_plan')
    return owner?.region === region
      ? applyAgencyPlanEvent(db, event, owner as AgencyPlanOwner)
      : 'ignored';
  const userId = owner?.userId;
  if (!userId || owner.region !== region || !/^[A-Za-z0-9_-]{1,128}$/.test(userId))
    return 'ignored';
  const subscription = event.type.startsWith('customer.subscription.')
    ? await stripe().subscriptions.retrieve((event.data.object as Stripe.Subscription).id)
    : null;
  const eventRef = db.doc(`stripeEvents/${event.id}`);
  const userRef = db.doc(`users/${userId}`);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'duplicate';
    const user = await tx.get(userRef);
    if (user.exists) await effect(tx, db, event, userId, subscription);
    tx.set(eventRef, {
      type: event.type,
      userId,
      created: event.created,
      appliedAt: Timestamp.now(),
    });
    return user.exists ? 'applied' : 'ignored';
  });
}

async function effect(
  tx: Transaction,
  db: Firestore,
  event: Stripe.Event,
  userId: string,
  subscription: Stripe.Subscription | null,
): Promise<void> {
  const userRef = db.doc(`users/${userId}`);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      if (subscription) tx.update(userRef, subscriptionFields(subscription));
      return;
    case 'invoice.paid': {
      const invoice = event.data.object;
      if (
        invoice.billing_reason !== 'subscription_create' &&
        invoice.billing_reason !== 'subscription_cycle'
      )
        return;
      // The month's included usage is added to what is left: unused credits roll over.
      const balance = Number((await tx.get(userRef)).get('loadTokens')) || 0;
      tx.update(userRef, {
        loadTokens: FieldValue.increment(MONTHLY_GRANT_CREDITS),
        hasEverPaid: true,
        'v2StripeConfig.status': 'active',
        'v2StripeConfig.periodCredits': balance + MONTHLY_GRANT_CREDITS,
        'v2StripeConfig.periodStart': invoice.period_start,
        billingNotice: null,
      });
      return;
    }
    case 'invoice.payment_failed':
      tx.update(userRef, {
        'v2StripeConfig.status': 'past_due',
        billingNotice: {
          kind: 'payment_failed',
          message:
            'Your last payment failed: update your card under Payment method to keep your plan.',
          at: Timestamp.now(),
        },
      });
      return;
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const kind = intent.metadata.kind;
      const credits = Number(intent.metadata.credits);
      if (
        (kind !== 'top_up' && kind !== 'auto_recharge') ||
        !Number.isInteger(credits) ||
        credits <= 0
      )
        return;
      const rechargeId = intent.metadata.rechargeId;
      const recharge =
        kind === 'auto_recharge' && rechargeId
          ? await tx.get(db.doc(rechargePath(userId, rechargeId)))
          : null;
      const user = await tx.get(userRef);
      tx.update(userRef, {
        loadTokens: FieldValue.increment(credits),
        hasEverPaid: true,
        'v2StripeConfig.periodCredits': FieldValue.increment(credits),
        ...(recharge && user.get('internal.autoRecharge.pending') === rechargeId
          ? { 'internal.autoRecharge.pending': null }
          : {}),
      });
      if (recharge?.exists)
        tx.update(recharge.ref, {
          status: 'succeeded',
          paymentIntentId: intent.id,
          settledAt: Timestamp.now(),
        });
      return;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      if (intent.metadata.kind !== 'auto_recharge' || !intent.metadata.rechargeId) return;
      await settleFailedRecharge(
        db,
        userId,
        intent.metadata.rechargeId,
        intent.last_payment_error?.message ?? 'The charge failed.',
        tx,
      );
      return;
    }
    default:
      return;
  }
}
