import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { LOCAL_PORTS } from '@vg/common';
import { launchBrowser, snap } from '../support/browser';
import { textCount, toPhone } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { signInLink } from '../support/teamSignIn';
import { DEMO_AGENCY_SUBDOMAIN, DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const stamp = Date.now().toString(36);
const customHost = `chat.lakeside-${stamp}.test`;
const agencyName = `Lakeside Partners ${stamp}`;
let browser: Browser;
/** A custom tab's script: it reports the user it was given and what it could reach. */
const TAB_SCRIPT = `window.addEventListener('vg-dashboard-user', function (e) {
  var parentDoc; try { parentDoc = window.parent.document ? 'open' : 'none'; } catch (err) { parentDoc = 'blocked'; }
  var storage; try { storage = String(window.localStorage.length); } catch (err) { storage = 'blocked'; }
  document.getElementById('out').textContent = e.detail.email + ' parent:' + parentDoc + ' storage:' + storage;
});`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const preview = (page: Page) => page.getByTestId('agency-preview').locator('.vg-client');
const status = (page: Page, text: string) =>
  expect.poll(() => textCount(page, text), { timeout: 15_000 }).toBeGreaterThan(0);

describe('agency settings as the agency owner', () => {
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

    // Acting as the domain's DNS host: add the record on its page.
    const dns = await browser.newPage();
    await dns.goto(urls.dnsPage);
    await dns.getByLabel('Type').selectOption('CNAME');
    await dns.getByLabel('Name (full host)').fill(customHost);
    await dns.getByLabel('Value').fill(target);
    await dns.getByRole('button', { name: 'Add record' }).click();
    await dns.getByRole('cell', { name: customHost }).waitFor();
    await expectNoAxeViolations(dns, 'local DNS host page');
    await dns.close();

    // One poll (5 s) later the server has resolved it and marked it verified.
    await status(page, 'Domain verification successful..');
    await domains.getByText('Verified', { exact: true }).waitFor({ timeout: 12_000 });
    await snap(page, 'agency-domain-verified');
    await toPhone(page);
    await snap(page, 'agency-domains-phone');
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
    await page.getByRole('button', { name: 'Done' }).click();
    await expectNoAxeViolations(page, 'agency custom tabs');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await status(page, 'All changes saved.');
    await page.goto(`${new URL(urls.dashboard).origin}/app/eu/c/reports`);
    const frame = page.frameLocator('iframe[title="Reports"]');
    await expect
      .poll(() => frame.locator('#out').textContent(), { timeout: 15_000 })
      .toBe(`${DEMO_USERS.agencyOwner.email} parent:blocked storage:blocked`);
    await snap(page, 'agency-custom-tab');
    await page.close();
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
});
