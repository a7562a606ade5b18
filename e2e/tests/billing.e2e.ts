import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, LOCAL_PORTS, REGION_DATABASE, type Region } from '@vg/common';
import { freshUser, signIn, toPhone, type Credentials } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { signInLink } from '../support/teamSignIn';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const owner: Credentials = freshUser('billing');
let region = 'eu';

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function typeCard(number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
}

/** An owner subscribes with a discount code and Stripe's test cards, then tops up. */
describe('billing', () => {
  it('subscribes to pay-as-you-go with a discount; a declined card changes nothing', async () => {
    await signIn(page, origin, owner);
    region = /\/app\/(eu|na)\//.exec(page.url())?.[1] ?? 'eu';
    await page.goto(`${origin}/app/${region}/account/billing`);
    await page.getByRole('heading', { name: 'Current Plan' }).waitFor();
    await expect.poll(() => page.getByTestId('plan-name').textContent()).toBe('Free');
    await expect.poll(() => page.getByTestId('usd-balance').textContent()).toBe('$1.00');
    await snap(page, 'billing-free');
    await expectNoAxeViolations(page, 'billing page, free plan');

    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription' });
    await dialog.getByLabel(/Workspace seat/).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.getByText('Please enter a discount code').count()).toBe(1);
    await dialog.getByLabel('Discount code').fill('NOPE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.getByText('Invalid discount code').count()).toBe(1);
    await dialog.getByLabel('Discount code').fill('welcome20');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByTestId('discount-summary').waitFor();
    // (20 + 10) − 20 % = 24 USD.
    expect(await dialog.getByTestId('total-today').textContent()).toBe('$24.00');
    await snap(page, 'billing-confirm');
    await expectNoAxeViolations(page, 'Confirm Subscription');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    const payment = page.getByRole('dialog', { name: 'Payment for Pay as you go' });
    await payment.getByLabel('Card number').waitFor();
    await typeCard('4000 0000 0000 0002');
    await payment.getByLabel('Address').fill('1 Main St');
    await payment.getByLabel('City').fill('Springfield');
    await payment.getByLabel('Postal code').fill('12345');
    await payment.getByRole('textbox', { name: 'Country' }).fill('United States');
    await page.getByRole('option', { name: 'United States' }).click();
    const pay = payment.getByRole('button', { name: /Pay \$24\.00 and subscribe/ });
    await pay.click();
    await payment.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await snap(page, 'billing-declined');
    await expectNoAxeViolations(page, 'payment form with a declined card');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Free');

    await typeCard('4242 4242 4242 4242');
    await pay.click();
    const created = page.getByRole('dialog', { name: 'Subscription Created!' });
    await created.waitFor({ timeout: 45_000 });
    await snap(page, 'billing-created');
    await created.getByRole('button', { name: 'Done' }).click();
    // The plan, and the month's $5 of usage on top of the starting $1, come with Stripe's events.
    await expect
      .poll(() => page.getByTestId('plan-name').textContent(), { timeout: 45_000 })
      .toBe('Pay as you go');
    await expect
      .poll(() => page.getByTestId('usd-balance').textContent(), { timeout: 45_000 })
      .toBe('$6.00');
    await expect
      .poll(() => page.getByTestId('saved-card').textContent(), { timeout: 20_000 })
      .toContain('ending in 4242');
  });

  it('recharges once, through the signed webhook, when spending crosses the threshold', async () => {
    const card = page.getByRole('region', { name: 'Automatic Recharge' });
    await card.getByLabel('Recharge my balance automatically').check();
    await card.getByRole('textbox', { name: 'When credits fall below' }).click();
    await page.getByRole('option', { name: '2,500 credits' }).click();
    await card.getByRole('textbox', { name: 'Recharge amount' }).click();
    await page.getByRole('option', { name: '$5', exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Autocharge settings saved!').waitFor();
    await snap(page, 'billing-auto-recharge');

    // The agents have spent most of the balance (set here: 2,550 credits left); one
    // more spend of 100 takes it under the 2,500 threshold, so $5 (5,000 credits) is
    // charged once, and Stripe's signed event brings the balance to $7.45 live.
    const [uid, token] = [await ownerUid(), await ownerToken()];
    await ownerDoc(uid).update({ loadTokens: 2550 });
    await expect.poll(() => page.getByTestId('usd-balance').textContent()).toBe('$2.55');
    const spent = await fetch(`${origin}/api/${region}/public/users/${uid}/consume-credits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ consume: 100 }),
    });
    expect(spent.status).toBe(200);
    await expect
      .poll(
        async () => {
          const shown = await page.getByTestId('usd-balance').textContent();
          if (shown === '$7.45') return shown;
          const stored = (await ownerDoc(uid).get()).data();
          return `${shown} (${JSON.stringify({ internal: stored?.internal, notice: stored?.billingNotice })})`;
        },
        { timeout: 45_000 },
      )
      .toBe('$7.45');
    await snap(page, 'billing-recharged');
  });

  it('tops up the balance with the saved card', async () => {
    await page.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to credit balance' });
    const amount = dialog.getByLabel('Amount (USD)');
    await amount.fill('4');
    await expect.poll(() => dialog.getByText('Minimum amount 5').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await amount.fill('10');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Successfully topped up balance').waitFor();
    await expect
      .poll(() => page.getByTestId('usd-balance').textContent(), { timeout: 45_000 })
      .toBe('$17.45');
    await snap(page, 'billing-paid');
    await expectNoAxeViolations(page, 'billing page, paid plan');
    await toPhone(page);
    await snap(page, 'billing-phone');
    await expectNoAxeViolations(page, 'billing page on a phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('buys an extra workspace seat, applied from the next billing cycle', async () => {
    await page.getByRole('button', { name: 'Modify plan' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Your Plan' });
    const seats = modify.getByLabel('Workspace seat quantity');
    // The seat bought with the subscription, as Stripe has it.
    await expect.poll(() => seats.textContent()).toBe('1');
    await modify.getByRole('button', { name: 'One Workspace seat more' }).click();
    await modify.getByRole('button', { name: 'Save add-on changes' }).click();
    await modify.getByText('Workspace seat: 1 → 2').waitFor();
    await snap(page, 'billing-addon-confirm');
    await expectNoAxeViolations(page, 'Confirm Addon Changes');
    await modify.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Addons updated successfully').waitFor();
    await modify.getByRole('button', { name: 'Save add-on changes' }).waitFor();
    await page.keyboard.press('Escape');
    await modify.waitFor({ state: 'detached' });
    // Opened again, the quantity comes back from the subscription on Stripe.
    await page.getByRole('button', { name: 'Modify plan' }).click();
    await expect.poll(() => seats.textContent()).toBe('2');
    await page.keyboard.press('Escape');
    await modify.waitFor({ state: 'detached' });
  });

  it('cancels with a reason (notice shown, next billing date hidden), then reactivates', async () => {
    const nextBilling = page.getByText(/^Next billing date:/);
    await nextBilling.waitFor();
    await page.getByRole('button', { name: 'Modify plan' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Your Plan' });
    await modify.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = modify.getByRole('button', { name: 'Confirm cancellation' });
    expect(await confirm.isDisabled()).toBe(true);
    await modify.getByRole('radio', { name: 'Other' }).check();
    expect(await confirm.isDisabled()).toBe(true);
    await modify.getByRole('textbox', { name: 'Tell us more' }).fill('Seasonal business');
    await snap(page, 'billing-cancel-reason');
    await expectNoAxeViolations(page, 'cancellation form');
    await confirm.click();
    await page.getByText('Subscription cancelled successfully').waitFor();
    await modify.waitFor({ state: 'detached' });
    await page.getByText('Cancellation scheduled').waitFor({ timeout: 30_000 });
    await nextBilling.waitFor({ state: 'detached' });
    await snap(page, 'billing-cancelling');
    await expectNoAxeViolations(page, 'billing page while cancelling');

    await page.getByRole('button', { name: 'Modify plan' }).click();
    await modify.getByRole('button', { name: 'Reactivate subscription' }).click();
    await page.getByText('Subscription reactivated successfully').waitFor();
    await modify.waitFor({ state: 'detached' });
    await nextBilling.waitFor({ timeout: 30_000 });
    expect(await page.getByText('Cancellation scheduled').count()).toBe(0);
  });
});

/** The owner's workspace document, as the functions see it. */
let admin: App | undefined;
function ownerDoc(uid: string) {
  admin ??= initializeApp({ projectId: DEMO_PROJECT_ID }, `billing-e2e-${Date.now()}`);
  return getFirestore(admin, REGION_DATABASE[region as Region]).doc(`users/${uid}`);
}

/** The signed-in owner's Auth emulator account: its uid and a fresh ID token. */
let ownerAccount: Promise<{ localId: string; idToken: string }> | undefined;
function ownerSignIn() {
  ownerAccount ??= fetch(
    `http://127.0.0.1:${LOCAL_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: owner.email,
        password: owner.password,
        returnSecureToken: true,
      }),
    },
  ).then((response) => response.json() as Promise<{ localId: string; idToken: string }>);
  return ownerAccount;
}
const ownerUid = async () => (await ownerSignIn()).localId;
const ownerToken = async () => (await ownerSignIn()).idToken;

/** The demo agency (whitelabel trial) connects Stripe and sets the plans its clients buy. */
describe('agency Auto Billing', () => {
  it('connects a Stripe account through onboarding, prices a credit and saves plans', async () => {
    // Its own browser context: the owner above stays signed in in the first one.
    const agencyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const agency = await agencyContext.newPage();
    await agency.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/agency'));
    await agency.getByRole('tab', { name: 'Auto Billing' }).click();
    const plansBlocked = agency.getByText(
      'Please complete steps 1 and 2 & click save billing settings before setting up subscription plans',
    );
    await plansBlocked.waitFor();
    await snap(agency, 'agency-auto-billing-blocked');
    await agency.getByRole('button', { name: 'Connect Stripe account' }).click();
    // Stripe's onboarding (the stand-in's page), then back to the tab.
    await agency.getByRole('button', { name: 'Agree and submit' }).click();
    await agency.waitForURL(/\/app\/eu\/agency\?tab=autoBilling&connect=return/);
    await agency.getByText('Account Connected').first().waitFor({ timeout: 20_000 });
    await snap(agency, 'agency-auto-billing-connected');

    const usd = agency.getByLabel('USD per credit');
    await usd.fill('abc');
    await agency.getByRole('button', { name: 'Save billing settings' }).click();
    await agency.getByText('Please enter a valid number').waitFor();
    await usd.fill('0.004');
    // (0.001 base + 0.004) per credit: $10 buys 2,000 credits.
    await agency.getByText('$10 buys 2,000 credits.', { exact: false }).waitFor();
    await agency.getByRole('button', { name: 'Save billing settings' }).click();
    await agency.getByText('Billing settings saved.').waitFor();

    const premium = agency.getByRole('region', { name: 'Plan 2' });
    await expect.poll(() => premium.getByText('$75.00').count()).toBe(1);
    await premium.getByLabel('Credits').fill('20000');
    await expect.poll(() => premium.getByText('$100.00').count()).toBe(1);
    await agency.getByRole('button', { name: 'Save plans' }).click();
    await agency.getByText('Plans saved successfully').waitFor({ timeout: 20_000 });
    const savePlans = agency.getByRole('button', { name: 'Save plans' });
    await expect.poll(() => savePlans.getAttribute('data-loading')).toBeNull();
    await snap(agency, 'agency-auto-billing');
    await expectNoAxeViolations(agency, 'agency Auto Billing tab');
    await toPhone(agency);
    await snap(agency, 'agency-auto-billing-phone');
    await expectNoAxeViolations(agency, 'agency Auto Billing tab on a phone');
    await agencyContext.close();
  }, 120_000);

  it("its client buys a plan through the agency's Checkout; the credits arrive live", async () => {
    const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const client = await clientContext.newPage();
    await client.goto(signInLink(urls.dashboard, DEMO_USERS.client));
    await client.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    const credits = client.getByRole('button', { name: /credits/ });
    await credits.getByText('500.0 credits').waitFor();
    await credits.click();
    const plans = client.getByRole('dialog', { name: 'Buy credits' });
    const basic = plans.getByRole('region', { name: 'Basic Plan' });
    await basic.getByText('$25.00').waitFor();
    await plans.getByRole('region', { name: 'Premium Plan' }).getByText('$100.00').waitFor();
    await snap(client, 'client-buy-plans');
    await expectNoAxeViolations(client, 'client plan purchase');
    await basic.getByRole('button', { name: 'Subscribe to Basic Plan' }).click();

    // Stripe's hosted Checkout (the stand-in's page) on the agency's account. The
    // client goes back first: home again, told nothing was charged.
    const checkoutHeading = client.getByRole('heading', { name: 'Basic Plan' });
    await checkoutHeading.waitFor();
    await client.getByRole('link', { name: 'Back' }).click();
    await client.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    await client.getByText('Checkout cancelled: nothing was charged.').waitFor();
    await plans.waitFor({ state: 'detached' });
    await snap(client, 'client-checkout-cancelled');
    await credits.getByText('500.0 credits').waitFor();

    // Then a card Stripe declines: Checkout says so and the session stays open.
    await credits.click();
    await basic.getByRole('button', { name: 'Subscribe to Basic Plan' }).click();
    await checkoutHeading.waitFor();
    await client.getByLabel('Card number').fill('4000 0000 0000 0002');
    await client.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await client.getByLabel('CVC').fill('123');
    await client.getByLabel('Name on card').fill('Chloe Client');
    await client.getByRole('button', { name: 'Subscribe' }).click();
    await client.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await client.setViewportSize(PHONE);
    await snap(client, 'client-checkout-declined-phone');
    await expectNoAxeViolations(client, 'Checkout page with a declined card, on a phone');
    await client.setViewportSize({ width: 1280, height: 900 });

    await client.getByLabel('Card number').fill('4242 4242 4242 4242');
    await client.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await client.getByLabel('CVC').fill('123');
    await client.getByLabel('Name on card').fill('Chloe Client');
    await client.getByRole('button', { name: 'Subscribe' }).click();
    await client.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home/, { timeout: 20_000 });
    await client.getByText(/^Payment received/).waitFor();
    await snap(client, 'client-checkout-return');
    await credits.getByText('5500.0 credits').waitFor({ timeout: 30_000 });
    expect(new URL(client.url()).search).toBe('');
    await credits.click();
    await basic.getByText('Your current plan').waitFor();
    await toPhone(client);
    await snap(client, 'client-buy-plans-phone');
    await expectNoAxeViolations(client, 'client plan purchase on a phone');
    await clientContext.close();
  }, 120_000);
});
