import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { askSeededQuestion, freshUserId, openWidget } from '../support/widgetPage';

// The agency's tabbed agent (Home, Chats, FAQ); its FAQ tab has no page set.
const NORTHWIND = 'demo-tabs-eu';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the tabs layout', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const)(
    'on a %s: Home shows the recent conversation once, FAQ is never an empty panel',
    async (device, viewport) => {
      const context = await browser.newContext({ viewport });
      const visitor = await openWidget(context, {
        agentId: NORTHWIND,
        userId: freshUserId(`tabs-${device}`),
      });
      await askSeededQuestion(visitor);
      await visitor.getByRole('button', { name: 'Back' }).click();
      await visitor.getByRole('tab', { name: 'Home' }).click();
      const home = visitor.locator('.vg-home');
      await home.getByText('Recent conversation').first().waitFor();
      expect(await home.getByText('Recent conversation').count()).toBe(1);
      await snap(visitor, `tabs-home-recent-${device}`);

      await visitor.getByRole('tab', { name: 'FAQ' }).click();
      const faq = visitor.locator('.vg-faq-empty');
      await faq.getByText(/Answers to common questions will appear here/).waitFor();
      await snap(visitor, `tabs-faq-${device}`);
      // Its one action leads to the chat.
      await faq.getByRole('button', { name: 'Ask a question' }).click();
      await visitor.locator('textarea.vg-input').waitFor();
      await context.close();
    },
    90_000,
  );
});
