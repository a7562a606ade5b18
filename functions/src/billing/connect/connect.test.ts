import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONNECT_STRIPE_MESSAGE, PLANS_SETUP_BLOCKED_MESSAGE, TEXT } from '@vg/common';
import { useApiHarness } from '../../testing/useApiHarness';
import { startLocalStripe, type LocalStripe } from '../../testing/localServices';
import { signInWithGoogle, uniqueId } from '../../testing/emulators';
import { adminAuth, dbFor } from '../../firestore';
import { postSignedStripeEvent, useLocalStripeEnv } from '../../testing/localStripeEnv';

const KEYS = {
  secret: 'sk_test_connect',
  publishable: 'pk_test_connect',
  webhook: 'whsec_connect',
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

const db = () => dbFor('eu');

/** An agency owner signed in with their own workspace. */
async function agencyOwner() {
  const email = `${uniqueId('agency')}@example.com`;
  const owner = await signInWithGoogle(email);
  await db()
    .doc(`users/${owner.uid}`)
    .set({ uid: owner.uid, email, workspaceEmails: [], loadTokens: 0 });
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, token = owner.idToken) =>
    api.call(method, `/api/eu${path}`, { token, ...(body !== undefined ? { body } : {}) });
  const connect = async () =>
    ((await db().doc(`users/${owner.uid}`).get()).get('stripeConnect') ?? {}) as Record<
      string,
      unknown
    >;
  return { ...owner, email, call, connect };
}

/** Steps 1 and 2: account made, onboarding finished on the stand-in's page, price per credit saved. */
async function connectedAgency() {
  const agency = await agencyOwner();
  const created = await agency.call('POST', '/connect/create-account', {
    workspace: { uid: agency.uid },
  });
  const accountId = created.body.accountId as string;
  const link = await agency.call('POST', '/connect/account-link', {
    workspace: { uid: agency.uid },
  });
  const redirectUrl = new URL(link.body.redirectUrl as string);
  // The owner presses 'Agree and submit' on the onboarding page and is sent back.
  const submitted = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ return_url: redirectUrl.searchParams.get('return_url') ?? '' }),
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  await agency.call('GET', `/connect/get-account-id/${agency.uid}/eu`);
  await agency.call('POST', `/connect/billing-settings/${agency.uid}`, { USDPerToken: 0.004 });
  return { ...agency, accountId };
}

const PLANS = [
  { name: 'Basic Plan', price: 0, credits: 5000, features: ['Email support'], isPopular: false },
  {
    name: 'Premium Plan',
    price: 0,
    credits: 15000,
    features: ['Email support', 'Priority Support'],
    isPopular: true,
  },
];

/** A client of an organisation of the agency, signed in with the custom token the login gives. */
async function clientOf(agencyUid: string, allowBilling = true) {
  const clientId = uniqueId('cl')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 15);
  const orgId = uniqueId('org')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 15);
  await db()
    .doc(`orgs/${orgId}`)
    .set({ ID: orgId, ownerID: agencyUid, allowBilling, loadTokens: 100 });
  await db()
    .doc(`clients/${clientId}`)
    .set({ ID: clientId, ownerID: agencyUid, orgId, email: `${clientId}@example.com` });
  const token = await adminAuth().createCustomToken(clientId);
  const response = await fetch(
    `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const idToken = ((await response.json()) as { idToken: string }).idToken;
  const credits = async () => Number((await db().doc(`orgs/${orgId}`).get()).get('loadTokens'));
  return { clientId, orgId, idToken, credits };
}

/** What a buyer does on the hosted Checkout page: fills in the card and submits. */
async function payOnCheckoutPage(sessionUrl: string, number: string) {
  const page = await fetch(sessionUrl);
  expect(await page.text()).toContain('Card number');
  return fetch(sessionUrl, {
    method: 'POST',
    body: new URLSearchParams({
      email: 'buyer@example.com',
      number,
      expiry: '12 / 40',
      cvc: '123',
      name: 'Chloe Client',
    }),
    redirect: 'manual',
  });
}

describe('agency Connect billing', () => {
  it('connects an account once, through onboarding: Account Connected', async () => {
    const agency = await agencyOwner();
    const first = await agency.call('POST', '/connect/create-account', {
      workspace: { uid: agency.uid },
    });
    const again = await agency.call('POST', '/connect/create-account', {
      workspace: { uid: agency.uid },
    });
    expect(first.status).toBe(201);
    expect(again.body.accountId).toBe(first.body.accountId);
    expect((await stripe.accounts.retrieve(first.body.accountId as string)).metadata).toEqual({
      userId: agency.uid,
      region: 'eu',
    });
    let status = await agency.call('GET', `/connect/get-account-id/${agency.uid}/eu`);
    expect(status.body).toMatchObject({ accountId: first.body.accountId, isConnected: false });
    const link = await agency.call('POST', '/connect/account-link', {
      workspace: { uid: agency.uid },
    });
    expect(link.body.redirectUrl).toMatch(/\/connect\/onboarding\/acct_/);
    expect(new URL(link.body.redirectUrl as string).searchParams.get('return_url')).toMatch(
      /\/app\/eu\/agency\?tab=autoBilling&connect=return$/,
    );
    await fetch(link.body.redirectUrl as string, { method: 'POST', redirect: 'manual' });
    status = await agency.call('GET', `/connect/get-account-id/${agency.uid}/eu`);
    expect(status.body).toMatchObject({ isConnected: true, allowPlans: false });
    expect(await agency.connect()).toMatchObject({ isConnected: true, payouts_enabled: true });
  });

  it('refuses plans before steps 1 and 2, and other people entirely', async () => {
    const agency = await agencyOwner();
    const early = await agency.call('POST', '/connect/plans', {
      agencyAccountId: 'acct_none',
      workspaceId: agency.uid,
      plans: PLANS,
    });
    expect(early.body).toEqual({
      error: { code: 'plans-setup-blocked', message: PLANS_SETUP_BLOCKED_MESSAGE },
    });
    const stranger = await signInWithGoogle(`${uniqueId('x')}@example.com`);
    const foreign = await agency.call(
      'POST',
      '/connect/create-account',
      { workspace: { uid: agency.uid } },
      stranger.idToken,
    );
    expect(foreign.status).toBe(403);
    const badNumber = await agency.call('POST', `/connect/billing-settings/${agency.uid}`, {
      USDPerToken: 'lots',
    });
    expect(badNumber.status).toBe(400);
    expect(JSON.stringify(badNumber.body)).toContain(TEXT.invalidNumber);
    expect(await agency.connect()).toEqual({});
  });

  it('prices plans from the credits on the connected account, checking the features', async () => {
    const agency = await connectedAgency();
    const noFeature = await agency.call('POST', '/connect/plans', {
      agencyAccountId: agency.accountId,
      workspaceId: agency.uid,
      plans: [{ ...PLANS[0], features: ['  '] }],
    });
    expect(noFeature.status).toBe(400);
    expect(JSON.stringify(noFeature.body)).toContain(TEXT.planFeatureText);
    const saved = await agency.call('POST', '/connect/plans', {
      agencyAccountId: agency.accountId,
      workspaceId: agency.uid,
      plans: PLANS.map((plan) => ({ ...plan, price: 1 })),
    });
    expect(saved.status).toBe(200);
    const plans = (await agency.connect()).plans as { price: number; priceId: string }[];
    // (0.001 base + 0.004) × 5000 = $25; × 15000 = $75, whatever the browser sent.
    expect(plans.map((p) => p.price)).toEqual([25, 75]);
    const price = await stripe.prices.retrieve(
      plans[0]!.priceId,
      {},
      { stripeAccount: agency.accountId },
    );
    expect(price).toMatchObject({
      unit_amount: 2500,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    const listed = await api.call(
      'GET',
      `/api/eu/connect/plans?agencyAccountId=${agency.accountId}`,
    );
    expect((listed.body.plans as unknown[]).length).toBe(2);
  });

  it("sells a plan to a client through Checkout with the 5 % fee; credits reach the client's organisation once", async () => {
    const agency = await connectedAgency();
    const saved = await agency.call('POST', '/connect/plans', {
      agencyAccountId: agency.accountId,
      workspaceId: agency.uid,
      plans: PLANS,
    });
    const priceId = (saved.body.updatedPlans as { priceId: string }[])[0]!.priceId;
    const client = await clientOf(agency.uid);
    // The client's plan screen: the agency's account and plans, no subscription yet.
    const offer = await api.call('GET', '/api/eu/connect/client-plans', { token: client.idToken });
    expect(offer.body).toMatchObject({
      agencyAccountId: agency.accountId,
      plans: [
        { name: 'Basic Plan', credits: 5000, price: 25, priceId },
        { name: 'Premium Plan', credits: 15000, price: 75, isPopular: true },
      ],
      subscription: null,
    });
    const elsewhere = await api.call('POST', '/api/eu/connect/subscription-session', {
      token: client.idToken,
      body: { agencyAccountId: agency.accountId, priceId, returnPath: '//evil.example/app' },
    });
    expect(elsewhere.status).toBe(400);
    expect(JSON.stringify(elsewhere.body)).toContain('returnPath must be a dashboard path');
    const returnPath = '/app/eu/agents/demo-agent/home';
    const session = await api.call('POST', '/api/eu/connect/subscription-session', {
      token: client.idToken,
      body: { agencyAccountId: agency.accountId, priceId, returnPath },
    });
    expect(session.status).toBe(200);
    const sessionUrl = session.body.sessionUrl as string;

    const declined = await payOnCheckoutPage(sessionUrl, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const paid = await payOnCheckoutPage(sessionUrl, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      /\/app\/eu\/agents\/demo-agent\/home\?checkout=success&session_id=cs_test_/,
    );
    await expect.poll(client.credits, { timeout: 15_000 }).toBe(100 + 5000);
    const org = (await db().doc(`orgs/${client.orgId}`).get()).data();
    expect(org?.subscription).toMatchObject({ status: 'active', priceId });
    const after = await api.call('GET', '/api/eu/connect/client-plans', { token: client.idToken });
    expect(after.body).toMatchObject({ subscription: { status: 'active', priceId } });

    // The subscription lives on the agency's account, with the platform's 5 %.
    const sessionId =
      new URL(paid.headers.get('location') ?? '').searchParams.get('session_id') ?? '';
    const stored = await stripe.checkout.sessions.retrieve(
      sessionId,
      {},
      { stripeAccount: agency.accountId },
    );
    expect(stored).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = await stripe.subscriptions.retrieve(String(stored.subscription));
    expect(sub.application_fee_percent).toBe(5);
    const invoice = await stripe.invoices.retrieve(String(sub.latest_invoice));
    expect((invoice as unknown as { application_fee_amount: number }).application_fee_amount).toBe(
      125,
    );

    // Stripe's retry of the same events changes nothing.
    const events = await stripe.events.list({ type: 'invoice.paid' });
    const ours = events.data.find((e) => (e.data.object as Stripe.Invoice).id === invoice.id);
    expect(ours?.account).toBe(agency.accountId);
    const replay = await postSignedStripeEvent(api.url, JSON.stringify(ours), KEYS.webhook);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await client.credits()).toBe(5100);
  });

  it('refuses Checkout to clients whose organisation does not bill, and to non-clients', async () => {
    const agency = await connectedAgency();
    const saved = await agency.call('POST', '/connect/plans', {
      agencyAccountId: agency.accountId,
      workspaceId: agency.uid,
      plans: PLANS,
    });
    const priceId = (saved.body.updatedPlans as { priceId: string }[])[0]!.priceId;
    const client = await clientOf(agency.uid, false);
    const refused = await api.call('POST', '/api/eu/connect/subscription-session', {
      token: client.idToken,
      body: { agencyAccountId: agency.accountId, priceId },
    });
    expect(refused.body).toMatchObject({ error: { code: 'billing-not-allowed' } });
    const noPlans = await api.call('GET', '/api/eu/connect/client-plans', {
      token: client.idToken,
    });
    expect(noPlans.status).toBe(403);
    expect(noPlans.body).toMatchObject({ error: { code: 'billing-not-allowed' } });
    const owner = await api.call('POST', '/api/eu/connect/subscription-session', {
      token: agency.idToken,
      body: { agencyAccountId: agency.accountId, priceId },
    });
    expect(owner.status).toBe(403);
    const unconnected = await agencyOwner();
    const lonely = await clientOf(unconnected.uid);
    const notConnected = await api.call('POST', '/api/eu/connect/subscription-session', {
      token: lonely.idToken,
      body: { agencyAccountId: agency.accountId, priceId },
    });
    expect(notConnected.body).toEqual({
      error: { code: 'not-connected', message: CONNECT_STRIPE_MESSAGE },
    });
    // An agency still setting up offers its clients nothing to buy yet.
    const nothing = await api.call('GET', '/api/eu/connect/client-plans', {
      token: lonely.idToken,
    });
    expect(nothing.body).toEqual({ agencyAccountId: null, plans: [], subscription: null });
  });
});
