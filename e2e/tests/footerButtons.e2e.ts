import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { expectText, freshUserId, notice, openWidget } from '../support/widgetPage';

// A copy of the owner's agent whose footer carries the owner's own buttons
// (customButtonJSON_STRING), two of them without the value they need.
const AGENT = `e2e-footer-buttons-${Date.now().toString(36)}`;
const GREETING = 'Hi! Ask me anything about your order.';
const BUTTONS = [
  { type: 'intent', viewValue: 'Talk to sales' },
  { type: 'link', viewValue: 'Help centre' },
  { type: 'link', value: 'http://127.0.0.1:5000/widget/demo', viewValue: 'Demo page' },
  { type: 'intent', value: 'delivery_times', viewValue: 'Delivery times' },
];
let browser: Browser;
let admin: StackAdmin;
let context: BrowserContext;
let page: Page;
let userId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
  await admin.copyAgent('demo-plain-eu', AGENT, {
    customButtonJSON_STRING: JSON.stringify(BUTTONS),
  });
  context = await browser.newContext({ viewport: { width: 420, height: 760 } });
  userId = freshUserId('footer-buttons');
  page = await openWidget(context, { agentId: AGENT, userId });
  await expectText(page, GREETING, 30_000);
  await admin.waitForConversation(AGENT, userId);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await admin?.cleanUp();
});

const footerButton = (label: string) =>
  page.locator('.vg-footer-buttons').getByRole('button', { name: label });

/**
 * Presses a button; its notice shows and then goes away by itself. How long
 * it stays (2.5 s) is FooterButtons.test.tsx's, on the test clock.
 */
async function noticeAfterPressing(label: string, text: string): Promise<void> {
  await footerButton(label).click();
  const shown = notice(page, text);
  await shown.waitFor({ state: 'visible', timeout: 5_000 });
  await snap(page, `footer-button-${label.toLowerCase().replaceAll(' ', '-')}`);
  await shown.waitFor({ state: 'hidden', timeout: 10_000 });
}

describe("the owner's footer buttons", () => {
  it("says 'Intent value is null' and 'Link value is null', for a moment, when a value is missing", async () => {
    await footerButton('Talk to sales').waitFor({ timeout: 20_000 });
    const turnsBefore = (await admin.turns(AGENT, userId)).length;
    const pages = context.pages().length;

    await noticeAfterPressing('Talk to sales', 'Intent value is null');
    await noticeAfterPressing('Help centre', 'Link value is null');
    // Nothing was sent and nothing was opened.
    expect(await admin.turns(AGENT, userId)).toHaveLength(turnsBefore);
    expect(context.pages()).toHaveLength(pages);
  }, 60_000);

  it('opens a link button in a new tab and sends an intent button to the agent', async () => {
    const [opened] = await Promise.all([
      context.waitForEvent('page', { timeout: 10_000 }),
      footerButton('Demo page').click(),
    ]);
    await opened.waitForLoadState('domcontentloaded');
    expect(opened.url()).toBe('http://127.0.0.1:5000/widget/demo');
    await opened.close();

    await footerButton('Delivery times').click();
    await expectText(page.locator('.vg-turn--human'), 'Delivery times', 10_000);
    await expect
      .poll(async () => JSON.stringify(await admin.turns(AGENT, userId)), { timeout: 15_000 })
      .toContain('Delivery times');
    await snap(page, 'footer-button-intent-sent');
  }, 60_000);
});
