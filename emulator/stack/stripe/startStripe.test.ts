import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripe, type LocalStripe } from './startStripe';

const SECRET_KEY = 'sk_test_local_unit';
const WEBHOOK_SECRET = 'whsec_local_unit';

describe('local Stripe through the official stripe client', () => {
  let local: LocalStripe;
  let stripe: Stripe;
  let receiver: Server;
  const received: Stripe.Event[] = [];
  let refuseNext = 0;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (
          refuseNext > 0 &&
          body.includes('"customer.created"') &&
          body.includes('retry@example.com')
        ) {
          refuseNext--;
          res.writeHead(500).end();
          return;
        }
        try {
          received.push(
            stripe.webhooks.constructEvent(
              body,
              String(req.headers['stripe-signature']),
              WEBHOOK_SECRET,
            ),
          );
          res.writeHead(200).end('{}');
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    local = await startStripe({
      host: '127.0.0.1',
      port: 0,
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_local_unit',
      webhooks: [{ url: `http://127.0.0.1:${port}/hook`, secret: WEBHOOK_SECRET }],
    });
    const url = new URL(local.origin);
    stripe = new Stripe(SECRET_KEY, {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(async () => {
    await local.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  async function customerWithCard(number: string) {
    const customer = await stripe.customers.create({
      email: 'owner@example.com',
      metadata: { userId: 'u1' },
    });
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.PaymentMethodCreateParams);
    return { customer, pm };
  }

  async function waitForEvent(type: string, objectId: string): Promise<Stripe.Event> {
    for (;;) {
      const event = received.find(
        (e) => e.type === type && (e.data.object as { id: string }).id === objectId,
      );
      if (event) return event;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('subscribes with a promotion code and tax, invoices and signs the events', async () => {
    const { customer, pm } = await customerWithCard('4242424242424242');
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: pm.id },
    });
    await stripe.products.create({ id: 'prod_unit_plan', name: 'Plan' });
    const [promo] = (await stripe.promotionCodes.list({ code: 'welcome20', active: true })).data;
    expect(promo?.code).toBe('WELCOME20');
    const tax = await stripe.taxRates.create({
      display_name: 'VAT',
      percentage: 27,
      inclusive: false,
    });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'eur',
            product: 'prod_unit_plan',
            unit_amount: 2200,
            recurring: { interval: 'month' },
          },
          quantity: 1,
        },
      ],
      discounts: [{ promotion_code: promo!.id }],
      default_tax_rates: [tax.id],
      payment_behavior: 'error_if_incomplete',
      metadata: { userId: 'u1' },
      expand: ['latest_invoice'],
    });
    expect(sub.status).toBe('active');
    const invoice = sub.latest_invoice as Stripe.Invoice;
    // 22.00 − 20 % = 17.60, + 27 % VAT = 22.35
    expect(invoice).toMatchObject({
      subtotal: 2200,
      total: 2235,
      amount_paid: 2235,
      status: 'paid',
      billing_reason: 'subscription_create',
    });
    expect(sub.items.data[0]?.current_period_end).toBeGreaterThan(sub.start_date);
    const paid = await waitForEvent('invoice.paid', invoice.id);
    expect(paid.data.object).toMatchObject({
      parent: { subscription_details: { subscription: sub.id } },
    });
    await waitForEvent('customer.subscription.created', sub.id);
  });

  it('declines the declined and insufficient-funds test cards with Stripe error shapes', async () => {
    for (const [number, declineCode, message] of [
      ['4000000000000002', 'generic_decline', 'Your card was declined.'],
      ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ] as const) {
      const { customer, pm } = await customerWithCard(number);
      const error = await stripe.paymentMethods
        .attach(pm.id, { customer: customer.id })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({
        code: 'card_declined',
        decline_code: declineCode,
        message,
        statusCode: 402,
      });
    }
    const badNumber = await stripe.paymentMethods
      .create({
        type: 'card',
        card: { number: '4242424242424241', exp_month: 1, exp_year: 2040 },
      } as Stripe.PaymentMethodCreateParams)
      .catch((e: unknown) => e);
    expect(badNumber).toMatchObject({
      type: 'StripeCardError',
      code: 'incorrect_number',
      param: 'card[number]',
    });
    const missingCustomer = await stripe.customers.retrieve('cus_nope').catch((e: unknown) => e);
    expect(missingCustomer).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
  });

  it('charges off-session once per idempotency key and reports failed charges', async () => {
    const { customer, pm } = await customerWithCard('4242424242424242');
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    const params = {
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      off_session: true,
    };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'recharge-1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'recharge-1' });
    expect(first.status).toBe('succeeded');
    expect(again.id).toBe(first.id);
    const reused = await stripe.paymentIntents
      .create({ ...params, amount: 2000 }, { idempotencyKey: 'recharge-1' })
      .catch((e: unknown) => e);
    expect(reused).toMatchObject({ type: 'StripeIdempotencyError' });

    const failing = await customerWithCard('4000000000000341');
    await stripe.paymentMethods.attach(failing.pm.id, { customer: failing.customer.id });
    const declined = await stripe.paymentIntents
      .create({ ...params, customer: failing.customer.id, payment_method: failing.pm.id })
      .catch((e: unknown) => e);
    expect(declined).toMatchObject({
      code: 'card_declined',
      payment_intent: { status: 'requires_payment_method' },
    });
  });

  it('retries a delivery the endpoint refused', async () => {
    refuseNext = 1;
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    const event = await waitForEvent('customer.created', customer.id);
    const statuses = () =>
      local.webhooks.attempts.filter((a) => a.eventId === event.id).map((a) => a.status);
    while (statuses().length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(statuses()).toEqual([500, 200]);
  });

  it('refuses a wrong key as Stripe does', async () => {
    const url = new URL(local.origin);
    const wrong = new Stripe('sk_test_wrong', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
    });
    await expect(wrong.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});
