import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendText } from '../../src/http/httpIo';
import { renderOnboardingPage, renderStripePage } from './renderStripePage';
import { renderCheckoutPage } from './renderCheckoutPage';
import { StripeError } from './stripeError';
import { STRIPE_JS } from './stripeJs';
import type { Services } from './routeRequest';
import type { StripeObject } from './StripeStore';
import type { WebhookEndpoint, WebhookSender } from './WebhookSender';

interface PageContext {
  services: Services;
  webhooks: WebhookSender;
  origin: string;
  endpoints: readonly WebhookEndpoint[];
  /** Runs `work` as the connected account (its events name it). */
  asAccount: <T>(account: string | null, work: () => T) => T;
}

/**
 * Everything that is not the REST API: the page, its actions (the clock of a
 * subscription, retrying an invoice, resending an event, new discount
 * codes), Connect onboarding, and the Stripe.js-compatible script.
 * Answers false for a path it does not serve.
 */
export async function handlePageRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: PageContext,
): Promise<boolean> {
  const { services, webhooks } = ctx;
  const { store } = services;
  const path = url.pathname;
  if (req.method === 'GET' && (path === '/v3' || path === '/v3/')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    sendText(res, 200, STRIPE_JS, 'application/javascript');
    return true;
  }
  if (req.method === 'GET' && path === '/') {
    const byNewest = (a: StripeObject, b: StripeObject) => Number(b.created) - Number(a.created);
    const page = renderStripePage({
      endpoints: ctx.endpoints,
      customers: store.all('customer'),
      subscriptions: store.all('subscription').sort(byNewest),
      invoices: store.all('invoice'),
      paymentIntents: store.all('payment_intent').sort(byNewest),
      promotionCodes: services.catalog.listPromotionCodes({}),
      accounts: store.all('account'),
      events: store.all('event').sort(byNewest),
      attempts: webhooks.attempts,
    });
    sendText(res, 200, page, 'text/html');
    return true;
  }
  const onboarding = /^\/connect\/onboarding\/(acct_[A-Za-z0-9]+)$/.exec(path);
  if (onboarding?.[1]) {
    const account = store.get('account', onboarding[1]);
    const returnUrl = url.searchParams.get('return_url') ?? '';
    if (req.method === 'GET') {
      sendText(res, 200, renderOnboardingPage(account, returnUrl), 'text/html');
      return true;
    }
    const form = new URLSearchParams(await readBody(req));
    services.connect.completeOnboarding(account.id);
    redirect(res, form.get('return_url') || '/');
    return true;
  }
  const checkout = /^\/checkout\/(cs_test_[A-Za-z0-9]+)$/.exec(path);
  if (checkout?.[1]) {
    const session = store.get('checkout.session', checkout[1]);
    const price = store.get('price', String((session._lineItems as { price: string }[])[0]?.price));
    const product = store.find(String(price.product));
    if (req.method === 'GET') {
      sendText(res, 200, renderCheckoutPage({ session, price, product }), 'text/html');
      return true;
    }
    const form = new URLSearchParams(await readBody(req));
    const entered = {
      email: form.get('email') ?? '',
      name: form.get('name') ?? '',
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    try {
      const next = ctx.asAccount((session._account as string | null) ?? null, () =>
        services.checkout.complete(session.id, entered),
      );
      redirect(res, next);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      const page = renderCheckoutPage({ session, price, product, error: error.message, entered });
      sendText(res, 402, page, 'text/html');
    }
    return true;
  }
  if (req.method !== 'POST' || !path.startsWith('/_local/')) return false;
  const form = new URLSearchParams(await readBody(req));
  const [, , kind, id, action] = path.split('/');
  try {
    if (kind === 'subscriptions' && id && action === 'advance') services.subscriptions.advance(id);
    else if (kind === 'invoices' && id && action === 'pay') services.subscriptions.payInvoice(id);
    else if (kind === 'events' && id && action === 'resend')
      webhooks.resend(store.get('event', id));
    else if (kind === 'promotion_codes' && !id) createCode(services, form);
    else return false;
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    sendText(res, 400, `${error.message}\n\nGo back to ${ctx.origin}/`, 'text/plain');
    return true;
  }
  redirect(res, '/');
  return true;
}

function createCode(services: Services, form: URLSearchParams): void {
  const code = form.get('code') ?? '';
  const percent = form.get('percent_off');
  const amount = form.get('amount_off');
  const coupon = services.catalog.createCoupon({
    name: code,
    duration: form.get('duration') ?? 'once',
    ...(percent
      ? { percent_off: percent }
      : amount
        ? { amount_off: String(Math.round(Number(amount) * 100)), currency: 'usd' }
        : {}),
  });
  services.catalog.createPromotionCode({ code, promotion: { type: 'coupon', coupon: coupon.id } });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location });
  res.end();
}
