import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { signInLink } from '../support/teamSignIn';
import { expectText, freshUserId, sendMessage, STACK_ORIGIN } from '../support/widgetPage';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const DESKTOP = { width: 1280, height: 800 };
const AGENT = 'demo-plain-eu';
const VISITOR = { name: 'Lena Lead', email: `lena-${Date.now().toString(36)}@example.test` };
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

/** The number on a stat card (its label names it). */
async function stat(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label, exact: true }).innerText();
  return Number(/(\d[\d,]*)/.exec(text.replace(label, ''))?.[1]?.replace(/,/g, '') ?? NaN);
}

/** Downloads what a click saves and answers its text. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await download.path(), 'utf8');
}

describe('insights: Home, Analytics, Leads and Metrics follow the chats live', () => {
  it('counts widget chats on Home and Analytics as they happen and exports the lead as CSV', async () => {
    const owner = await browser.newPage({ viewport: DESKTOP });
    await owner.goto(signInLink(urls.dashboard, DEMO_USERS.owner, `/app/eu/agents/${AGENT}/home`));
    await owner.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 20_000 });
    await owner.getByRole('group', { name: 'Conversations today' }).waitFor();
    const before = await stat(owner, 'Conversations today');

    // A visitor the embed names chats in the widget, in a browser of their own.
    const visitorContext = await browser.newContext({ viewport: PHONE });
    const visitor = await visitorContext.newPage();
    const query = new URLSearchParams({ userID: freshUserId('insights'), ...VISITOR });
    await visitor.goto(`${STACK_ORIGIN}/app/eu/render/${AGENT}/iframe?${query}`);
    await sendMessage(visitor, 'How long does shipping take?');
    await expectText(visitor, /Standard shipping takes 3-5 days/, 60_000).catch(async (error) => {
      await snap(visitor, 'insights-visitor-no-answer');
      throw error;
    });

    // Home follows without a reload: the conversation counts, and it is the latest.
    await expect
      .poll(() => stat(owner, 'Conversations today'), { timeout: 20_000 })
      .toBe(before + 1);
    await owner.getByTestId('latest-conversations').getByText(VISITOR.name).first().waitFor();
    await expectNoAxeViolations(owner, 'agent home');
    await snap(owner, 'insights-home');

    // Analytics: the question the knowledge base cannot answer shows up live.
    await owner
      .getByRole('navigation', { name: 'Insights' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await owner.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const messagesBefore = await stat(owner, 'Messages');
    await sendMessage(visitor, 'Do you sell gift cards for birthdays?');
    await expect.poll(() => stat(owner, 'Messages'), { timeout: 20_000 }).toBe(messagesBefore + 2);
    const unanswered = owner.getByRole('region', { name: 'Questions the agent could not answer' });
    await unanswered.getByText('Table', { exact: true }).click();
    await unanswered.getByRole('cell', { name: 'do you sell gift cards for birthdays' }).waitFor();
    const csv = await downloaded(owner, () =>
      unanswered.getByRole('button', { name: /as CSV/ }).click(),
    );
    expect(csv).toContain('Question,Times asked');
    expect(csv).toMatch(/do you sell gift cards for birthdays,\d+/);
    await expectNoAxeViolations(owner, 'agent analytics');
    await snap(owner, 'insights-analytics');
    await owner.setViewportSize(PHONE);
    await snap(owner, 'insights-analytics-phone');
    await owner.setViewportSize(DESKTOP);

    // Leads: the embed's user is one lead, found by search and exported as CSV.
    await owner
      .getByRole('navigation', { name: 'Insights' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await owner.getByRole('textbox', { name: 'Search leads', exact: true }).fill('lena');
    await owner.getByTestId('leads-table').getByText(VISITOR.email).waitFor({ timeout: 20_000 });
    const leads = await downloaded(owner, () =>
      owner.getByRole('button', { name: /^Export \d+ as CSV$/ }).click(),
    );
    expect(leads.split('\r\n')[0]).toContain('Name,E-mail,Phone,Channel address,Source');
    expect(leads).toContain(`Lena Lead,${VISITOR.email},,,Widget user`);
    await expectNoAxeViolations(owner, 'agent leads');
    await snap(owner, 'insights-leads');

    await owner
      .getByRole('navigation', { name: 'Insights' })
      .getByRole('link', { name: 'Metrics' })
      .click();
    await owner.getByRole('group', { name: 'Response time p95' }).waitFor();
    expect(await stat(owner, 'Tokens')).toBeGreaterThan(0);
    await expectNoAxeViolations(owner, 'agent metrics');
    await snap(owner, 'insights-metrics');

    await owner
      .getByRole('navigation', { name: 'Insights' })
      .getByRole('link', { name: 'Home' })
      .click();
    await owner.setViewportSize(PHONE);
    await owner.getByRole('group', { name: 'Conversations today' }).waitFor();
    await snap(owner, 'insights-home-phone');
    await visitorContext.close();
    await owner.close();
  });

  it('pages through many leads, filters them by tag in the store, exports every one and opts one out and back in', async () => {
    const agentId = `leads-${Date.now().toString(36)}`;
    await admin.copyAgent(AGENT, agentId, { title: 'Many leads' });
    const batch = admin.db('eu').batch();
    const start = Date.now() - 61 * 60_000;
    for (let i = 0; i < 61; i++) {
      batch.set(admin.db('eu').doc(`voiceglow/${agentId}/leads/l${i}`), {
        email: `visitor${String(i).padStart(2, '0')}@example.test`,
        name: `Visitor ${i}`,
        sources: ['widget-user'],
        channel: 'widget',
        firstContactMs: start + i * 60_000,
        lastContactMs: start + i * 60_000,
        conversations: [],
        tags: i % 10 === 0 ? ['vip'] : [],
        // Visitor 50 replied STOP to a campaign.
        ...(i === 50 ? { optedOut: true, optedOutBy: 'person', optedOutAtMs: start } : {}),
      });
    }
    await batch.commit();
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(
      signInLink(urls.dashboard, DEMO_USERS.owner, `/app/eu/agents/${agentId}/leads`),
    );
    const table = page.getByTestId('leads-table');
    await table.waitFor({ timeout: 30_000 });
    await page.getByText('50 of 61 leads').waitFor({ timeout: 15_000 });
    // The newest contact first.
    expect(await table.locator('tbody tr').first().innerText()).toContain('visitor60@example.test');
    await page.getByRole('button', { name: 'Show more leads' }).click();
    await page.getByText('61 of 61 leads').waitFor();
    expect(await page.getByRole('button', { name: 'Show more leads' }).count()).toBe(0);
    const all = await downloaded(page, () =>
      page.getByRole('button', { name: 'Export 61 as CSV' }).click(),
    );
    expect(all.trim().split('\r\n')).toHaveLength(62);

    await page.getByRole('textbox', { name: 'Tag', exact: true }).click();
    await page.getByRole('option', { name: 'vip' }).click();
    await page.getByText('7 of 7 leads').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(7);
    await snap(page, 'insights-leads-tag');
    await expectNoAxeViolations(page, 'leads filtered by tag');

    // Opting a lead out (and back in) goes through a function, after a confirmation.
    const row = (email: string) =>
      table.locator('tbody tr').filter({ has: page.getByText(email, { exact: true }) });
    const stored = async (id: string) =>
      (await admin.db('eu').doc(`voiceglow/${agentId}/leads/${id}`).get()).get('optedOut');
    await page.getByRole('button', { name: 'Opt out Visitor 60' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opt Visitor 60 out of campaigns?' });
    await dialog.getByRole('button', { name: 'Opt out', exact: true }).click();
    await row('visitor60@example.test').getByText('Opted out', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await stored('l60')).toBe(true);
    await snap(page, 'insights-leads-opted-out');
    // A person's own STOP is theirs to undo.
    await row('visitor50@example.test')
      .getByText('They replied STOP; they can write START to opt back in.')
      .waitFor();
    expect(await row('visitor50@example.test').getByRole('button').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Opt back in Visitor 60' }).click();
    const back = page.getByRole('dialog', { name: 'Opt Visitor 60 back in to campaigns?' });
    await back.getByText('Only do this if they asked').waitFor();
    await expectNoAxeViolations(page, 'opt back in dialog on a phone');
    await snap(page, 'insights-leads-opt-in-phone');
    await back.getByRole('button', { name: 'Opt back in', exact: true }).click();
    await page.getByRole('button', { name: 'Opt out Visitor 60' }).waitFor();
    await back.waitFor({ state: 'detached' });
    expect(await stored('l60')).toBe(false);
    await page.close();
  });

  it('shows a client with only /analytics that page and nothing else', async () => {
    const clientRef = admin.db('eu').doc(`clients/${DEMO_USERS.client.uid}`);
    const access = (await clientRef.get()).get('canAccess') as string[];
    await clientRef.update({ canAccess: ['/analytics'] });
    try {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(signInLink(urls.dashboard, DEMO_USERS.client));
      await page.waitForURL(/\/agents\/demo-tabs-eu\/analytics$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Agent pages' });
      await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Analytics']);
      // No links to pages outside its access, and their addresses lead back here.
      expect(await page.getByRole('navigation', { name: 'Insights' }).count()).toBe(0);
      for (const tab of ['home', 'leads', 'metrics', 'convos']) {
        await page.goto(`${STACK_ORIGIN}/app/eu/agents/demo-tabs-eu/${tab}`);
        await page.waitForURL(/\/agents\/demo-tabs-eu\/analytics$/);
      }
      await page.getByRole('group', { name: 'Conversations' }).waitFor();
      await expectNoAxeViolations(page, 'client analytics');
      await page.setViewportSize(PHONE);
      await snap(page, 'insights-client-analytics-phone');
      await page.close();
    } finally {
      await clientRef.update({ canAccess: access });
    }
  });
});
