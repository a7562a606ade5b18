import { cardBrand, declineFor, luhnValid } from './testCards';
import { StripeError, invalid } from './stripeError';
import { bool, int, metadata, obj, required, str, type Params } from './params';
import { nowSeconds, type StripeObject, type StripeStore } from './StripeStore';
import type { Emit } from './Emit';

/**
 * Customers, card payment methods and payment intents: the part of Stripe
 * that moves money. Card numbers decide outcomes as Stripe's test cards do.
 */
export class Payments {
  constructor(
    private readonly store: StripeStore,
    private readonly emit: Emit,
  ) {}

  createCustomer(params: Params): StripeObject {
    const customer = this.store.create('customer', {
      created: nowSeconds(),
      email: str(params, 'email') ?? null,
      name: str(params, 'name') ?? null,
      phone: str(params, 'phone') ?? null,
      description: str(params, 'description') ?? null,
      address: addressOf(obj(params, 'address')),
      metadata: metadata(params),
      invoice_settings: { default_payment_method: null },
      balance: 0,
      currency: null,
      delinquent: false,
    });
    const pm = str(params, 'payment_method');
    if (pm) this.attach(pm, { customer: customer.id });
    const defaultPm = str(obj(params, 'invoice_settings') ?? {}, 'default_payment_method');
    if (defaultPm)
      this.updateCustomer(customer.id, { invoice_settings: { default_payment_method: defaultPm } });
    this.emit('customer.created', customer);
    return customer;
  }

  updateCustomer(id: string, params: Params): StripeObject {
    const customer = this.store.get('customer', id);
    const previous: Record<string, unknown> = {};
    for (const key of ['email', 'name', 'phone', 'description'] as const) {
      const value = params[key];
      if (typeof value === 'string') {
        previous[key] = customer[key];
        customer[key] = value || null;
      }
    }
    const address = obj(params, 'address');
    if (address) customer.address = addressOf(address);
    customer.metadata = metadata(params, customer.metadata as Record<string, string>);
    const settings = obj(params, 'invoice_settings');
    const defaultPm = settings ? str(settings, 'default_payment_method') : undefined;
    if (defaultPm) {
      const pm = this.store.get(
        'payment_method',
        defaultPm,
        'invoice_settings[default_payment_method]',
      );
      if (pm.customer !== id)
        throw invalid(
          `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
        );
      previous.invoice_settings = { ...(customer.invoice_settings as object) };
      customer.invoice_settings = { default_payment_method: defaultPm };
    }
    this.emit('customer.updated', customer, previous);
    return customer;
  }

  /** Stripe.js sends raw card data with the publishable key; the secret key may too (tests). */
  createPaymentMethod(params: Params): StripeObject {
    const type = required(params, 'type');
    if (type !== 'card')
      throw invalid(`Invalid payment method type: ${type}. Only card is supported here.`, 'type');
    const card = obj(params, 'card') ?? {};
    const number = (str(card, 'number') ?? '').replace(/\s+/g, '');
    if (!luhnValid(number))
      throw new StripeError(402, 'card_error', 'Your card number is incorrect.', {
        code: 'incorrect_number',
        param: 'card[number]',
      });
    const expMonth = int(card, 'exp_month');
    const expYear = int(card, 'exp_year');
    if (!expMonth || expMonth < 1 || expMonth > 12)
      throw new StripeError(402, 'card_error', "Your card's expiration month is invalid.", {
        code: 'invalid_expiry_month',
        param: 'card[exp_month]',
      });
    const year = expYear !== undefined && expYear < 100 ? 2000 + expYear : (expYear ?? 0);
    const now = new Date();
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    )
      throw new StripeError(402, 'card_error', "Your card's expiration year is invalid.", {
        code: 'invalid_expiry_year',
        param: 'card[exp_year]',
      });
    const cvc = str(card, 'cvc');
    if (cvc !== undefined && !/^\d{3,4}$/.test(cvc))
      throw new StripeError(402, 'card_error', "Your card's security code is invalid.", {
        code: 'invalid_cvc',
        param: 'card[cvc]',
      });
    const details = obj(params, 'billing_details') ?? {};
    return this.store.create('payment_method', {
      created: nowSeconds(),
      type: 'card',
      customer: null,
      metadata: metadata(params),
      billing_details: {
        name: str(details, 'name') ?? null,
        email: str(details, 'email') ?? null,
        phone: str(details, 'phone') ?? null,
        address: addressOf(obj(details, 'address')),
      },
      card: {
        brand: cardBrand(number),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: year,
        country: 'US',
        funding: 'credit',
        fingerprint: number.slice(-8),
        checks: {
          cvc_check: cvc ? 'pass' : null,
          address_line1_check: null,
          address_postal_code_check: null,
        },
      },
      // Kept for the outcome of charges; never sent (see publicView).
      _number: number,
    });
  }

  updatePaymentMethod(id: string, params: Params): StripeObject {
    const pm = this.store.get('payment_method', id);
    const details = obj(params, 'billing_details');
    if (details) {
      const current = pm.billing_details as Record<string, unknown>;
      pm.billing_details = {
        name: str(details, 'name') ?? current.name,
        email: str(details, 'email') ?? current.email,
        phone: str(details, 'phone') ?? current.phone,
        address: obj(details, 'address') ? addressOf(obj(details, 'address')) : current.address,
      };
    }
    pm.metadata = metadata(params, pm.metadata as Record<string, string>);
    this.emit('payment_method.updated', pm);
    return pm;
  }

  attach(id: string, params: Params): StripeObject {
    const pm = this.store.get('payment_method', id);
    const customerId = required(params, 'customer');
    this.store.get('customer', customerId, 'customer');
    if (pm.customer && pm.customer !== customerId)
      throw invalid('The payment method you provided has already been attached to a customer.');
    const decline = declineFor(String(pm._number), 'attach');
    if (decline) throw decline;
    pm.customer = customerId;
    this.emit('payment_method.attached', pm);
    return pm;
  }

  detach(id: string): StripeObject {
    const pm = this.store.get('payment_method', id);
    if (!pm.customer) throw invalid(`The payment method ${id} is not attached to a customer.`);
    const customer = this.store.find(String(pm.customer));
    const settings = customer?.invoice_settings as { default_payment_method?: string } | undefined;
    if (customer && settings?.default_payment_method === id)
      customer.invoice_settings = { default_payment_method: null };
    pm.customer = null;
    this.emit('payment_method.detached', pm);
    return pm;
  }

  listPaymentMethods(customer: string): StripeObject[] {
    this.store.get('customer', customer, 'customer');
    return this.store
      .all('payment_method')
      .filter((pm) => pm.customer === customer)
      .sort((a, b) => Number(b.created) - Number(a.created));
  }

  createPaymentIntent(params: Params, extra: Record<string, unknown> = {}): StripeObject {
    const amount = int(params, 'amount');
    if (amount === undefined) throw invalid('Missing required param: amount.', 'amount');
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
    const currency = required(params, 'currency').toLowerCase();
    const customer = str(params, 'customer') ?? null;
    if (customer) this.store.get('customer', customer, 'customer');
    const pi = this.store.create('payment_intent', {
      created: nowSeconds(),
      amount,
      amount_received: 0,
      currency,
      customer,
      description: str(params, 'description') ?? null,
      metadata: metadata(params),
      payment_method: str(params, 'payment_method') ?? null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      off_session: bool(params, 'off_session') ?? null,
      application_fee_amount: int(params, 'application_fee_amount') ?? null,
      transfer_data: obj(params, 'transfer_data') ?? null,
      on_behalf_of: str(params, 'on_behalf_of') ?? null,
      client_secret: '',
      ...extra,
    });
    pi.client_secret = `${pi.id}_secret_${pi.id.slice(3, 15)}`;
    if (pi.payment_method) pi.status = 'requires_confirmation';
    this.emit('payment_intent.created', pi);
    if (bool(params, 'confirm')) return this.confirm(pi.id, {});
    return pi;
  }

  /** Charges the intent's card: succeeded, or Stripe's card error carrying the intent. */
  confirm(id: string, params: Params): StripeObject {
    const pi = this.store.get('payment_intent', id);
    const pmId = str(params, 'payment_method') ?? (pi.payment_method as string | null);
    if (!pmId)
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with the customer, you must provide a payment method.",
        'payment_method',
      );
    if (pi.status === 'succeeded')
      throw invalid(
        "This PaymentIntent's payment has already succeeded; you cannot confirm it again.",
      );
    const pm = this.store.get('payment_method', pmId, 'payment_method');
    if (pi.customer && pm.customer !== pi.customer)
      throw invalid(
        `The provided PaymentMethod ${pmId} was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.`,
        'payment_method',
      );
    pi.payment_method = pmId;
    const decline = declineFor(String(pm._number), 'charge');
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { ...decline.toJSON().error, payment_method: publicView(pm) };
      this.emit('payment_intent.payment_failed', pi);
      decline.extra.payment_intent = publicView(pi);
      throw decline;
    }
    const charge = this.store.create('charge', {
      created: nowSeconds(),
      amount: pi.amount,
      amount_captured: pi.amount,
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: pmId,
      paid: true,
      status: 'succeeded',
      captured: true,
      application_fee_amount: pi.application_fee_amount,
      metadata: pi.metadata,
    });
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    this.emit('charge.succeeded', charge);
    this.emit('payment_intent.succeeded', pi);
    return pi;
  }
}

function addressOf(address: Params | undefined): Record<string, string | null> | null {
  if (!address) return null;
  const field = (key: string) => str(address, key) ?? null;
  return {
    line1: field('line1'),
    line2: field('line2'),
    city: field('city'),
    state: field('state'),
    postal_code: field('postal_code'),
    country: field('country'),
  };
}

/** An object as the API shows it: fields starting with `_` are the stand-in's own. */
export function publicView<T>(value: T): T {
  if (Array.isArray(value)) return value.map(publicView) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith('_'))
        .map(([key, inner]) => [key, publicView(inner)]),
    ) as T;
  }
  return value;
}
