import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { LOCAL_PORTS } from '@vg/common';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { textCount, toPhone } from '../support/dashboard';
import { fillAddUserDrawer, giveBackClientSeat } from '../support/clients';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { mailedLoginCode, outboxMessages } from '../support/outbox';
import { pushedMessages } from '../support/pushes';
import { visitorAsksForHandoff } from '../support/visitor';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { signInLink } from '../support/teamSignIn';
import { DEMO_AGENCY_SUBDOMAIN, DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const stamp = Date.now().toString(36);
const customHost = `chat.lakeside-${stamp}.test`;
const agencyName = `Lakeside Partners ${stamp}`;
const mailDomain = `lakeside-mail-${stamp}.test`;
const subdomainOrigin = `http://${DEMO_AGENCY_SUBDOMAIN}:${LOCAL_PORTS.hosting}`;
const ORG = `Lakeside Spa ${stamp}`;
const CLIENT = {
  name: 'Rosa Reyes',
  email: `rosa-${stamp}@lakeside.test`,
  password: 'Lakeside-pass-2026',
};
let browser: Browser;
let admin: StackAdmin;
let clientId = '';
let clientContext: BrowserContext;
let client: Page;
const VISITOR = 'Jade Visitor';
let orgId = '';
/** A custom tab's script: it reports the user it was given and what it could reach. */
const TAB_SCRIPT = `window.addEventListener('vg-dashboard-user', function (e) {
  var parentDoc; try { parentDoc = window.parent.document ? 'open' : 'none'; } catch (err) { parentDoc = 'blocked'; }
  var storage; try { storage = String(window.localStorage.length); } catch (err) { storage = 'blocked'; }
  document.getElementById('out').textContent = e.detail.email + ' parent:' + parentDoc + ' storage:' + storage;
});`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});

/** Acting as the domain's DNS host: adds records on the local DNS page. */
async function addDnsRecords(
  records: { type: string; name: string; value: string; priority?: string }[],
): Promise<void> {
  const dns = await browser.newPage();
  await dns.goto(urls.dnsPage);
  for (const record of records) {
    await dns.getByLabel('Type').selectOption(record.type);
    await dns.getByLabel('Name (full host)').fill(record.name);
    await dns.getByLabel('Value').fill(record.value);
    if (record.priority) await dns.getByLabel('Priority (MX)').fill(record.priority);
    await dns.getByRole('button', { name: 'Add record' }).click();
    await dns.getByRole('cell', { name: record.value, exact: true }).first().waitFor();
  }
  await expectNoAxeViolations(dns, 'local DNS host page');
  await dns.close();
}
afterAll(async () => {
  if (admin) await giveBackClientSeat(admin.db('eu'), CLIENT.email);
  await admin?.cleanUp();
  await browser?.close();
});

/**
 * What the Reports tab's script wrote, or what the page shows instead; each
 * read is bounded, so a missing frame fails the poll with its text instead of
 * stalling it.
 */
async function tabScriptOutput(page: Page): Promise<string> {
  if ((await page.locator('iframe[title="Reports"]').count()) === 0)
    return `no Reports frame: ${await page.locator('main').first().innerText({ timeout: 2_000 })}`;
  return (
    (await page
      .frameLocator('iframe[title="Reports"]')
      .locator('#out')
      .textContent({ timeout: 2_000 })) ?? ''
  );
}
const preview = (page: Page) => page.getByTestId('agency-preview').locator('.vg-client');
const status = (page: Page, text: string) =>
  expect.poll(() => textCount(page, text), { timeout: 15_000 }).toBeGreaterThan(0);

describe('an agency brands the dashboard, onboards a client, and the client meets the brand', () => {
  let page: Page;

  it('edits the overview and theme, sees the preview follow, saves and finds it after a reload', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/agency'));
    await page.waitForURL(/\/app\/eu\/agency$/, { timeout: 30_000 });
    await status(page, 'All changes saved.');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'agency overview tab');

    await page.getByLabel('Agency name').fill(agencyName);
    await status(page, 'There are unsaved changes.');
    await expect
      .poll(() => preview(page).locator('.vg-client-name').textContent())
      .toBe(agencyName);

    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByText('Gradient', { exact: true }).click();
    await expect.poll(() => preview(page).getAttribute('data-usage')).toBe('gradient');
    const font = page.getByLabel('Google font');
    await font.fill('Nonexistent Family Xyz');
    await status(page, 'This font name is not a valid one, please double check font name.');
    await font.fill('Lobster');
    await expect.poll(() => preview(page).getAttribute('data-font')).toContain('"Lobster"');
    await expect
      .poll(() =>
        textCount(page, 'This font name is not a valid one, please double check font name.'),
      )
      .toBe(0);
    await page.getByLabel('Custom CSS').fill('.vg-client-name { text-decoration: underline; }');
    await expect
      .poll(() =>
        preview(page)
          .locator('.vg-client-name')
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      )
      .toBe('underline');
    // The agency's CSS stays inside the preview.
    expect(
      await page.getByLabel('Custom CSS').evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('none');
    await expectNoAxeViolations(page, 'agency theme tab');
    await snap(page, 'agency-theme-preview');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await status(page, 'Saved successfully');
    await status(page, 'All changes saved.');
    await page.reload();
    await status(page, 'All changes saved.');
    expect(await page.getByLabel('Agency name').inputValue()).toBe(agencyName);
    await page.getByRole('tab', { name: 'Theme' }).click();
    expect(await page.getByLabel('Google font').inputValue()).toBe('Lobster');
  });

  it('adds a custom domain, and it verifies once the record is added on the local DNS host', async () => {
    await page.getByRole('tab', { name: 'Domains' }).click();
    const domains = page.getByRole('region', { name: 'Custom domain' });
    await domains.getByLabel('Custom domain').fill(customHost.toUpperCase());
    await domains.getByRole('button', { name: 'Add domain' }).click();
    await status(page, 'Domain verification pending..');
    const table = page.getByRole('table', { name: `DNS records for ${customHost}` });
    await table.waitFor();
    const cells = await table.locator('tbody td').allTextContents();
    expect(cells[0]).toBe('CNAME');
    expect(cells[1]).toBe(customHost);
    const target = cells[2] ?? '';
    expect(target).not.toBe('');
    await expectNoAxeViolations(page, 'agency domains tab, pending');
    await snap(page, 'agency-domain-pending');

    await addDnsRecords([{ type: 'CNAME', name: customHost, value: target }]);

    // One poll (5 s) later the server has resolved it and marked it verified.
    await status(page, 'Domain verification successful..');
    await domains.getByText('Verified', { exact: true }).waitFor({ timeout: 12_000 });
    await snap(page, 'agency-domain-verified');
  });

  it('verifies the e-mail sending domain once its records are at the DNS host', async () => {
    await page.getByRole('tab', { name: 'Email' }).click();
    const section = page.getByRole('region', { name: 'Email sending domain' });
    await section.getByLabel('Sending domain').fill(mailDomain);
    await section.getByRole('button', { name: 'Add domain' }).click();
    const table = page.getByRole('table', { name: `DNS records for ${mailDomain}` });
    await table.waitFor({ timeout: 15_000 });
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
      );
    expect(rows.map((row) => row[0]).sort()).toEqual(['MX', 'TXT', 'TXT']);
    expect(rows.find((row) => row[0] === 'MX')?.[3]).toBe('10');
    await expectNoAxeViolations(page, 'agency e-mail tab, records');
    await addDnsRecords(
      rows.map(([type = '', name = '', value = '', priority = '']) => ({
        type,
        name,
        value,
        priority,
      })),
    );
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => section.getByRole('status').textContent(), { timeout: 20_000 })
      .toBe('verified');
    await snap(page, 'agency-email-verified');
    await toPhone(page);
    await snap(page, 'agency-email-phone');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await snap(page, 'agency-overview-phone');
    await expectNoAxeViolations(page, 'agency overview on a phone');
    await page.close();
  });

  it('adds a custom html tab whose script gets the signed-in user but cannot reach the session', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/agency'));
    await status(page, 'All changes saved.');
    await page.getByRole('tab', { name: 'Custom Tabs' }).click();
    expect(await page.getByTestId('agency-preview').count()).toBe(0);
    await page.getByRole('button', { name: 'Add tab' }).click();
    await page.getByLabel('Label').fill('Reports');
    await page.getByLabel('URL', { exact: true }).fill('reports');
    await status(page, 'URL must include a leading slash (/)');
    await page.getByLabel('URL', { exact: true }).fill('/home');
    await status(page, 'This URL is reserved for a default tab');
    await page.getByLabel('URL', { exact: true }).fill('/reports');
    await page.getByLabel('HTML content').fill('<p id="out">waiting</p>');
    await page.getByLabel('JS content').fill(TAB_SCRIPT);
    // check() fails at once if the click did not turn the switch on.
    await page.getByRole('switch', { name: 'Always visible' }).check({ force: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await expectNoAxeViolations(page, 'agency custom tabs');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved means the server has it, not only the page's own copy: leaving earlier could lose it.
    await status(page, 'Saved successfully');
    await status(page, 'All changes saved.');
    await page.goto(`${new URL(urls.dashboard).origin}/app/eu/c/reports`);
    await expect
      .poll(() => tabScriptOutput(page), { timeout: 15_000 })
      .toBe(`${DEMO_USERS.agencyOwner.email} parent:blocked storage:blocked`);
    await snap(page, 'agency-custom-tab');
    await page.close();
  });

  it('creates an organisation and adds a client with three pages of one agent', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/clients'));
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.getByLabel('Organization name').fill(ORG);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const card = page.getByRole('region', { name: ORG });
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: '+ Add User' }).click();
    const drawer = page.getByRole('dialog', { name: `Add User to ${ORG}` });
    await fillAddUserDrawer(page, drawer, CLIENT, {
      agent: 'Northwind Helpdesk',
      pagesOff: ['Analytics', 'Campaigns'],
    });
    await drawer.getByRole('button', { name: 'Add User' }).click();
    await card.getByText(CLIENT.email).waitFor({ timeout: 15_000 });
    const stored = await admin
      .db('eu')
      .collection('clients')
      .where('email', '==', CLIENT.email)
      .get();
    expect(stored.docs[0]?.data()).toMatchObject({
      widgetIDs: ['demo-tabs-eu'],
      canAccess: ['/home', '/convos', '/kb'],
    });
    clientId = stored.docs[0]?.id ?? '';
    orgId = String(stored.docs[0]?.get('orgId'));
    await page.close();
  });

  it("lets the client sign in on the agency's sub-domain with a code mailed from the agency's domain, and see only its pages", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${subdomainOrigin}/login`);
    await page.getByTestId('agency-brand').getByText(agencyName).waitFor({ timeout: 20_000 });
    const seen = (await outboxMessages()).length;
    await page.getByLabel('Email', { exact: true }).fill(CLIENT.email);
    await page.getByRole('button', { name: 'Email Login Code' }).click();
    const code = await mailedLoginCode(CLIENT.email, seen);
    const mail = (await outboxMessages())
      .slice(seen)
      .find((m) => m.envelopeTo.includes(CLIENT.email));
    expect(mail?.from).toBe(`"${agencyName}" <notifications@${mailDomain}>`);
    expect(mail?.subject).toBe(`Your ${agencyName} login code: ${code}`);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    expect(new URL(page.url()).host).toBe(`${DEMO_AGENCY_SUBDOMAIN}:${LOCAL_PORTS.hosting}`);

    // Its pages in the order granted, then the agency's always-visible tab; nothing else.
    const nav = page.getByRole('navigation', { name: 'Agent pages' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents(), { timeout: 15_000 })
      .toEqual(['Home', 'Conversations', 'Knowledge Base', 'Reports']);
    expect(await page.title()).toBe(agencyName);
    expect(await textCount(page, 'VoiceGlow')).toBe(0);
    await page.goto(`${subdomainOrigin}/app/eu/agents/demo-tabs-eu/analytics`);
    await page.waitForURL(/\/demo-tabs-eu\/home$/);
    await page.getByText('Waiting for a human').waitFor();
    await expectNoAxeViolations(page, 'branded client home');
    await snap(page, 'agency-client-home');

    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect
      .poll(() => tabScriptOutput(page), { timeout: 15_000 })
      .toBe(`${CLIENT.email} parent:blocked storage:blocked`);
    await expectNoAxeViolations(page, 'custom tab in the client dashboard');
    await snap(page, 'agency-client-custom-tab');
    // The layout animates into its phone form first; a click during it can miss.
    await toPhone(page);
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/demo-tabs-eu\/home$/);
    await page.getByText('Waiting for a human').waitFor();
    await expectNoAxeViolations(page, 'branded client home on a phone');
    await snap(page, 'agency-client-home-phone');
    await context.close();
  });

  it("shows the agency's branding on its product sub-domain and its verified custom domain", async () => {
    const sub = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await sub.goto(`http://${DEMO_AGENCY_SUBDOMAIN}:${LOCAL_PORTS.hosting}/login`);
    await sub.getByTestId('agency-brand').getByText(agencyName).waitFor({ timeout: 20_000 });
    expect(await sub.title()).toBe(agencyName);
    expect(await textCount(sub, 'VoiceGlow')).toBe(0);
    expect(await sub.getByRole('tab', { name: 'Client' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await sub.locator('body').evaluate((body) => getComputedStyle(body).fontFamily),
    ).toContain('Lobster');
    await expectNoAxeViolations(sub, 'branded sign-in on the product sub-domain');
    await snap(sub, 'agency-branded-subdomain-login');
    await sub.close();

    // Chromium resolves the custom domain to this machine, as public DNS would after the CNAME.
    const mapped = await chromium.launch(
      chromiumLaunchOptions([`--host-resolver-rules=MAP ${customHost} 127.0.0.1`]),
    );
    try {
      const custom = await mapped.newPage({ viewport: { width: 390, height: 844 } });
      await custom.goto(`http://${customHost}:${LOCAL_PORTS.hosting}/login`);
      await custom.getByTestId('agency-brand').getByText(agencyName).waitFor({ timeout: 20_000 });
      expect(await textCount(custom, 'VoiceGlow')).toBe(0);
      await snap(custom, 'agency-branded-custom-domain-phone');
    } finally {
      await mapped.close();
    }
  });
  it('the client signs in by password, gets a hand-off request by toast, push and e-mail, and answers it from /convos', async () => {
    // A browser that has not allowed notifications yet (headless Chromium then refuses them).
    clientContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    client = await clientContext.newPage();
    await client.goto(`${subdomainOrigin}/login`);
    await client.getByLabel('Email', { exact: true }).fill(CLIENT.email);
    await client.getByLabel('Dashboard password').fill(CLIENT.password);
    await client.getByRole('button', { name: 'Sign In' }).click();
    await client.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    await client
      .getByRole('navigation', { name: 'Agent pages' })
      .getByRole('link', { name: 'Conversations' })
      .click();
    await client.waitForURL(/\/demo-tabs-eu\/convos/);
    const pushToken = await turnOnPushInTheBell(client);

    // A visitor of the agent asks for a person (the widget's hand-off call).
    const mailsBefore = (await outboxMessages()).length;
    const visitor = {
      uid: await visitorAsksForHandoff(admin.db('eu'), 'demo-tabs-eu', {
        name: VISITOR,
        message: 'Is the spa open?',
      }),
    };
    const request = `${VISITOR} wants to talk to the team on Northwind Helpdesk.`;
    // The toast shows the first 50 characters.
    await client.getByText(request.slice(0, 40)).first().waitFor({ timeout: 20_000 });
    await snap(client, 'agency-client-handoff-toast');

    // The client asked for all channels: a push to its browser and an e-mail from the agency's domain.
    const pushed = (await pushedMessages()).filter((p) => p.message.token === pushToken);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.message.notification).toEqual({ title: 'Chat request', body: request });
    expect(pushed[0]?.message.webpush?.fcm_options?.link).toContain(
      `/app/eu/agents/demo-tabs-eu/convos?convo=${visitor.uid}`,
    );
    // The stand-in's page shows the push as the client's browser would.
    const fcmPage = await browser.newPage({ viewport: PHONE });
    await fcmPage.goto(urls.fcm);
    await fcmPage.getByRole('list', { name: 'Pushed messages' }).getByText(request).waitFor();
    await fcmPage.getByRole('list', { name: 'Registered browsers' }).getByText(pushToken).waitFor();
    await expectNoAxeViolations(fcmPage, 'local FCM page');
    await snap(fcmPage, 'fcm-pushed-phone');
    await fcmPage.close();
    await expect
      .poll(async () =>
        (await outboxMessages())
          .slice(mailsBefore)
          .filter((m) => m.envelopeTo.includes(CLIENT.email))
          .map((m) => `${m.from} | ${m.subject}`),
      )
      .toEqual([
        `"${agencyName}" <notifications@${mailDomain}> | Chat request on Northwind Helpdesk`,
      ]);

    const waiting = client.locator(`[data-convo-id="${visitor.uid}"]`);
    await waiting.getByText('Waiting for a human').waitFor({ timeout: 15_000 });
    await waiting.click();
    await client.getByRole('log').getByText('Is the spa open?').waitFor();
    await client.getByRole('button', { name: 'Take over' }).click();
    const answer = 'Hi Jade, Rosa here. The spa opens at nine.';
    await client.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await client.getByRole('button', { name: 'Send reply' }).click();
    await client.getByRole('log').getByText(answer).waitFor();
    await expect
      .poll(async () => (await admin.conversation('demo-tabs-eu', visitor.uid))?.chatAssignedTo)
      .toBe(clientId);
    await expectNoAxeViolations(client, 'client answering a hand-off');
    await snap(client, 'agency-client-answered');

    // The agency sends mail from its own domain, so its clients have a Feedback button.
    await client.getByRole('button', { name: 'Feedback' }).click();
    const drawer = client.getByRole('dialog', { name: 'Send Feedback' });
    await drawer.getByLabel('Subject').fill('Opening hours');
    await drawer.getByLabel('Message').fill('Visitors ask about the spa a lot.\nCan we add it?');
    await expectNoAxeViolations(client, 'Send Feedback drawer');
    await snap(client, 'agency-client-feedback');
    const seenMails = (await outboxMessages()).length;
    await drawer.getByRole('button', { name: 'Send' }).click();
    await client.getByText('Feedback sent!').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const sent = (await outboxMessages())
      .slice(seenMails)
      .find((m) => m.envelopeTo.includes('help@northwind.test'));
    expect(sent).toMatchObject({
      from: `"${agencyName}" <notifications@${mailDomain}>`,
      subject: `Feedback from ${CLIENT.name}: Opening hours`,
    });
    expect(sent?.text?.trim()).toBe('Visitors ask about the spa a lot.\nCan we add it?');
  });

  it("moves credits to the organisation, live in the client's header, then disables access and the client is blocked at once", async () => {
    const credits = client.getByTestId('client-credits');
    await credits.getByText('0.0 credits').waitFor({ timeout: 15_000 });
    const agency = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await agency.goto(signInLink(urls.dashboard, DEMO_USERS.agencyOwner, '/app/eu/clients'));
    const card = agency.getByRole('region', { name: ORG });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Org Info' }).click();
    const orgInfo = agency.getByRole('dialog', { name: 'Org Info' });
    await orgInfo.getByLabel('Amount to transfer').fill('150');
    await orgInfo.getByRole('button', { name: 'To organization' }).click();
    await agency.getByText('Credits transferred successfully!').waitFor({ timeout: 15_000 });
    await credits.getByText('150.0 credits').waitFor({ timeout: 15_000 });
    expect((await admin.db('eu').doc(`orgs/${orgId}`).get()).get('loadTokens')).toBe(150);

    await orgInfo.getByRole('switch', { name: 'Disable client access' }).click({ force: true });
    await orgInfo
      .getByLabel('Message shown to clients')
      .fill('The spa portal is closed for the move.');
    await orgInfo.getByRole('button', { name: 'Save' }).click();
    await agency.getByText('Organization updated successfully!').waitFor({ timeout: 15_000 });
    const modal = client.getByRole('dialog', { name: 'Access disabled' });
    await modal.getByText('The spa portal is closed for the move.').waitFor({ timeout: 15_000 });
    await client.setViewportSize(PHONE);
    await expectNoAxeViolations(client, 'access disabled modal on a phone');
    await snap(client, 'agency-client-access-disabled-phone');
    await agency.close();
    // Logging out takes this browser's push token off the record: a signed-out browser gets no pushes.
    await modal.getByRole('button', { name: 'Log Out' }).click();
    await client.waitForURL(/\/login/);
    expect((await admin.db('eu').doc(`clients/${clientId}`).get()).get('FB_PUSH_TOKEN')).toBeNull();
    await clientContext.close();
  });
});

/**
 * The client turns push on from the bell's settings: blocked first (the
 * message says what to do), then allowed in the site settings and tried
 * again. Answers the token the browser wrote to the client's record.
 */
async function turnOnPushInTheBell(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Notification settings' }).click();
  await panel.getByRole('button', { name: 'Turn on push notifications' }).click();
  const blocked = panel.getByRole('alert');
  await blocked.getByText('Notifications are blocked in this browser').waitFor();
  await expectNoAxeViolations(page, 'push notifications blocked');
  await snap(page, 'agency-client-push-blocked');
  await toPhone(page);
  await snap(page, 'agency-client-push-blocked-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await admin.db('eu').doc(`clients/${clientId}`).get()).get('FB_PUSH_TOKEN')).toBeFalsy();

  await page.context().grantPermissions(['notifications'], { origin: subdomainOrigin });
  await blocked.getByRole('button', { name: 'Try again' }).click();
  await panel.getByText('Push notifications are on in this browser.').waitFor();
  await snap(page, 'agency-client-push-on');
  await toPhone(page);
  await snap(page, 'agency-client-push-on-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = (await admin.db('eu').doc(`clients/${clientId}`).get()).get('FB_PUSH_TOKEN');
  expect(token).toMatch(/^[\w-]{22}:APA91b[\w-]+$/);
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await panel.waitFor({ state: 'hidden' });
  return token as string;
}
