import { escape, money } from './renderStripePage';
import type { StripeObject } from './StripeStore';

interface CheckoutPage {
  session: StripeObject;
  price: StripeObject;
  product: StripeObject | undefined;
  error?: string;
  entered?: { email: string; name: string; number: string; expiry: string; cvc: string };
}

/**
 * The hosted Checkout page of a session: what is bought and a card form
 * (Stripe's test cards decide the outcome). A paid session shows its state.
 */
export function renderCheckoutPage({
  session,
  price,
  product,
  error,
  entered,
}: CheckoutPage): string {
  const interval = (price.recurring as { interval?: string } | null)?.interval;
  const amount = `${money(session.amount_total, session.currency)}${interval ? ` per ${escape(interval)}` : ''}`;
  const field = (name: string, label: string, value: string, extra = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escape(value)}" required ${extra}>`;
  const form =
    session.status === 'open'
      ? `<form method="post">
${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
${field('email', 'E-mail', entered?.email ?? String(session.customer_email ?? ''), 'type="email" autocomplete="email"')}
${field('number', 'Card number', entered?.number ?? '', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
${field('expiry', 'Expiry (MM / YY)', entered?.expiry ?? '', 'autocomplete="cc-exp" placeholder="12 / 34"')}
${field('cvc', 'CVC', entered?.cvc ?? '', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
${field('name', 'Name on card', entered?.name ?? '', 'autocomplete="cc-name"')}
<button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
</form>
<p class="hint">Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.</p>
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : ''}`
      : `<p>This Checkout Session is ${escape(session.status)} (${escape(session.payment_status)}).</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:28rem;padding:0 1rem;color:#1a1a1a}label{display:block;margin-top:.75rem;font-weight:600}input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:6px}button{margin-top:1rem;width:100%;font:inherit;padding:.6rem 1rem;background:#533afd;color:#fff;border:0;border-radius:6px}.error{color:#b91c1c;font-weight:600}.hint{color:#4b5563;font-size:.875rem}a{color:#3b2bb8}</style></head>
<body><main><h1>${escape(product?.name ?? 'Checkout')}</h1><p><strong>${amount}</strong></p>
${form}</main></body></html>`;
}
