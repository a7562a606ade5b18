import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { logInWithMeta } from '../support/metaLogin';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
/** The stand-in's second number, so this file never competes with the channel tests for the first. */
const NUMBER = '+1 555-010-9911';
const stamp = String(Date.now()).slice(-7);
const PEOPLE = [
  { id: `4791${stamp}`, name: 'Ingrid' },
  { id: `4792${stamp}`, name: 'Ola' },
  // The stand-in has no WhatsApp account for numbers starting 999: Meta reports the message failed.
  { id: `9993${stamp}`, name: 'Nils' },
];
/** Leads that came by e-mail before the WhatsApp ones: more than one page of the segment preview. */
const EMAIL_LEADS = 60;
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});
afterAll(async () => {
  await browser?.close();
});

/** E-mail leads of the agent, contacted before today's WhatsApp leads. */
async function seedEmailLeads(region: 'eu' | 'na', agentId: string) {
  const batch = admin.db(region).batch();
  const start = Date.now() - 2 * 86_400_000;
  for (let i = 0; i < EMAIL_LEADS; i++)
    batch.set(admin.db(region).doc(`voiceglow/${agentId}/leads/e${i}`), {
      email: `reader${i}@example.test`,
      name: `Reader ${i}`,
      sources: ['email-form'],
      channel: 'widget',
      firstContactMs: start + i * 60_000,
      lastContactMs: start + i * 60_000,
    });
  await batch.commit();
}

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
    'sends a picked WhatsApp template to a previewed segment; delivery, failure and a reply follow live',
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

      await seedEmailLeads(region, agentId);
      // Three people write to the number first: each becomes a WhatsApp lead.
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
      // The preview counts the whole segment and pages through it.
      const preview = form.getByTestId('segment-preview');
      const total = EMAIL_LEADS + PEOPLE.length;
      await expect
        .poll(() => preview.innerText(), { timeout: 15_000 })
        .toBe(
          `${total} leads match (${EMAIL_LEADS} will be skipped: opted out or no WhatsApp number)`,
        );
      const previewRows = form.getByTestId('segment-leads').locator('tbody tr');
      expect(await previewRows.count()).toBe(50);
      await form.getByRole('button', { name: `Load more (50 of ${total} shown)` }).click();
      await expect.poll(() => previewRows.count()).toBe(total);
      await form.getByText('Skipped: No WhatsApp number').first().waitFor();
      await form.getByRole('textbox', { name: 'Came from' }).click();
      await owner.getByRole('option', { name: 'whatsapp', exact: true }).click();
      await expect
        .poll(() => preview.innerText(), { timeout: 15_000 })
        .toBe(`${PEOPLE.length} leads match`);

      // The template is picked from the number's approved ones.
      await form.getByRole('textbox', { name: 'Approved template' }).click();
      await owner.getByRole('option', { name: 'store_update (en)' }).click();
      await form.getByTestId('template-body').getByText('News from Trail Shoes: {{1}}').waitFor();
      await form
        .getByRole('textbox', { name: 'Message' })
        .fill('All trail shoes are 20% off this weekend.');
      await expectNoAxeViolations(owner, 'the New campaign form');
      await snap(owner, 'campaigns-new');
      await form.getByRole('button', { name: 'Send campaign' }).click();

      await form.waitFor({ state: 'detached', timeout: 60_000 });
      const name = 'Autumn trail days';
      // Meta's status webhooks: two delivered (and read, their chats are open), one failed.
      await expect.poll(() => count(owner, name, 'delivered'), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => count(owner, name, 'failed'), { timeout: 30_000 }).toBe(1);
      expect(await count(owner, name, 'sent')).toBe(2);
      expect(await count(owner, name, 'replied')).toBe(0);
      const recipients = owner.getByRole('table', { name: `Recipients of ${name}` });
      for (const person of PEOPLE) await recipients.getByText(person.name).waitFor();
      const nils = recipients.getByRole('row').filter({ hasText: 'Nils' });
      await nils.getByText('Failed', { exact: true }).waitFor();
      await nils
        .getByText(
          'WhatsApp could not deliver it: Message Undeliverable: the number is not on WhatsApp. (error 131026)',
        )
        .waitFor();
      await recipients
        .getByRole('row')
        .filter({ hasText: 'Ingrid' })
        .getByText('Read', { exact: true })
        .waitFor({ timeout: 30_000 });

      // Both people got the template; one answers, and the reply is counted live.
      const text = 'News from Trail Shoes: All trail shoes are 20% off this weekend.';
      for (const chat of chats.slice(0, 2)) await seen(chat, text);
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
