import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../testing/useApiHarness';
import { startLocalStripe, type LocalStripe } from '../testing/localServices';
import { signUpOwner, uniqueId } from '../testing/emulators';
import { readDoc } from '../testing/seed';
import { dbFor } from '../firestore';
import { useLocalStripeEnv } from '../testing/localStripeEnv';
import { spendCredits } from '../chat/handlers/consumeCredits';
import { recordRecharge } from './chargeRecharge';
import { plannedRecharge } from './plannedRecharge';

const KEYS = {
  secret: 'sk_test_functions',
  publishable: 'pk_test_functions',
  webhook: 'whsec_functions',
};
const webhooks: { url: string; secret: string }[] = [];
let local: LocalStripe;
let stripe: Stripe;

beforeAll(async () => {
  local = await startLocalStripe({
    secretKey: KEYS.secret,
    publishableKey: KEYS.publishable,
    webhooks,
  });
  stripe = useLocalStripeEnv(local.origin, KEYS);
});
afterAll(() => local.close());

const { api } = useApiHarness();
beforeAll(() => {
  webhooks.push({ url: `${api.url}/api/eu/stripe/webhook`, secret: KEYS.webhook });
});

const START_CREDITS = 1000;

async function workspace(fields: Record<string, unknown> = {}, uid = uniqueId('ws')) {
  const secret = `vg_${uniqueId('s')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20)}`;
  await dbFor('eu')
    .doc(`users/${uid}`)
    .set({
      uid,
      email: `${uid}@example.com`,
      workspaceSecret: secret,
      loadTokens: START_CREDITS,
      ...fields,
    });
  const call = (name: string, body: Record<string, unknown>, token = secret) =>
    api.call('POST', `/api/eu/stripe/${name}`, {
      token,
      body: { userId: uid, region: 'eu', ...body },
    });
  return { uid, secret, call, read: async () => (await readDoc('eu', `users/${uid}`)) ?? {} };
}

async function card(number: string) {
  return stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
}

const ADDRESS = { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' };

async function saveCard(ws: Awaited<ReturnType<typeof workspace>>, number = '4242424242424242') {
  const pm = await card(number);
  return ws.call('upsert-payment-method', {
    paymentMethodId: pm.id,
    email: 'owner@example.com',
    name: 'Ada',
    address: ADDRESS,
    isNewPaymentMethod: true,
  });
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Automatic recharge on: below 500 credits, `amount` USD, at most `monthlyLimit` USD a month (0 = no limit). */
function autoRecharge(
  ws: Awaited<ReturnType<typeof workspace>>,
  amount: number,
  monthlyLimit: number,
) {
  return ws.call('change-auto-billing', {
    uid: ws.uid,
    region: undefined,
    userId: undefined,
    autoBilling: true,
    threshold: 500,
    amount,
    monthlyChargeLimit: monthlyLimit,
  });
}

async function subscribed(fields: Record<string, unknown> = {}, uid?: string) {
  const ws = await workspace(fields, uid);
  expect((await saveCard(ws)).status).toBe(200);
  expect(
    (await ws.call('create-subscription', { planId: 'pay_as_you_go', addonsToShow: [] })).status,
  ).toBe(200);
  await until(ws.read, (doc) => doc.loadTokens === START_CREDITS + 5000);
  return ws;
}

describe('/stripe/* billing calls', () => {
  it('subscribes with a discount code: the plan and the month’s credits arrive once', async () => {
    const ws = await workspace();
    expect(await ws.call('check-discount-code', { discountCode: '' })).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('Please enter a discount code') } },
    });
    expect(await ws.call('check-discount-code', { discountCode: 'NOPE' })).toMatchObject({
      status: 404,
      body: { error: { message: 'Invalid discount code' } },
    });
    const discount = await ws.call('check-discount-code', { discountCode: 'welcome20' });
    expect(discount.body).toEqual({
      discount: {
        valid: true,
        percent_off: 20,
        amount_off: null,
        currency: null,
        name: 'Welcome 20% off',
        duration: 'once',
      },
    });
    expect((await saveCard(ws)).body).toMatchObject({ customerId: expect.stringMatching(/^cus_/) });
    const created = await ws.call('create-subscription', {
      planId: 'pay_as_you_go',
      addonsToShow: [{ addonId: 'workspace-seat', quantity: 2 }],
      discountCode: 'WELCOME20',
    });
    // (20 + 2 × 10) − 20 % = 32 USD, no tax in the US.
    expect(created).toMatchObject({
      status: 200,
      body: { amountPaid: 32, tax: { currency: 'USD' } },
    });
    const doc = await until(ws.read, (d) => d.loadTokens === START_CREDITS + 5000);
    expect(doc).toMatchObject({
      stripePlanId: 'pay_as_you_go',
      hasEverPaid: true,
      v2StripeConfig: { status: 'active', limits: { workspaceSeats: 4 } },
    });
    const data = await ws.call('get-user-data', {});
    expect(data.body).toMatchObject({
      internalKeyRef: 'pay_as_you_go',
      subscriptions: [{ status: 'active' }],
      paymentMethod: { card: { last4: '4242' } },
    });
    expect((await ws.call('create-subscription', { planId: 'pay_as_you_go' })).status).toBe(409);
  });

  it('assembles the plans with their Stripe prices, made once however many ask at once', async () => {
    const ws = await workspace();
    const other = await workspace();
    const [first, second] = await Promise.all([
      ws.call('prebuilt-plans', {}),
      other.call('prebuilt-plans', {}),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const { plans } = first.body as {
      plans: {
        key: string;
        stripePrices: {
          priceId: string;
          billingCycle: string;
          usdAmount: number;
          currency: string;
        }[];
      }[];
    };
    expect(plans.map((plan) => plan.key)).toEqual(['free', 'pay_as_you_go', 'enterprise']);
    expect(plans[0]?.stripePrices).toEqual([]);
    expect(plans[2]?.stripePrices).toEqual([]);
    const prices = plans[1]?.stripePrices ?? [];
    expect(
      prices.map((price) => `${price.billingCycle} ${price.currency} ${price.usdAmount}`),
    ).toEqual([
      'monthly usd 20',
      'yearly usd 200',
      'monthly eur 20',
      'yearly eur 200',
      'monthly gbp 20',
      'yearly gbp 200',
    ]);
    // The prices in Stripe: one per cycle and currency, a year costing ten months.
    for (const price of prices) {
      const stored = await stripe.prices.retrieve(price.priceId);
      expect(stored.product).toBe('vg_plan_pay_as_you_go');
      expect(stored.recurring?.interval).toBe(price.billingCycle === 'yearly' ? 'year' : 'month');
    }
    const eurYear = prices.find((p) => p.currency === 'eur' && p.billingCycle === 'yearly');
    expect((await stripe.prices.retrieve(eurYear?.priceId ?? '')).unit_amount).toBe(22_000);
    expect(new Set(prices.map((price) => price.priceId)).size).toBe(6);
    expect((await ws.call('prebuilt-plans', {})).body).toEqual(first.body);
    expect(await ws.call('prebuilt-plans', {}, other.secret)).toMatchObject({ status: 403 });
  });

  it('refuses a wrong workspace secret and a declined card, changing nothing', async () => {
    const ws = await workspace();
    const other = await workspace();
    expect(await ws.call('get-user-data', {}, other.secret)).toMatchObject({
      status: 403,
      body: { error: { message: 'Error: Cannot access workspace information.' } },
    });
    for (const [number, message] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
    ] as const) {
      expect(await saveCard(ws, number)).toMatchObject({
        status: 402,
        body: { error: { message, code: 'card_declined' } },
      });
    }
    expect((await ws.call('create-subscription', { planId: 'pay_as_you_go' })).body).toMatchObject({
      error: { message: 'Card or address form is missing.' },
    });
    expect(await ws.read()).toMatchObject({ loadTokens: START_CREDITS });
    expect((await ws.read()).stripePlanId).toBeUndefined();
  });

  it('tops up once, and the free plan can neither top up nor recharge automatically', async () => {
    const free = await workspace();
    expect((await free.call('top-up-usd', { amount: 10, currency: 'USD' })).status).toBe(403);
    expect(
      await free.call('change-auto-billing', {
        uid: free.uid,
        region: undefined,
        userId: undefined,
        autoBilling: true,
        threshold: 500,
      }),
    ).toMatchObject({
      status: 403,
      body: { error: { message: 'You are on the free plan. You cannot enable auto-recharge.' } },
    });
    const ws = await subscribed();
    expect(await ws.call('top-up-usd', { amount: 10, currency: 'USD' })).toMatchObject({
      status: 200,
      body: { message: 'Successfully topped up balance' },
    });
    await until(ws.read, (d) => d.loadTokens === START_CREDITS + 5000 + 10_000);
  });

  it('cancels with a reason at the period end and reactivates', async () => {
    const ws = await subscribed();
    expect((await ws.call('cancel-subscription', { reason: 'Other' })).status).toBe(400);
    expect(await ws.call('cancel-subscription', { reason: 'Too expensive' })).toMatchObject({
      status: 200,
      body: { message: 'Subscription cancelled successfully' },
    });
    expect(await ws.read()).toMatchObject({
      v2StripeConfig: { cancels: true },
      stripePlanId: 'pay_as_you_go',
    });
    expect((await ws.call('reactivate-subscription', {})).status).toBe(200);
    expect(await ws.read()).toMatchObject({ v2StripeConfig: { cancels: false, cancelsAt: null } });
  });
});

describe('POST /stripe/webhook', () => {
  const send = (payload: string, signature: string) =>
    api.call('POST', '/api/eu/stripe/webhook', {
      rawBody: payload,
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    });

  it('refuses a bad signature (400) and applies a replayed event once', async () => {
    const ws = await subscribed();
    const [event] = (await stripe.events.list({ type: 'invoice.paid' })).data.filter(
      (e) =>
        (e.data.object as Stripe.Invoice).parent?.subscription_details?.metadata?.userId === ws.uid,
    );
    const payload = JSON.stringify(event);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await send(payload, forged);
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad-signature' } } });
    expect((await send(payload, '')).status).toBe(400);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.webhook });
    expect(await send(payload, signed)).toMatchObject({
      status: 200,
      body: { outcome: 'duplicate' },
    });
    expect(await ws.read()).toMatchObject({ loadTokens: START_CREDITS + 5000 });
    const tampered = payload.replace('"invoice.paid"', '"invoice.paid" ');
    expect((await send(tampered, signed)).status).toBe(400);
  });
});

describe('automatic recharge', () => {
  it('100 concurrent spends crossing the threshold cause exactly one recharge', async () => {
    const ws = await subscribed();
    const settings = await autoRecharge(ws, 5, 0);
    expect(settings).toMatchObject({
      status: 200,
      body: { message: 'Autocharge settings saved!' },
    });
    await dbFor('eu').doc(`users/${ws.uid}`).update({ loadTokens: 600 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        spendCredits(dbFor('eu'), 'eu', ws.uid, ws.uid, 2, null, { causedBy: 'feature' }),
      ),
    );
    expect(results.every((r) => r.body.success)).toBe(true);
    const recharges = await dbFor('eu').collection(`users/${ws.uid}/recharges`).get();
    expect(recharges.size).toBe(1);
    // 600 − 200 spent + 5 USD = 5000 credits, added once by the payment's event.
    await until(ws.read, (d) => d.loadTokens === 400 + 5000);
    expect(
      (await dbFor('eu').doc(`users/${ws.uid}/recharges/${recharges.docs[0]!.id}`).get()).get(
        'status',
      ),
    ).toBe('succeeded');
  });

  it('charges, once, a recharge whose recording attempt was retried by the client library', async () => {
    // A spend's commit can reach the database while its answer is lost (a
    // deadline on a busy server); the library then runs the transaction
    // again, and that attempt finds the recharge recorded and plans none.
    // This is the state the first attempt leaves: the crossing spend and
    // its recharge stored, nothing charged.
    const account = await signUpOwner();
    const ws = await subscribed({}, account.uid);
    await autoRecharge(ws, 5, 0);
    const db = dbFor('eu');
    await db.runTransaction(async (tx) => {
      const user = await tx.get(db.doc(`users/${ws.uid}`));
      const plan = plannedRecharge(user.data() ?? {}, 502, 450, new Date());
      if (!plan) throw new Error('502 → 450 crosses the threshold of 500');
      tx.update(user.ref, { loadTokens: 450 });
      recordRecharge(tx, db, ws.uid, plan);
    });

    // The retried call and 35 more arrive at once, over HTTP.
    const answers = await Promise.all(
      Array.from({ length: 36 }, () =>
        api.call('POST', `/api/eu/public/users/${ws.uid}/consume-credits`, {
          token: account.idToken,
          body: { consume: 2 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(36).fill(200));
    // 450 − 72 spent + 5 USD (5,000 credits), charged and credited once.
    const settled = await until(ws.read, (d) => d.loadTokens === 450 - 72 + 5000);
    expect(settled.internal).toMatchObject({ autoRecharge: { pending: null, chargedUsd: 5 } });
    const recharges = await db.collection(`users/${ws.uid}/recharges`).get();
    expect(recharges.docs.map((doc) => doc.get('status'))).toEqual(['succeeded']);
  });

  it('stops at the monthly limit and shows a failed charge', async () => {
    const ws = await subscribed();
    await autoRecharge(ws, 25, 25);
    await dbFor('eu').doc(`users/${ws.uid}`).update({ loadTokens: 501 });
    await spendCredits(dbFor('eu'), 'eu', ws.uid, ws.uid, 2, null, { causedBy: 'feature' });
    await until(ws.read, (d) => d.loadTokens === 499 + 25_000);
    await dbFor('eu').doc(`users/${ws.uid}`).update({ loadTokens: 501 });
    await spendCredits(dbFor('eu'), 'eu', ws.uid, ws.uid, 2, null, { causedBy: 'feature' });
    expect((await dbFor('eu').collection(`users/${ws.uid}/recharges`).get()).size).toBe(1);

    const failing = await subscribed();
    const pm = await card('4000000000000341');
    await failing.call('upsert-payment-method', {
      paymentMethodId: pm.id,
      email: 'owner@example.com',
      address: ADDRESS,
      isNewPaymentMethod: true,
    });
    await autoRecharge(failing, 5, 100);
    await dbFor('eu').doc(`users/${failing.uid}`).update({ loadTokens: 501 });
    await spendCredits(dbFor('eu'), 'eu', failing.uid, failing.uid, 2, null, {
      causedBy: 'feature',
    });
    const doc = await until(failing.read, (d) => !!d.billingNotice);
    expect(doc).toMatchObject({
      loadTokens: 499,
      billingNotice: {
        kind: 'auto_recharge_failed',
        message: 'Automatic recharge failed: Your card was declined.',
      },
      internal: { autoRecharge: { pending: null, chargedUsd: 0 } },
    });
  });
});
