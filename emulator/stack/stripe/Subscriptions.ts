import { StripeError, invalid } from './stripeError';
import { bool, int, list, metadata, num, obj, required, str, type Params } from './params';
import { nowSeconds, type StripeObject, type StripeStore } from './StripeStore';
import type { Catalog } from './Catalog';
import type { Payments } from './Payments';
import type { Emit } from './Emit';

const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * Subscriptions with items, their discounts and tax rates, and the invoices
 * they raise: one at creation (paid at once with the default card) and one
 * per period when the period ends (the page's "advance" acts as the clock).
 */
export class Subscriptions {
  constructor(
    private readonly store: StripeStore,
    private readonly catalog: Catalog,
    private readonly payments: Payments,
    private readonly emit: Emit,
  ) {}

  create(params: Params): StripeObject {
    const customer = this.store.get('customer', required(params, 'customer'), 'customer');
    const items = list(params, 'items') as Params[];
    if (items.length === 0) throw invalid('Missing required param: items.', 'items');
    const start = nowSeconds();
    const periodEnd = addMonths(start, 1);
    const behavior = str(params, 'payment_behavior') ?? 'allow_incomplete';
    const sub = this.store.create<StripeObject>('subscription', {
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      customer: customer.id,
      status: 'incomplete',
      currency: null,
      items: { object: 'list', data: [], has_more: false },
      default_payment_method: str(params, 'default_payment_method') ?? null,
      default_tax_rates: list(params, 'default_tax_rates').map((id, i) =>
        this.store.get('tax_rate', String(id), `default_tax_rates[${i}]`),
      ),
      discounts: [],
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      ended_at: null,
      latest_invoice: null,
      metadata: metadata(params),
      application_fee_percent: num(params, 'application_fee_percent') ?? null,
      transfer_data: obj(params, 'transfer_data') ?? null,
      on_behalf_of: str(params, 'on_behalf_of') ?? null,
      collection_method: 'charge_automatically',
      _periodStart: start,
      _periodEnd: periodEnd,
    });
    try {
      for (const [index, item] of items.entries()) this.addItem(sub, item, `items[${index}]`);
      this.applyDiscounts(sub, params);
      if (sub.default_payment_method) {
        const pm = this.store.get(
          'payment_method',
          String(sub.default_payment_method),
          'default_payment_method',
        );
        if (pm.customer !== customer.id)
          throw invalid(
            `The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`,
            'default_payment_method',
          );
      }
      const invoice = this.invoice(sub, 'subscription_create', behavior === 'error_if_incomplete');
      sub.status = invoice.status === 'paid' ? 'active' : 'incomplete';
    } catch (error) {
      // error_if_incomplete: nothing is created when the first payment fails.
      this.store.put({ ...sub, deleted: true });
      throw error;
    }
    this.emit('customer.subscription.created', sub);
    this.emitInvoiceOutcome(String(sub.latest_invoice));
    return sub;
  }

  update(id: string, params: Params): StripeObject {
    const sub = this.live(id);
    const before = { ...sub, items: structuredClone(sub.items) };
    const previous: Record<string, unknown> = {};
    const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at;
      sub.cancel_at_period_end = cancelAtPeriodEnd;
      sub.cancel_at = cancelAtPeriodEnd ? sub._periodEnd : null;
      sub.canceled_at = cancelAtPeriodEnd ? nowSeconds() : null;
    }
    const details = obj(params, 'cancellation_details');
    if (details) {
      previous.cancellation_details = sub.cancellation_details;
      sub.cancellation_details = {
        comment: str(details, 'comment') ?? null,
        feedback: str(details, 'feedback') ?? null,
        reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    const pm = str(params, 'default_payment_method');
    if (pm) {
      previous.default_payment_method = sub.default_payment_method;
      sub.default_payment_method = this.store.get(
        'payment_method',
        pm,
        'default_payment_method',
      ).id;
    }
    if (params.metadata) {
      previous.metadata = sub.metadata;
      sub.metadata = metadata(params, sub.metadata as Record<string, string>);
    }
    const items = list(params, 'items') as Params[];
    for (const [index, item] of items.entries()) {
      const itemId = str(item, 'id');
      if (!itemId) this.addItem(sub, item, `items[${index}]`);
      else if (bool(item, 'deleted')) this.removeItem(sub, itemId);
      else this.setQuantity(sub, itemId, int(item, 'quantity') ?? 1);
    }
    if (items.length) previous.items = before.items;
    this.applyDiscounts(sub, params);
    this.emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  /** DELETE /v1/subscriptions/{id}: ends it now. */
  cancel(id: string, params: Params = {}): StripeObject {
    const sub = this.live(id);
    sub.status = 'canceled';
    sub.canceled_at = sub.canceled_at ?? nowSeconds();
    sub.ended_at = nowSeconds();
    const details = obj(params, 'cancellation_details');
    if (details)
      sub.cancellation_details = {
        comment: str(details, 'comment') ?? null,
        feedback: str(details, 'feedback') ?? null,
        reason: 'cancellation_requested',
      };
    this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  list(params: Params): StripeObject[] {
    const customer = str(params, 'customer');
    const status = str(params, 'status');
    return this.store
      .all('subscription')
      .filter((s) => !customer || s.customer === customer)
      .filter((s) =>
        status === 'all' ? true : status ? s.status === status : s.status !== 'canceled',
      )
      .sort((a, b) => Number(b.created) - Number(a.created));
  }

  createItem(params: Params): StripeObject {
    const sub = this.live(required(params, 'subscription'));
    const previous = { items: structuredClone(sub.items) };
    const item = this.addItem(sub, params, '');
    this.emit('customer.subscription.updated', sub, previous);
    return item;
  }

  updateItem(id: string, params: Params): StripeObject {
    const item = this.store.get('subscription_item', id);
    const sub = this.live(String(item.subscription));
    const previous = { items: structuredClone(sub.items) };
    this.setQuantity(sub, id, int(params, 'quantity') ?? Number(item.quantity));
    this.emit('customer.subscription.updated', sub, previous);
    return this.store.get('subscription_item', id);
  }

  deleteItem(id: string): StripeObject {
    const item = this.store.get('subscription_item', id);
    const sub = this.live(String(item.subscription));
    const previous = { items: structuredClone(sub.items) };
    this.removeItem(sub, id);
    this.emit('customer.subscription.updated', sub, previous);
    return { id, object: 'subscription_item', deleted: true };
  }

  /**
   * The end of the current period: a subscription set to cancel ends; any
   * other is invoiced for the next period (failed payment: past_due).
   */
  advance(id: string): StripeObject {
    const sub = this.live(id);
    if (sub.cancel_at_period_end) return this.cancel(id);
    const previous = { status: sub.status };
    sub._periodStart = sub._periodEnd;
    sub._periodEnd = addMonths(Number(sub._periodEnd), 1);
    for (const item of this.items(sub)) this.syncPeriod(sub, item);
    const invoice = this.invoice(sub, 'subscription_cycle', false);
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    this.emit('customer.subscription.updated', sub, previous);
    this.emitInvoiceOutcome(invoice.id);
    return sub;
  }

  /** Pays an open invoice again (the page's "Retry payment"). */
  payInvoice(id: string): StripeObject {
    const invoice = this.store.get('invoice', id);
    if (invoice.status !== 'open') throw invalid('Invoice is already paid.');
    this.collect(invoice, false);
    const subId = (invoice.parent as { subscription_details?: { subscription?: string } } | null)
      ?.subscription_details?.subscription;
    const sub = subId ? this.store.find(subId) : undefined;
    if (sub && String(invoice.status) === 'paid' && sub.status !== 'active') {
      const previous = { status: sub.status };
      sub.status = 'active';
      this.emit('customer.subscription.updated', sub, previous);
    }
    this.emitInvoiceOutcome(invoice.id);
    return invoice;
  }

  private live(id: string): StripeObject {
    const sub = this.store.get('subscription', id);
    if (sub.status === 'canceled')
      throw invalid(
        `A canceled subscription can only update its cancellation_details and metadata.`,
      );
    return sub;
  }

  private items(sub: StripeObject): StripeObject[] {
    return (sub.items as { data: StripeObject[] }).data;
  }

  private addItem(sub: StripeObject, params: Params, prefix: string): StripeObject {
    const priceData = obj(params, 'price_data');
    const price = priceData
      ? this.catalog.createPrice({ ...priceData, product: required(priceData, 'product') })
      : this.store.get(
          'price',
          required(params, 'price'),
          `${prefix}[price]`.replace(/^\[|\]$/g, ''),
        );
    if (price.type !== 'recurring')
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        'price',
      );
    if (sub.currency && sub.currency !== price.currency)
      throw invalid('All prices on a subscription must have the same `currency`.', 'price');
    sub.currency = price.currency;
    const quantity = int(params, 'quantity') ?? 1;
    if (quantity < 0) throw invalid('Invalid quantity: must be at least 0', 'quantity');
    const item = this.store.create<StripeObject>('subscription_item', {
      created: nowSeconds(),
      subscription: sub.id,
      price,
      quantity,
      metadata: metadata(params),
      current_period_start: sub._periodStart,
      current_period_end: sub._periodEnd,
    });
    this.items(sub).push(item);
    return item;
  }

  private syncPeriod(sub: StripeObject, item: StripeObject): void {
    item.current_period_start = sub._periodStart;
    item.current_period_end = sub._periodEnd;
    this.store.put(item);
  }

  private setQuantity(sub: StripeObject, itemId: string, quantity: number): void {
    const item = this.items(sub).find((i) => i.id === itemId);
    if (!item)
      throw invalid(`Subscription item ${itemId} is not on subscription ${sub.id}.`, 'items');
    if (quantity < 0) throw invalid('Invalid quantity: must be at least 0', 'quantity');
    item.quantity = quantity;
    this.store.put(item);
  }

  private removeItem(sub: StripeObject, itemId: string): void {
    const items = this.items(sub);
    const index = items.findIndex((i) => i.id === itemId);
    if (index < 0)
      throw invalid(`Subscription item ${itemId} is not on subscription ${sub.id}.`, 'items');
    if (items.length === 1)
      throw invalid(
        'A subscription must have at least one active plan. To cancel a subscription, send a DELETE request to the subscription endpoint.',
      );
    items.splice(index, 1);
    this.store.put({ ...this.store.get('subscription_item', itemId), deleted: true });
  }

  private applyDiscounts(sub: StripeObject, params: Params): void {
    const given = list(params, 'discounts') as Params[];
    const legacyPromo = str(params, 'promotion_code');
    const legacyCoupon = str(params, 'coupon');
    const entries = [...given];
    if (legacyPromo) entries.push({ promotion_code: legacyPromo });
    if (legacyCoupon) entries.push({ coupon: legacyCoupon });
    for (const [index, entry] of entries.entries()) {
      const promoId = str(entry, 'promotion_code');
      let couponId = str(entry, 'coupon');
      if (promoId) {
        const promo = this.store.get(
          'promotion_code',
          promoId,
          `discounts[${index}][promotion_code]`,
        );
        if (!promo.active)
          throw invalid(
            `This promotion code is no longer active.`,
            `discounts[${index}][promotion_code]`,
          );
        const max = promo.max_redemptions as number | null;
        if (max !== null && Number(promo.times_redeemed) >= max)
          throw invalid(
            'This promotion code has been redeemed the maximum number of times.',
            `discounts[${index}][promotion_code]`,
          );
        promo.times_redeemed = Number(promo.times_redeemed) + 1;
        couponId = String(promo.coupon);
      }
      if (!couponId) continue;
      const coupon = this.catalog.redeemable(
        this.store.get('coupon', couponId, `discounts[${index}][coupon]`),
        `discounts[${index}][coupon]`,
      );
      if (coupon.amount_off !== null && sub.currency && coupon.currency !== sub.currency)
        throw invalid(
          `The coupon's currency (${String(coupon.currency)}) does not match the subscription's (${String(sub.currency)}).`,
          `discounts[${index}][coupon]`,
        );
      coupon.times_redeemed = Number(coupon.times_redeemed) + 1;
      const discount = this.store.create('discount', {
        coupon,
        source: { type: 'coupon', coupon: coupon.id },
        promotion_code: promoId ?? null,
        customer: sub.customer,
        subscription: sub.id,
        start: nowSeconds(),
        end:
          coupon.duration === 'repeating'
            ? addMonths(nowSeconds(), Number(coupon.duration_in_months))
            : null,
        _invoicesLeft: coupon.duration === 'once' ? 1 : null,
      });
      (sub.discounts as string[]).push(discount.id);
    }
  }

  /** Raises the period's invoice and collects it from the default card. */
  private invoice(sub: StripeObject, reason: string, errorIfIncomplete: boolean): StripeObject {
    const lines = this.items(sub)
      .filter((item) => Number(item.quantity) > 0)
      .map((item) => {
        const price = item.price as StripeObject;
        return {
          id: `il_${item.id.slice(3)}${Date.now().toString(36)}`,
          object: 'line_item',
          amount: Number(price.unit_amount) * Number(item.quantity),
          currency: price.currency,
          description: `${String(item.quantity)} × ${String(this.store.find(String(price.product))?.name ?? price.product)}`,
          quantity: item.quantity,
          period: { start: sub._periodStart, end: sub._periodEnd },
          pricing: {
            type: 'price_details',
            price_details: { price: price.id, product: price.product },
          },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { subscription: sub.id, subscription_item: item.id },
          },
        };
      });
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const discountAmounts: { amount: number; discount: string }[] = [];
    let discounted = subtotal;
    for (const discountId of sub.discounts as string[]) {
      const discount = this.store.get('discount', discountId);
      const left = discount._invoicesLeft as number | null;
      if (left === 0 || (discount.end && Number(discount.end) < nowSeconds())) continue;
      const coupon = discount.coupon as StripeObject;
      const amount =
        coupon.percent_off !== null
          ? Math.round((discounted * Number(coupon.percent_off)) / 100)
          : Math.min(discounted, Number(coupon.amount_off));
      discounted -= amount;
      discountAmounts.push({ amount, discount: discount.id });
      if (left !== null) discount._invoicesLeft = left - 1;
    }
    const taxes = (sub.default_tax_rates as StripeObject[]).map((rate) => ({
      amount: Math.round((discounted * Number(rate.percentage)) / 100),
      tax_behavior: 'exclusive',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated',
      taxable_amount: discounted,
      type: 'tax_rate_details',
    }));
    const total = discounted + taxes.reduce((sum, tax) => sum + tax.amount, 0);
    const customer = this.store.get('customer', String(sub.customer));
    const invoice = this.store.create<StripeObject>('invoice', {
      created: nowSeconds(),
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      currency: sub.currency,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      status: 'open',
      subtotal,
      subtotal_excluding_tax: subtotal,
      total_discount_amounts: discountAmounts,
      discounts: discountAmounts.map((d) => d.discount),
      total_taxes: taxes,
      total_excluding_tax: discounted,
      total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      attempted: false,
      lines: { object: 'list', data: lines, has_more: false },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      period_start: sub._periodStart,
      period_end: sub._periodEnd,
      payments: { object: 'list', data: [], has_more: false },
      metadata: {},
      default_payment_method: sub.default_payment_method,
      application_fee_amount:
        sub.application_fee_percent !== null
          ? Math.round((total * Number(sub.application_fee_percent)) / 100)
          : null,
    });
    sub.latest_invoice = invoice.id;
    this.collect(invoice, errorIfIncomplete);
    return invoice;
  }

  private collect(invoice: StripeObject, errorIfIncomplete: boolean): void {
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    invoice.attempted = true;
    if (Number(invoice.amount_due) === 0) {
      invoice.status = 'paid';
      return;
    }
    const customer = this.store.get('customer', String(invoice.customer));
    const pmId =
      (invoice.default_payment_method as string | null) ??
      (customer.invoice_settings as { default_payment_method: string | null })
        .default_payment_method;
    if (!pmId) {
      if (errorIfIncomplete)
        throw invalid(
          'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        );
      return;
    }
    try {
      const pi = this.payments.createPaymentIntent({
        amount: String(invoice.amount_due),
        currency: String(invoice.currency),
        customer: customer.id,
        payment_method: pmId,
        description: `Invoice ${invoice.id}`,
        confirm: 'true',
        off_session: 'true',
        ...(invoice.application_fee_amount !== null
          ? { application_fee_amount: String(invoice.application_fee_amount) }
          : {}),
      });
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.status_transitions = { paid_at: nowSeconds() };
      (invoice.payments as { data: unknown[] }).data.push({
        object: 'invoice_payment',
        amount_paid: invoice.amount_due,
        status: 'paid',
        payment: { type: 'payment_intent', payment_intent: pi.id },
      });
    } catch (error) {
      if (!(error instanceof StripeError) || error.type !== 'card_error' || errorIfIncomplete)
        throw error;
      invoice.last_finalization_error = null;
    }
  }

  private emitInvoiceOutcome(invoiceId: string): void {
    const invoice = this.store.get('invoice', invoiceId);
    this.emit('invoice.finalized', invoice);
    if (invoice.status === 'paid') {
      this.emit('invoice.paid', invoice);
      this.emit('invoice.payment_succeeded', invoice);
    } else {
      this.emit('invoice.payment_failed', invoice);
    }
  }

  isLive(sub: StripeObject): boolean {
    return LIVE_STATUSES.includes(String(sub.status));
  }
}

export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}
