import { list, str, type Params } from './params';
import { StripeError } from './stripeError';
import type { StripeObject, StripeStore } from './StripeStore';
import type { Payments } from './Payments';
import type { Catalog } from './Catalog';
import type { Subscriptions } from './Subscriptions';
import type { Connect } from './Connect';
import type { Checkout } from './Checkout';

export interface Services {
  store: StripeStore;
  payments: Payments;
  catalog: Catalog;
  subscriptions: Subscriptions;
  connect: Connect;
  checkout: Checkout;
}

/** `account`: the connected account named by the Stripe-Account header, if any. */
type Handler = (s: Services, params: Params, id: string, account: string | null) => unknown;

/** Stripe's REST routes the platform uses, `:id` the object id. */
const ROUTES: [method: string, path: string, handler: Handler][] = [
  ['POST', '/v1/customers', (s, p) => s.payments.createCustomer(p)],
  ['GET', '/v1/customers/:id', (s, _p, id) => s.store.get('customer', id)],
  ['POST', '/v1/customers/:id', (s, p, id) => s.payments.updateCustomer(id, p)],
  ['GET', '/v1/customers/:id/payment_methods', (s, _p, id) => s.payments.listPaymentMethods(id)],
  ['POST', '/v1/payment_methods', (s, p) => s.payments.createPaymentMethod(p)],
  ['GET', '/v1/payment_methods', (s, p) => s.payments.listPaymentMethods(str(p, 'customer') ?? '')],
  ['GET', '/v1/payment_methods/:id', (s, _p, id) => s.store.get('payment_method', id)],
  ['POST', '/v1/payment_methods/:id', (s, p, id) => s.payments.updatePaymentMethod(id, p)],
  ['POST', '/v1/payment_methods/:id/attach', (s, p, id) => s.payments.attach(id, p)],
  ['POST', '/v1/payment_methods/:id/detach', (s, _p, id) => s.payments.detach(id)],
  ['POST', '/v1/payment_intents', (s, p) => s.payments.createPaymentIntent(p)],
  ['GET', '/v1/payment_intents/:id', (s, _p, id) => s.store.get('payment_intent', id)],
  ['POST', '/v1/payment_intents/:id/confirm', (s, p, id) => s.payments.confirm(id, p)],
  ['GET', '/v1/charges/:id', (s, _p, id) => s.store.get('charge', id)],
  ['POST', '/v1/products', (s, p) => s.catalog.createProduct(p)],
  ['GET', '/v1/products/:id', (s, _p, id) => s.store.get('product', id)],
  ['POST', '/v1/prices', (s, p) => s.catalog.createPrice(p)],
  ['GET', '/v1/prices', (s, p) => s.catalog.listPrices(p)],
  ['GET', '/v1/prices/:id', (s, _p, id) => s.store.get('price', id)],
  ['POST', '/v1/coupons', (s, p) => s.catalog.createCoupon(p)],
  ['GET', '/v1/coupons/:id', (s, _p, id) => s.store.get('coupon', id)],
  ['POST', '/v1/promotion_codes', (s, p) => s.catalog.createPromotionCode(p)],
  ['GET', '/v1/promotion_codes', (s, p) => s.catalog.listPromotionCodes(p)],
  ['POST', '/v1/tax_rates', (s, p) => s.catalog.createTaxRate(p)],
  ['GET', '/v1/tax_rates/:id', (s, _p, id) => s.store.get('tax_rate', id)],
  ['POST', '/v1/subscriptions', (s, p) => s.subscriptions.create(p)],
  ['GET', '/v1/subscriptions', (s, p) => s.subscriptions.list(p)],
  ['GET', '/v1/subscriptions/:id', (s, _p, id) => s.store.get('subscription', id)],
  ['POST', '/v1/subscriptions/:id', (s, p, id) => s.subscriptions.update(id, p)],
  ['DELETE', '/v1/subscriptions/:id', (s, p, id) => s.subscriptions.cancel(id, p)],
  ['POST', '/v1/subscription_items', (s, p) => s.subscriptions.createItem(p)],
  ['POST', '/v1/subscription_items/:id', (s, p, id) => s.subscriptions.updateItem(id, p)],
  ['DELETE', '/v1/subscription_items/:id', (s, _p, id) => s.subscriptions.deleteItem(id)],
  [
    'GET',
    '/v1/invoices',
    (s, p) =>
      s.store
        .all('invoice')
        .filter((i) => !str(p, 'customer') || i.customer === str(p, 'customer'))
        .sort((a, b) => Number(b.created) - Number(a.created)),
  ],
  ['GET', '/v1/invoices/:id', (s, _p, id) => s.store.get('invoice', id)],
  ['POST', '/v1/invoices/:id/pay', (s, _p, id) => s.subscriptions.payInvoice(id)],
  [
    'GET',
    '/v1/events',
    (s, p) =>
      s.store
        .all('event')
        .filter((e) => !str(p, 'type') || e.type === str(p, 'type'))
        .sort((a, b) => Number(b.created) - Number(a.created)),
  ],
  ['GET', '/v1/events/:id', (s, _p, id) => s.store.get('event', id)],
  ['POST', '/v1/accounts', (s, p) => s.connect.createAccount(p)],
  ['GET', '/v1/accounts/:id', (s, _p, id) => s.store.get('account', id)],
  ['POST', '/v1/account_links', (s, p) => s.connect.createAccountLink(p)],
  ['POST', '/v1/checkout/sessions', (s, p, _id, account) => s.checkout.create(p, account)],
  ['GET', '/v1/checkout/sessions/:id', (s, _p, id, account) => s.checkout.retrieve(id, account)],
];

/** Calls the publishable key may make, as with Stripe.js. */
export const PUBLISHABLE_CALLS = new Set(['POST /v1/payment_methods']);

export function findRoute(
  method: string,
  path: string,
): { handler: Handler; id: string; pattern: string } | null {
  for (const [routeMethod, pattern, handler] of ROUTES) {
    if (routeMethod !== method) continue;
    const regex = new RegExp(`^${pattern.replace(':id', '([A-Za-z0-9_]+)')}$`);
    const match = regex.exec(path);
    if (match) return { handler, id: match[1] ?? '', pattern: `${method} ${pattern}` };
  }
  return null;
}

/** The answer as Stripe shapes it: lists wrapped, `expand[]` paths replaced by their objects. */
export function present(store: StripeStore, result: unknown, params: Params, url: string): unknown {
  const expand = list(params, 'expand').map(String);
  if (Array.isArray(result)) {
    const limit = Number(str(params, 'limit') ?? 10);
    return {
      object: 'list',
      url,
      has_more: result.length > limit,
      data: result.slice(0, limit).map((item) =>
        expandPaths(
          store,
          structuredClone(item),
          expand.map((p) => p.replace(/^data\./, '')),
        ),
      ),
    };
  }
  return expandPaths(store, structuredClone(result), expand);
}

function expandPaths(store: StripeStore, object: unknown, paths: string[]): unknown {
  for (const path of paths) expandOne(store, object, path.split('.'));
  return object;
}

function expandOne(store: StripeStore, holder: unknown, parts: string[]): void {
  if (!holder || typeof holder !== 'object' || parts.length === 0) return;
  const [head, ...rest] = parts as [string, ...string[]];
  const record = holder as Record<string, unknown>;
  let value = record[head];
  if (typeof value === 'string') {
    const found = store.find(value);
    if (!found)
      throw new StripeError(
        400,
        'invalid_request_error',
        `This property cannot be expanded (${head}).`,
        { param: 'expand' },
      );
    value = structuredClone(found);
    record[head] = value;
  }
  if (Array.isArray(value)) {
    value.forEach((entry, index) => {
      if (typeof entry === 'string' && store.find(entry))
        (value as unknown[])[index] = structuredClone(store.find(entry) as StripeObject);
      expandOne(store, (value as unknown[])[index], rest);
    });
    return;
  }
  expandOne(store, value, rest);
}
