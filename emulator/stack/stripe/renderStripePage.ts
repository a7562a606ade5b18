import type { StripeObject } from './StripeStore';
import type { DeliveryAttempt, WebhookEndpoint } from './WebhookSender';

export function escape(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function money(amount: unknown, currency: unknown): string {
  return `${(Number(amount) / 100).toFixed(2)} ${String(currency ?? '').toUpperCase()}`;
}

function date(seconds: unknown): string {
  return typeof seconds === 'number'
    ? new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')
    : '';
}

function button(action: string, label: string): string {
  return `<form method="post" action="${escape(action)}"><button type="submit">${escape(label)}</button></form>`;
}

export interface StripePageData {
  endpoints: readonly WebhookEndpoint[];
  customers: StripeObject[];
  subscriptions: StripeObject[];
  invoices: StripeObject[];
  paymentIntents: StripeObject[];
  promotionCodes: StripeObject[];
  accounts: StripeObject[];
  events: StripeObject[];
  attempts: readonly DeliveryAttempt[];
}

/** The local Stripe dashboard: what the platform did, and the account owner's actions. */
export function renderStripePage(data: StripePageData): string {
  const customerEmail = (id: unknown) =>
    escape(data.customers.find((c) => c.id === id)?.email ?? id);
  const subscriptions = data.subscriptions
    .map((s) => {
      const items = (s.items as { data: StripeObject[] }).data
        .map(
          (i) =>
            `${escape(i.quantity)} × ${escape((i.price as StripeObject).product)} (${money((i.price as StripeObject).unit_amount, (i.price as StripeObject).currency)})`,
        )
        .join('<br>');
      const open = data.invoices.find((i) => i.id === s.latest_invoice && i.status === 'open');
      const actions =
        s.status === 'canceled'
          ? ''
          : button(
              `/_local/subscriptions/${s.id}/advance`,
              s.cancel_at_period_end
                ? 'End the period (cancels)'
                : 'End the period (renew and invoice)',
            ) +
            (open
              ? button(`/_local/invoices/${String(open.id)}/pay`, 'Retry the open invoice')
              : '');
      return `<tr><td>${escape(s.id)}</td><td>${customerEmail(s.customer)}</td><td>${escape(s.status)}${s.cancel_at_period_end ? ' (cancels at period end)' : ''}</td><td>${items}</td><td>${date(s._periodEnd)}</td><td>${actions}</td></tr>`;
    })
    .join('');
  const payments = data.paymentIntents
    .slice(0, 30)
    .map(
      (p) =>
        `<tr><td>${escape(p.id)}</td><td>${customerEmail(p.customer)}</td><td>${money(p.amount, p.currency)}</td><td>${escape(p.status)}</td><td>${escape(p.description)}</td><td>${date(p.created)}</td></tr>`,
    )
    .join('');
  const codes = data.promotionCodes
    .map((p) => {
      const coupon = (p.promotion as { coupon: StripeObject }).coupon;
      const off =
        coupon.percent_off !== null
          ? `${String(coupon.percent_off)} %`
          : money(coupon.amount_off, coupon.currency);
      return `<tr><td><code>${escape(p.code)}</code></td><td>${escape(off)}</td><td>${escape(coupon.duration)}</td><td>${escape(p.times_redeemed)}</td><td>${p.active ? 'active' : 'inactive'}</td></tr>`;
    })
    .join('');
  const events = data.events
    .slice(0, 40)
    .map((e) => {
      const tries = data.attempts.filter((a) => a.eventId === e.id);
      const last = tries.at(-1);
      const state = last ? `${tries.length} attempt(s), last ${escape(last.status)}` : 'not sent';
      const object = (e.data as { object: StripeObject }).object;
      return `<tr><td>${date(e.created)}</td><td>${escape(e.type)}</td><td>${escape(object.id)}</td><td>${state}</td><td>${button(`/_local/events/${e.id}/resend`, 'Resend')}</td></tr>`;
    })
    .join('');
  const accounts = data.accounts
    .map(
      (a) =>
        `<tr><td>${escape(a.id)}</td><td>${escape(a.email)}</td><td>${a.charges_enabled ? 'charges enabled' : 'onboarding not finished'}</td></tr>`,
    )
    .join('');
  const table = (caption: string, head: string[], rows: string, empty: string) =>
    `<section><h2>${caption}</h2>${rows ? `<div class="scroll"><table><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></div>` : `<p>${empty}</p>`}</section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Stripe</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:1rem;color:#1a1a1a}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}form{display:inline-block;margin:.1rem}button{font:inherit;padding:.2rem .6rem}label{display:inline-block;margin:.2rem .5rem .2rem 0}input,select{font:inherit}code{background:#eee;padding:0 .2rem}</style></head>
<body><main><h1>Local Stripe (test mode)</h1>
<p>Stripe's API as the platform's <code>stripe</code> client and Stripe.js see it. Events are signed and sent to: ${data.endpoints.map((e) => `<code>${escape(e.url)}</code>`).join(', ') || 'no endpoint'}, and retried until taken. Test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined, <code>4000 0000 0000 9995</code> has insufficient funds, <code>4000 0000 0000 0341</code> attaches but its charges fail.</p>
${table('Subscriptions', ['Id', 'Customer', 'Status', 'Items', 'Period ends', 'Act as the clock'], subscriptions, 'No subscriptions yet.')}
${table('Payments', ['Id', 'Customer', 'Amount', 'Status', 'Description', 'Created'], payments, 'No payments yet.')}
<section><h2>Discount codes</h2>${codes ? `<div class="scroll"><table><thead><tr><th scope="col">Code</th><th scope="col">Off</th><th scope="col">Duration</th><th scope="col">Redeemed</th><th scope="col">State</th></tr></thead><tbody>${codes}</tbody></table></div>` : ''}
<form method="post" action="/_local/promotion_codes"><label>Code <input name="code" required pattern="[A-Za-z0-9_-]{3,30}"></label><label>Percent off <input name="percent_off" type="number" min="1" max="100"></label><label>or amount off (USD) <input name="amount_off" type="number" min="1"></label><label>Duration <select name="duration"><option>once</option><option>forever</option></select></label><button type="submit">Create code</button></form></section>
${table('Connected accounts', ['Id', 'E-mail', 'State'], accounts, 'No connected accounts yet.')}
${table('Events', ['Created', 'Type', 'Object', 'Delivery', ''], events, 'No events yet.')}
</main></body></html>`;
}

/** Connect onboarding: the agency owner agrees and returns to the platform. */
export function renderOnboardingPage(account: StripeObject, returnUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Connect with Stripe</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.5rem 1rem;background:#533afd;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>Set up payouts</h1><p>Account <code>${escape(account.id)}</code>${account.email ? ` for ${escape(account.email)}` : ''}. Local test mode: no details are needed.</p>
<form method="post"><input type="hidden" name="return_url" value="${escape(returnUrl)}"><button type="submit">Agree and submit</button></form></main></body></html>`;
}
