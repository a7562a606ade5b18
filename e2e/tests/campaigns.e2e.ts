import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { logInWithMeta } from '../support/metaLogin';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
/** The stand-in's second number, so this file never competes with the channel tests for the first. */
const NUMBER = '+1 555-010-9911';
const stamp = String(Date.now()).slice(-7);
const PEOPLE = [
  { id: `4791${stamp}`, name: 'Ingrid' },
  { id: `4792${stamp}`, name: 'Ola' },
];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seen = (page: Page, text: string | RegExp, timeout = 30_000) =>
  page.getByText(text).first().waitFor({ timeout });

/** A WhatsApp user's chat with the number on the Meta stand-in's page. */
async function whatsappChat(page: Page, person: { id: string; name: string }) {
  await page.goto(urls.meta);
  await page.getByRole('link', { name: `Chat on WhatsApp with ${NUMBER}` }).click();
  await page.goto(`${page.url()}?${new URLSearchParams(person)}`);
  return async (text: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  };
}

/** A campaign's count as its row shows it. */
async function count(page: Page, name: string, column: string): Promise<number> {
  const row = page.getByTestId('campaigns-table').getByRole('row').filter({ hasText: name });
  return Number(await row.locator(`[data-count="${column}"]`).innerText());
}

describe('campaigns', () => {
  it(
    'sends a WhatsApp template to two leads; the counts follow and a reply lands in the inbox',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const owner = await context.newPage();
      await signIn(owner, origin, freshUser('campaign-owner'));
      const agentId = await createAgent(owner, 'Trail Shoes Club');
      const region = /\/app\/(eu|na)\//.exec(owner.url())?.[1] as 'eu' | 'na';
      const base = `${origin}/app/${region}/agents/${agentId}`;

      await owner.goto(`${base}/channels`);
      await owner.getByRole('button', { name: 'Connect WhatsApp' }).click();
      await logInWithMeta(context, owner);
      const dialog = owner.getByRole('dialog', { name: 'WhatsApp' });
      await dialog.getByRole('button', { name: `Connect ${NUMBER}` }).click({ timeout: 20_000 });
      await seen(owner, 'Number is connected successfully');
      await owner.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Two people write to the number first: each becomes a WhatsApp lead.
      const chats = await Promise.all(PEOPLE.map(() => context.newPage()));
      for (const [index, person] of PEOPLE.entries()) {
        const send = await whatsappChat(chats[index]!, person);
        await send('Hello, do you have trail shoes in size 44?');
      }
      await owner.goto(`${base}/leads`);
      const leads = owner.getByTestId('leads-table');
      for (const person of PEOPLE)
        await leads.getByText(person.name).first().waitFor({ timeout: 30_000 });

      // The campaign: every lead of the agent, through the approved template.
      await owner
        .getByRole('navigation', { name: 'Insights' })
        .getByRole('link', { name: 'Campaigns' })
        .click();
      await owner.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
      await owner.getByRole('button', { name: 'New campaign' }).click();
      const form = owner.getByRole('region', { name: 'New campaign' });
      await form.getByRole('textbox', { name: 'Campaign name' }).fill('Autumn trail days');
      await form.getByText('WhatsApp', { exact: true }).click();
      await expect
        .poll(() => form.getByTestId('segment-preview').innerText())
        .toBe('2 leads match');
      await form.getByRole('textbox', { name: 'Approved template' }).fill('store_update');
      await form
        .getByRole('textbox', { name: 'Message' })
        .fill('All trail shoes are 20% off this weekend.');
      await expectNoAxeViolations(owner, 'the New campaign form');
      await snap(owner, 'campaigns-new');
      await form.getByRole('button', { name: 'Send campaign' }).click();

      await form.waitFor({ state: 'detached', timeout: 60_000 });
      const name = 'Autumn trail days';
      await expect.poll(() => count(owner, name, 'sent')).toBe(2);
      expect(await count(owner, name, 'failed')).toBe(0);
      expect(await count(owner, name, 'replied')).toBe(0);
      const recipients = owner.getByRole('table', { name: `Recipients of ${name}` });
      for (const person of PEOPLE) await recipients.getByText(person.name).waitFor();

      // Both people got the template; one answers, and the reply is counted live.
      const text = 'News from Trail Shoes: All trail shoes are 20% off this weekend.';
      for (const chat of chats) await seen(chat, text);
      await snap(chats[0]!, 'campaigns-whatsapp-template');
      await chats[0]!
        .getByRole('textbox', { name: 'Message' })
        .fill('Great, is the Ridge 2 included?');
      await chats[0]!.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => count(owner, name, 'replied'), { timeout: 30_000 }).toBe(1);
      await expectNoAxeViolations(owner, 'the campaigns list with its recipients');
      await snap(owner, 'campaigns-list');

      // The reply opens as a conversation in the inbox.
      await recipients.getByRole('link', { name: 'Replied: open conversation' }).click();
      await owner.waitForURL(/\/convos/);
      await seen(owner, 'Great, is the Ridge 2 included?');
      await snap(owner, 'campaigns-reply-in-inbox');

      await owner.goto(`${base}/campaigns`);
      await owner.setViewportSize(PHONE);
      await owner.getByTestId('campaigns-table').waitFor();
      await owner.getByRole('button', { name: 'New campaign' }).click();
      await snap(owner, 'campaigns-phone');
      await context.close();
    },
  );
});
