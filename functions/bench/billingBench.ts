/**
 * `npm run bench` (functions): billing. Runs the real router against our
 * Firestore emulator and the Stripe stand-in (the unmodified `stripe`
 * client, signed webhooks delivered over HTTP) and prints:
 * - top-up to credits: from POST /stripe/top-up-usd until the credits are
 *   on the workspace (Stripe's payment_intent.succeeded webhook applied);
 * - webhook handling: signed events POSTed one by one and 20 at a time,
 *   p50/p95, with the credits checked exact and every replay refused;
 * - concurrent spends with automatic recharge on: throughput, and that one
 *   threshold crossing charged exactly once.
 */
import type Stripe from 'stripe';

const KEYS = { secret: 'sk_test_bench', publishable: 'pk_test_bench', webhook: 'whsec_bench' };
const emulatorModule = new URL('../../emulator/src/server.ts', import.meta.url).pathname;
const stripeModule = new URL('../../emulator/stack/stripe/startStripe.ts', import.meta.url)
  .pathname;
const { startEmulator } = (await import(emulatorModule)) as {
  startEmulator: (o: {
    port: number;
    quiet: boolean;
  }) => Promise<{ address: string; close: () => Promise<void> }>;
};
const { startStripe } = (await import(stripeModule)) as {
  startStripe: (o: {
    host: string;
    port: number;
    secretKey: string;
    publishableKey: string;
    webhooks: { url: string; secret: string }[];
  }) => Promise<{ origin: string; close: () => Promise<void> }>;
};

const firestore = await startEmulator({ port: 0, quiet: true });
const webhooks: { url: string; secret: string }[] = [];
const local = await startStripe({
  host: '127.0.0.1',
  port: 0,
  secretKey: KEYS.secret,
  publishableKey: KEYS.publishable,
  webhooks,
});
Object.assign(process.env, {
  VG_FIRESTORE_EMULATOR_HOST: firestore.address,
  FIRESTORE_EMULATOR_HOST: firestore.address,
  VG_PROJECT_ID: 'demo-voiceglow',
});
const { useLocalStripeEnv, postSignedStripeEvent } = await import('../src/testing/localStripeEnv');
const stripe = useLocalStripeEnv(local.origin, KEYS);

const { router } = await import('../src/http/routes');
const { serveHandler } = await import('../src/testing/serveHandler');
const { dbFor } = await import('../src/firestore');
const { spendCredits } = await import('../src/chat/handlers/consumeCredits');

const api = await serveHandler(router);
webhooks.push({ url: `${api.url}/api/eu/stripe/webhook`, secret: KEYS.webhook });
const db = dbFor('eu');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const credits = async (uid: string) =>
  Number((await db.doc(`users/${uid}`).get()).get('loadTokens'));
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A paying workspace: a saved 4242 card and the pay-as-you-go plan, its first month's credits in. */
async function payingWorkspace(uid: string) {
  const secret = `vg_${uid
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20)}`;
  await db
    .doc(`users/${uid}`)
    .set({ uid, email: `${uid}@example.com`, workspaceSecret: secret, loadTokens: 0 });
  const call = async (name: string, body: Record<string, unknown>, owner = true) => {
    const response = await fetch(`${api.url}/api/eu/stripe/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(owner ? { userId: uid, region: 'eu', ...body } : body),
    });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const pm = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
  await call('upsert-payment-method', {
    paymentMethodId: pm.id,
    email: `${uid}@example.com`,
    address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' },
    isNewPaymentMethod: true,
  });
  await call('create-subscription', { planId: 'pay_as_you_go', addonsToShow: [] });
  await until(async () => (await credits(uid)) === 5000);
  return { uid, call };
}

// ------------------------------------------------------------ top-up to credits
const buyer = await payingWorkspace(`bench-topup-${Date.now()}`);
const topUps: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const before = await credits(buyer.uid);
  const start = performance.now();
  await buyer.call('top-up-usd', { amount: 5, currency: 'USD' });
  await until(async () => (await credits(buyer.uid)) === before + 5000);
  topUps.push(performance.now() - start);
}

// ------------------------------------------------------------ webhook handling
const target = `bench-webhook-${Date.now()}`;
await db.doc(`users/${target}`).set({ uid: target, loadTokens: 0 });
const event = (n: number) =>
  JSON.stringify({
    id: `evt_bench_${target}_${n}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_bench_${n}`,
        object: 'payment_intent',
        metadata: { kind: 'top_up', credits: '10', userId: target, region: 'eu' },
      },
    },
  });
async function deliver(payload: string): Promise<{ ms: number; outcome: string }> {
  const start = performance.now();
  const response = await postSignedStripeEvent(api.url, payload, KEYS.webhook);
  const body = (await response.json()) as { outcome: string };
  return { ms: performance.now() - start, outcome: body.outcome };
}
const EVENTS = 200;
const sequential: number[] = [];
for (let n = 0; n < EVENTS / 2; n += 1) sequential.push((await deliver(event(n))).ms);
const parallel: number[] = [];
for (let n = EVENTS / 2; n < EVENTS; n += 20) {
  const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(event(n + i))));
  parallel.push(...batch.map((answer) => answer.ms));
}
const afterEvents = await credits(target);
const replays = await Promise.all(Array.from({ length: 50 }, (_, n) => deliver(event(n))));
const afterReplays = await credits(target);

// ------------------------------------------------------------ concurrent spends with automatic recharge
const spender = await payingWorkspace(`bench-spend-${Date.now()}`);
await spender.call(
  'change-auto-billing',
  { uid: spender.uid, autoBilling: true, threshold: 500, amount: 5, monthlyChargeLimit: 0 },
  false,
);
const SPENDS = 1000;
const CONCURRENCY = 50;
await db.doc(`users/${spender.uid}`).update({ loadTokens: 1400 });
const spendStart = performance.now();
let failedSpends = 0;
for (let done = 0; done < SPENDS; done += CONCURRENCY) {
  const results = await Promise.all(
    Array.from({ length: CONCURRENCY }, () =>
      spendCredits(db, 'eu', spender.uid, spender.uid, 1, null, { causedBy: 'feature' }),
    ),
  );
  failedSpends += results.filter((r) => !r.body.success).length;
}
const spendSeconds = (performance.now() - spendStart) / 1000;
const recharges = (await db.collection(`users/${spender.uid}/recharges`).get()).size;
// 1400 − 1000 spent crosses 500 once: one $5 recharge (5000 credits) arrives by webhook.
const expected = 1400 - SPENDS + 5000;
const rechargeStart = performance.now();
await Promise.race([
  until(async () => (await credits(spender.uid)) === expected),
  new Promise((resolve) => setTimeout(resolve, 15_000)),
]);
const finalBalance = await credits(spender.uid);

console.log('\nBilling (router + Firestore emulator + Stripe stand-in, this machine)');
console.log(
  `top-up to credits (20, webhook)  p50 ${ms(percentile(topUps, 50))}  p95 ${ms(percentile(topUps, 95))}`,
);
console.log(
  `webhook one at a time (${EVENTS / 2})     p50 ${ms(percentile(sequential, 50))}  p95 ${ms(percentile(sequential, 95))}`,
);
console.log(
  `webhook 20 at a time (${EVENTS / 2})      p50 ${ms(percentile(parallel, 50))}  p95 ${ms(percentile(parallel, 95))}`,
);
console.log(
  `credits from ${EVENTS} events         ${afterEvents} (expected ${EVENTS * 10}); 50 replays: ${replays.filter((r) => r.outcome === 'duplicate').length} duplicate, credits ${afterReplays === afterEvents ? 'unchanged' : `CHANGED to ${afterReplays}`}`,
);
console.log(
  `spends, ${CONCURRENCY} concurrent (${SPENDS})     ${(SPENDS / spendSeconds).toFixed(0)} spends/s, ${failedSpends} refused`,
);
console.log(
  `automatic recharges              ${recharges} (expected 1); balance ${finalBalance} (expected ${expected}), recharge credited ${ms(performance.now() - rechargeStart)} after the last spend`,
);

await api.close();
await local.close();
await firestore.close();
process.exit(0);
