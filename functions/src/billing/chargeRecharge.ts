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
 * Starts the charge of a recorded recharge, once: whoever first claims it
 * (chargeStartedAt on the recharge, in a transaction) charges it; every
 * other caller, and a recharge already settled, does nothing.
 *
 * The charge is started from what is stored, not from what the recording
 * transaction's attempt computed: a commit that reached the database but
 * whose answer was lost is retried by the client library, and the retry
 * (seeing the recharge already recorded) plans nothing, so a charge started
 * only by the planning attempt was never made and the recharge stayed
 * pending, blocking the next one. Any spend that sees a recorded recharge
 * nobody has started charging now starts it.
 */
export async function startRecharge(
  db: Firestore,
  region: Region,
  userId: string,
  customerId: string,
  rechargeId: string,
): Promise<boolean> {
  const ref = db.doc(rechargePath(userId, rechargeId));
  // A plain read first: while a recharge is charging, spends skip the transaction.
  const seen = await ref.get();
  if (!seen.exists || seen.get('status') !== 'pending' || seen.get('chargeStartedAt')) return false;
  const claimed = await db.runTransaction(async (tx) => {
    const recharge = await tx.get(ref);
    if (!recharge.exists || recharge.get('status') !== 'pending' || recharge.get('chargeStartedAt'))
      return null;
    tx.update(ref, { chargeStartedAt: Timestamp.now() });
    return {
      id: rechargeId,
      usd: Number(recharge.get('usd')) || 0,
      credits: Number(recharge.get('credits')) || 0,
    };
  });
  if (!claimed) return false;
  await chargeRecharge(db, region, userId, customerId, claimed);
  return true;
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
  plan: Pick<PlannedRecharge, 'id' | 'usd' | 'credits'>,
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
