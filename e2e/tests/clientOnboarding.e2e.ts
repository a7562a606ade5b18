import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { fillAddUserDrawer, giveBackClientSeat } from '../support/clients';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { mailedLoginCode, outboxMessages } from '../support/outbox';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { signInLink } from '../support/teamSignIn';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});
afterAll(async () => {
  if (admin) await giveBackClientSeat(admin.db('eu'), CLIENT.email);
  await browser?.close();
  await admin?.cleanUp();
});

const db = () => admin.db('eu');
const CLIENT = {
  name: 'Hana Harbor',
  email: `hana-${Date.now()}@harbor.test`,
  password: 'Harbor-pass-2026',
};
const ORG = `Harbor Hotels ${Date.now() % 10000}`;

async function signInClientWithPassword(page: Page) {
  await page.goto(`${origin}/login?as=client&region=eu`);
  await page.getByLabel('Email', { exact: true }).fill(CLIENT.email);
  await page.getByLabel('Dashboard password').fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('an agency onboards a client', () => {
  let orgId = '';

  it('creates an organisation, moves credits to it and adds a client with limited access', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/clients'));
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const name = page.getByLabel('Organization name');
    expect(await name.inputValue()).toBe('New Organization');
    await name.fill('');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Organization name is required.').waitFor();
    await name.fill(ORG);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const card = page.getByRole('region', { name: ORG });
    await card.waitFor({ timeout: 15_000 });
    orgId = (await db().collection('orgs').where('name', '==', ORG).get()).docs[0]?.id ?? 'missing';

    // Org Info: 200 credits from the workspace to the organisation.
    await card.getByRole('button', { name: 'Org Info' }).click();
    const orgInfo = page.getByRole('dialog', { name: 'Org Info' });
    await orgInfo.getByLabel('Amount to transfer').fill('200');
    await orgInfo.getByRole('button', { name: 'To organization' }).click();
    await page.getByText('Credits transferred successfully!').waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await db().doc(`orgs/${orgId}`).get()).get('loadTokens'))
      .toBe(200);
    await expectNoAxeViolations(page, 'Org Info drawer');
    await snap(page, 'clients-org-info');
    await page.keyboard.press('Escape');

    // Add User: the Northwind agent, Conversations first, then Home and Knowledge Base.
    await card.getByRole('button', { name: '+ Add User' }).click();
    const drawer = page.getByRole('dialog', { name: `Add User to ${ORG}` });
    await drawer.getByRole('button', { name: 'Add User' }).click();
    await drawer.getByText('Please fill out all fields.').waitFor();
    const generated = await drawer.getByLabel('Dashboard password').inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{15}$/);
    await fillAddUserDrawer(page, drawer, CLIENT, {
      agent: 'Northwind Helpdesk',
      pagesOff: ['Analytics', 'Campaigns'],
    });
    await drawer.getByRole('button', { name: 'Move Conversations up' }).click();
    await expectNoAxeViolations(page, 'Add User drawer');
    await snap(page, 'clients-add-user');
    await drawer.getByRole('button', { name: 'Add User' }).click();
    await card.getByText(CLIENT.email).waitFor({ timeout: 15_000 });
    // The confirmation toast lies over the top bar for its 2 s.
    await page.getByText('Updated client data').waitFor({ state: 'hidden' });
    await card.getByText('Conversations, Home, Knowledge Base').waitFor();
    const stored = (await db().collection('clients').where('email', '==', CLIENT.email).get())
      .docs[0];
    expect(stored?.data()).toMatchObject({
      orgId,
      widgetIDs: ['demo-tabs-eu'],
      canAccess: ['/convos', '/home', '/kb'],
    });
    expect(JSON.stringify(stored?.data())).not.toContain(CLIENT.password);

    // The search finds the client by e-mail and hides the other organisations.
    await page.getByRole('textbox', { name: 'Search organizations and clients' }).fill('hana-');
    await expect.poll(() => page.getByRole('region', { name: 'Lakeside Resorts' }).count()).toBe(0);
    await card.waitFor();
    await expectNoAxeViolations(page, 'Clients page');
    await snap(page, 'clients-page');
    await page.setViewportSize(PHONE);
    await snap(page, 'clients-page-phone');
    await page.close();
  });

  it('the client signs in by password and by e-mailed code and sees only its pages, in order', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${origin}/login?as=client&region=eu`);
    await page.getByLabel('Email', { exact: true }).fill(CLIENT.email);
    await page.getByLabel('Dashboard password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Password is incorrect please try again.').first().waitFor();

    await signInClientWithPassword(page);
    await page.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/convos$/, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Agent pages' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Conversations', 'Home', 'Knowledge Base']);
    await page.getByTestId('client-credits').getByText('200.0 credits').waitFor();
    // A page outside its access sends it back to its first page.
    await page.goto(`${origin}/app/eu/agents/demo-tabs-eu/analytics`);
    await page.waitForURL(/\/demo-tabs-eu\/convos$/);
    await expectNoAxeViolations(page, 'client conversations page');
    await snap(page, 'client-convos');
    await page.setViewportSize(PHONE);
    await snap(page, 'client-convos-phone');
    await page.setViewportSize(DESKTOP);
    // Home: the agent's numbers and who waits for a person; the knowledge base it may extend.
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByText('Waiting for a human').waitFor();
    await expectNoAxeViolations(page, 'client home page');
    await snap(page, 'client-home');
    await nav.getByRole('link', { name: 'Knowledge Base' }).click();
    await page.getByText('Shipping policy').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'client knowledge page');
    await snap(page, 'client-kb');

    // Credits moved to the organisation show in the client's header at once.
    await db().doc(`orgs/${orgId}`).update({ loadTokens: 350 });
    await page.getByTestId('client-credits').getByText('350.0 credits').waitFor();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/app/'), { timeout: 15_000 });

    // The e-mailed code, read from the outbox.
    await page.goto(`${origin}/login?as=client&region=eu`);
    const seen = (await outboxMessages()).length;
    await page.getByLabel('Email', { exact: true }).fill(CLIENT.email);
    await page.getByRole('button', { name: 'Email Login Code' }).click();
    const code = await mailedLoginCode(CLIENT.email, seen);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/convos$/, { timeout: 20_000 });
    await context.close();
  });

  it('blocks the client at once when the agency disables access', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const client = await context.newPage();
    await signInClientWithPassword(client);
    await client.waitForURL(/\/demo-tabs-eu\/convos$/, { timeout: 20_000 });

    const agency = await browser.newPage({ viewport: DESKTOP });
    await agency.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/clients'));
    const card = agency.getByRole('region', { name: ORG });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Org Info' }).click();
    const orgInfo = agency.getByRole('dialog', { name: 'Org Info' });
    await orgInfo.getByRole('switch', { name: 'Disable client access' }).click({ force: true });
    await orgInfo.getByLabel('Message shown to clients').fill('Paused while we move hotels.');
    await orgInfo.getByRole('button', { name: 'Save' }).click();
    await agency.getByText('Organization updated successfully!').waitFor({ timeout: 15_000 });

    const modal = client.getByRole('dialog', { name: 'Access disabled' });
    await modal.getByText('Paused while we move hotels.').waitFor({ timeout: 15_000 });
    await snap(client, 'client-access-disabled-phone');
    await agency.close();
    await context.close();
  });
});
