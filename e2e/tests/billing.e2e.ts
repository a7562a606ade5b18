import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { freshUser, signIn, toPhone } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';

const origin = new URL(inject('urls').dashboard).origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
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
    await signIn(page, origin, freshUser('billing'));
    const region = /\/app\/(eu|na)\//.exec(page.url())?.[1] ?? 'eu';
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
      .toBe('$16.00');
    await snap(page, 'billing-paid');
    await expectNoAxeViolations(page, 'billing page, paid plan');
    await toPhone(page);
    await snap(page, 'billing-phone');
    await expectNoAxeViolations(page, 'billing page on a phone');
  });
});
