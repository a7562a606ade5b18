import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { CountryBillingInfo } from '@vg/common';
import { stripe } from '../gateways/stripe';

/**
 * The Stripe tax rate for a country's VAT, made once per rate and kept in
 * `billingSettings/taxRates` (functions only). None for untaxed countries.
 */
export async function taxRateIds(db: Firestore, info: CountryBillingInfo): Promise<string[]> {
  if (info.taxRate === 0) return [];
  const key = `${info.currency}_${info.taxRate}`;
  const ref = db.doc('billingSettings/taxRates');
  const known = (await ref.get()).get(key) as unknown;
  if (typeof known === 'string') return [known];
  const rate = await stripe().taxRates.create(
    {
      display_name: 'VAT',
      description: info.taxDescription,
      percentage: info.taxRate,
      inclusive: false,
    },
    { idempotencyKey: `tax-rate-${key}` },
  );
  await ref.set({ [key]: rate.id, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  return [rate.id];
}
