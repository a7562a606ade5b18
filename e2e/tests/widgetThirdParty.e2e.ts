import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE } from '../support/browser';
import { hostPage, startHostServer, type HostServer } from '../support/hostServer';
import { GREETING, ask, chatFrame, waitForChatText } from '../support/chatWidget';
import { freshUser, signIn } from '../support/dashboard';
import { STACK_ORIGIN } from '../support/widgetPage';

let browser: Browser;
let site: HostServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The local stack and the customer site all live on this machine's loopback hosts. */
const OWN_HOSTS = new Set(['127.0.0.1', 'localhost']);

describe('what a visitor’s browser contacts', () => {
  it('an opened chat with one reply asks no host but the product’s own (no font or Google script host)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await page.goto(
      site.page(
        '/third-parties',
        hostPage({ attributes: { 'agent-id': 'demo-plain-eu', region: 'eu' } }),
      ),
    );
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    await ask(page, 'How long does shipping take?');
    await waitForChatText(page, /Standard shipping takes 3-5 days/, 40_000);
    // The chat's own font is in use, served by the product.
    await expect
      .poll(() =>
        chatFrame(page)
          .locator('body')
          .evaluate(() => document.fonts.check("16px 'DM Sans'") && document.fonts.status),
      )
      .toBe('loaded');

    const http = requested.filter((url) => /^https?:/.test(url));
    expect(http.length).toBeGreaterThan(5);
    const foreign = http.filter((url) => !OWN_HOSTS.has(new URL(url).hostname));
    expect(foreign).toEqual([]);
    expect(http.some((url) => /\/assets\/dm-sans-latin-400-normal-[^/]+\.woff2$/.test(url))).toBe(
      true,
    );
    await context.close();
  });

  it('the sign-in page and the dashboard serve their own DM Sans and ask no other host', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await signIn(page, STACK_ORIGIN, freshUser('third-parties'));
    await expect
      .poll(() =>
        page.evaluate(() => document.fonts.check("16px 'DM Sans'") && document.fonts.status),
      )
      .toBe('loaded');
    const http = requested.filter((url) => /^https?:/.test(url));
    expect(http.filter((url) => !OWN_HOSTS.has(new URL(url).hostname))).toEqual([]);
    expect(http.some((url) => /dm-sans-latin-400-normal[^/]*\.woff2$/.test(url))).toBe(true);
    await context.close();
  });
});
