import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Region } from '@vg/common';
import { isCardError, stripe } from '../gateways/stripe';
import { billingInfoFor, toMinorUnits } from './billingPrices';
import type { PlannedRecharge } from './plannedRecharge';
import { defaultPaymentMethod, ownerMetadata } from './stripeCustomer';

export function rechargePath(userId: string, rechargeId: string): string {
  return `users/${userId}/recharges/${rechargeId}`;
}

/** Records the recharge inside the consumption's transaction. */
export function recordRecharge(
  tx: Transaction,
  db: Firestore,
  userId: string,
  plan: PlannedRecharge,
): void {
  tx.update(db.doc(`users/${userId}`), { 'internal.autoRecharge': plan.state });
  tx.set(db.doc(rechargePath(userId, plan.id)), {
    usd: plan.usd,
    credits: plan.credits,
    status: 'pending',
    createdAt: Timestamp.now(),
  });
}

/**
 * The off-session charge of a recorded recharge. The recharge id is the
 * idempotency key, so a retried call cannot charge twice; the credits come
 * with the payment_intent.succeeded event. A failed charge is settled here
 * (and again, harmlessly, by the payment_intent.payment_failed event).
 */
export async function chargeRecharge(
  db: Firestore,
  region: Region,
  userId: string,
  customerId: string,
  plan: PlannedRecharge,
): Promise<void> {
  try {
    const card = await defaultPaymentMethod(customerId);
    if (!card) throw new Error('No saved card to charge.');
    const info = billingInfoFor(card.billing_details.address?.country);
    await stripe().paymentIntents.create(
      {
        amount: toMinorUnits(plan.usd * info.exchangeRate * (1 + info.taxRate / 100)),
        currency: info.currency.toLowerCase(),
        customer: customerId,
        payment_method: card.id,
        confirm: true,
        off_session: true,
        description: `Automatic recharge: ${plan.credits} credits`,
        metadata: {
          ...ownerMetadata(region, userId),
          kind: 'auto_recharge',
          rechargeId: plan.id,
          credits: String(plan.credits),
          usd: String(plan.usd),
        },
      },
      { idempotencyKey: `recharge-${plan.id}` },
    );
  } catch (error) {
    const message =
      isCardError(error) || error instanceof Error ? error.message : 'The charge failed.';
    await settleFailedRecharge(db, userId, plan.id, message);
  }
}

/**
 * A failed recharge: marked failed once, its amount no longer counts
 * toward the month's limit, the next crossing may try again, and the owner
 * sees why on the billing page. No automatic retry of the same charge.
 */
export async function settleFailedRecharge(
  db: Firestore,
  userId: string,
  rechargeId: string,
  message: string,
  tx?: Transaction,
): Promise<void> {
  const work = async (t: Transaction) => {
    const recharge = await t.get(db.doc(rechargePath(userId, rechargeId)));
    const user = await t.get(db.doc(`users/${userId}`));
    if (!recharge.exists || recharge.get('status') !== 'pending' || !user.exists) return;
    const usd = Number(recharge.get('usd')) || 0;
    const state = (user.get('internal.autoRecharge') ?? {}) as {
      pending?: string;
      chargedUsd?: number;
    };
    t.update(recharge.ref, { status: 'failed', error: message, settledAt: Timestamp.now() });
    t.update(user.ref, {
      ...(state.pending === rechargeId ? { 'internal.autoRecharge.pending': null } : {}),
      'internal.autoRecharge.chargedUsd': FieldValue.increment(-usd),
      billingNotice: {
        kind: 'auto_recharge_failed',
        message: `Automatic recharge failed: ${message}`,
        at: Timestamp.now(),
      },
    });
  };
  if (tx) await work(tx);
  else await db.runTransaction(work);
}
