import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe writes it: the timestamp
 * and an HMAC-SHA256 of `{timestamp}.{payload}` keyed with the endpoint's
 * signing secret (the whole `whsec_…` string).
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
