import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { expectText, freshUserId, openWidget, sendMessage } from '../support/widgetPage';

// Rating is on (the demo agents leave 'Disable conversation rating' off).
const ACME = 'demo-plain-eu';
const WELCOME = 'Hi! Ask me anything about your order.';
const QUESTION = 'How was this conversation?';
const POLL = { timeout: 15_000 };
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});
afterAll(async () => {
  await browser?.close();
  await admin?.cleanUp();
});

const stars = (page: Page) => page.getByRole('group', { name: QUESTION }).getByRole('button');

async function endChat(page: Page) {
  await page.locator('.vg-header').getByRole('button', { name: 'End Chat' }).click();
  await page.locator('.vg-overlay').getByRole('button', { name: 'End Chat' }).click();
}

describe('rating a conversation', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const)(
    'on a %s: End Chat offers the stars, set once, still there after a reload',
    async (device, viewport) => {
      const context = await browser.newContext({ viewport });
      const userId = freshUserId(`rating-${device}`);
      const visitor = await openWidget(context, { agentId: ACME, userId });
      await expectText(visitor, WELCOME, 30_000);
      await sendMessage(visitor, 'How long does shipping take?');
      await expectText(visitor, /Standard shipping takes 3-5 days/, 40_000);

      await endChat(visitor);
      await expect.poll(() => stars(visitor).count(), POLL).toBe(5);
      // One button starts again, in the message box's place; the end message shows the notice.
      const startNew = visitor.getByRole('button', { name: 'Start New Conversation' });
      await startNew.waitFor();
      await visitor.locator('.vg-end').getByText('Start New Conversation').waitFor();
      expect(await startNew.count()).toBe(1);
      await expect
        .poll(async () => (await admin.conversation(ACME, userId))?.state, POLL)
        .toBe('ended_chat');
      await snap(visitor, `rating-offered-${device}`);

      await visitor.getByRole('button', { name: '4 of 5 stars' }).click();
      await expect
        .poll(async () => (await admin.conversation(ACME, userId))?.ratingFrom5, POLL)
        .toBe(4);
      // Set once: the stars are read-only now.
      await expect.poll(() => stars(visitor).first().isDisabled()).toBe(true);
      expect(await visitor.locator('.vg-star--on').count()).toBe(4);

      // After a reload the ended conversation shows its stars, read-only.
      await visitor.reload();
      await expect.poll(() => stars(visitor).count(), { timeout: 30_000 }).toBe(5);
      await expect.poll(() => visitor.locator('.vg-star--on').count(), POLL).toBe(4);
      expect(await stars(visitor).nth(4).isDisabled()).toBe(true);
      await snap(visitor, `rating-read-only-${device}`);

      // A new conversation starts with the welcome, unrated.
      await startNew.click();
      await expect
        .poll(async () => (await admin.conversation(ACME, userId))?.state, POLL)
        .toBe('ai-chatting');
      await expectText(visitor, WELCOME, 30_000);
      expect(await stars(visitor).count()).toBe(0);
      expect((await admin.conversation(ACME, userId))?.ratingFrom5).toBeUndefined();
      await context.close();
    },
    120_000,
  );

  it('with nothing said yet, End Chat just starts over', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const userId = freshUserId('rating-empty');
    const visitor = await openWidget(context, { agentId: ACME, userId });
    await expectText(visitor, WELCOME, 30_000);
    const launches = (await admin.conversation(ACME, userId))?.session_id;
    await endChat(visitor);
    await expect
      .poll(async () => (await admin.conversation(ACME, userId))?.session_id, POLL)
      .not.toBe(launches);
    expect(await stars(visitor).count()).toBe(0);
    await context.close();
  }, 60_000);
});
