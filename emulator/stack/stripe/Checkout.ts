import { StripeError, invalid } from './stripeError';
import { int, list, metadata, num, obj, required, str, type Params } from './params';
import { nowSeconds, type StripeObject, type StripeStore } from './StripeStore';
import type { Emit } from './Emit';
import type { Payments } from './Payments';
import type { Subscriptions } from './Subscriptions';

/** What the hosted page's form sends. */
export interface CheckoutForm {
  email: string;
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Checkout Sessions: a hosted payment page (`url`) for a price, in
 * subscription or payment mode, on the platform or on a connected account
 * (the Stripe-Account header; its events carry `account`). Paying creates
 * the customer, the card and the subscription (or payment), with the
 * application fee, then emits `checkout.session.completed`.
 */
export class Checkout {
  constructor(
    private readonly store: StripeStore,
    private readonly payments: Payments,
    private readonly subscriptions: Subscriptions,
    private readonly emit: Emit,
    private readonly origin: string,
  ) {}

  create(params: Params, account: string | null): StripeObject {
    const mode = required(params, 'mode');
    if (mode !== 'subscription' && mode !== 'payment')
      throw invalid(`Invalid mode: must be one of payment or subscription.`, 'mode');
    const successUrl = required(params, 'success_url');
    for (const key of ['success_url', 'cancel_url'] as const) {
      const url = str(params, key);
      if (url !== undefined && !/^https?:\/\//.test(url)) throw invalid('Not a valid URL', key);
    }
    const items = list(params, 'line_items') as Params[];
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    const lineItems = items.map((item, index) => {
      const price = this.store.get('price', required(item, 'price'), `line_items[${index}][price]`);
      const recurring = price.recurring !== null && price.recurring !== undefined;
      if (recurring !== (mode === 'subscription'))
        throw invalid(
          mode === 'subscription'
            ? 'You must provide at least one recurring price in `subscription` mode when using prices.'
            : 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
          `line_items[${index}][price]`,
        );
      return { price: price.id, quantity: int(item, 'quantity') ?? 1 };
    });
    const amountTotal = lineItems.reduce(
      (sum, item) =>
        sum + Number(this.store.get('price', item.price).unit_amount ?? 0) * item.quantity,
      0,
    );
    const subscriptionData = obj(params, 'subscription_data') ?? {};
    const paymentData = obj(params, 'payment_intent_data') ?? {};
    const session = this.store.create('checkout.session', {
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      currency: String(this.store.get('price', lineItems[0]?.price ?? '').currency ?? 'usd'),
      customer: null,
      customer_email: str(params, 'customer_email') ?? null,
      client_reference_id: str(params, 'client_reference_id') ?? null,
      success_url: successUrl,
      cancel_url: str(params, 'cancel_url') ?? null,
      metadata: metadata(params),
      subscription: null,
      payment_intent: null,
      url: null as string | null,
      _account: account,
      _lineItems: lineItems,
      _subscriptionData: {
        application_fee_percent: num(subscriptionData, 'application_fee_percent') ?? null,
        metadata: metadata(subscriptionData),
      },
      _paymentData: {
        application_fee_amount: int(paymentData, 'application_fee_amount') ?? null,
        metadata: metadata(paymentData),
      },
    });
    session.url = `${this.origin}/checkout/${session.id}`;
    return session;
  }

  retrieve(id: string, account: string | null): StripeObject {
    const session = this.store.get('checkout.session', id);
    if ((session._account ?? null) !== account)
      throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    return session;
  }

  /**
   * The buyer paid on the hosted page: answers the URL to return to.
   * A declined card throws Stripe's card error and changes nothing.
   */
  complete(id: string, form: CheckoutForm): string {
    const session = this.store.get('checkout.session', id);
    if (session.status !== 'open')
      throw invalid('This Checkout Session is no longer active.', 'session');
    const [month, year] = form.expiry.split('/').map((part) => part.trim());
    const pm = this.payments.createPaymentMethod({
      type: 'card',
      card: { number: form.number, exp_month: month ?? '', exp_year: year ?? '', cvc: form.cvc },
      billing_details: { name: form.name, email: form.email },
    });
    const items = session._lineItems as { price: string; quantity: number }[];
    const email = form.email || String(session.customer_email ?? '');
    const customer = this.payments.createCustomer({ email, name: form.name });
    this.payments.attach(pm.id, { customer: customer.id });
    if (session.mode === 'subscription') {
      const data = session._subscriptionData as {
        application_fee_percent: number | null;
        metadata: Record<string, string>;
      };
      const sub = this.subscriptions.create({
        customer: customer.id,
        items: items.map((item) => ({ price: item.price, quantity: String(item.quantity) })),
        default_payment_method: pm.id,
        payment_behavior: 'error_if_incomplete',
        metadata: data.metadata,
        ...(data.application_fee_percent !== null
          ? { application_fee_percent: String(data.application_fee_percent) }
          : {}),
      });
      session.subscription = sub.id;
    } else {
      const data = session._paymentData as {
        application_fee_amount: number | null;
        metadata: Record<string, string>;
      };
      const intent = this.payments.createPaymentIntent({
        amount: String(session.amount_total),
        currency: String(session.currency),
        customer: customer.id,
        payment_method: pm.id,
        confirm: 'true',
        metadata: data.metadata,
        ...(data.application_fee_amount !== null
          ? { application_fee_amount: String(data.application_fee_amount) }
          : {}),
      });
      if (intent.status !== 'succeeded') {
        const error = intent.last_payment_error as { message?: string } | null;
        throw new StripeError(402, 'card_error', error?.message ?? 'Your card was declined.');
      }
      session.payment_intent = intent.id;
    }
    session.customer = customer.id;
    session.customer_email = email || null;
    session.status = 'complete';
    session.payment_status = 'paid';
    this.emit('checkout.session.completed', session);
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
  }
}
