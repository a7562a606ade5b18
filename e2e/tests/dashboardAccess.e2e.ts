import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { freshUser, signIn, textCount, toPhone } from '../support/dashboard';
import { DEMO_USERS, demoAgentIds } from '../../emulator/stack/seed/seedData';

const origin = new URL(inject('urls').dashboard).origin;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Links of the agent cards on the list (each card is named by what it shows). */
function agentLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href$="/overview"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('regions and ownership', () => {
  it("switches from eu to na and lists the other region's agents", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, origin, DEMO_USERS.owner);
    await page.goto(`${origin}/app/eu/agents`);
    const eu = demoAgentIds('eu').plain;
    const na = demoAgentIds('na').plain;
    await expect
      .poll(() => agentLinks(page), { timeout: 15_000 })
      .toContain(`/app/eu/agents/${eu}/overview`);
    expect(await agentLinks(page)).not.toContain(`/app/na/agents/${na}/overview`);
    expect(await textCount(page, 'Europe (Frankfurt)')).toBeGreaterThan(0);

    // Side nav: the Region select when expanded, a one-click switch when collapsed.
    const select = page.getByRole('textbox', { name: 'Region' });
    if (await select.isVisible()) {
      await select.click();
      await page.getByRole('option', { name: 'North America (Virginia)' }).click();
    } else {
      await page.getByRole('button', { name: 'Switch region' }).click();
    }
    await expect
      .poll(() => textCount(page, 'Switching to North America (Virginia)..'))
      .toBeGreaterThan(0);
    await page.waitForURL(`${origin}/app/na/agents`, { timeout: 10_000 });
    await expect
      .poll(() => agentLinks(page), { timeout: 15_000 })
      .toContain(`/app/na/agents/${na}/overview`);
    expect(await agentLinks(page)).not.toContain(`/app/eu/agents/${eu}/overview`);
    expect(await textCount(page, 'North America (Virginia)')).toBeGreaterThan(0);
    await snap(page, 'dashboard-region-na');
    await toPhone(page);
    await snap(page, 'dashboard-region-na-phone');
    await page.close();
  });

  it("tells a non-owner 'This widget does not exist.' and sends them to the widget list", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, origin, freshUser('stranger'));
    const foreign = demoAgentIds('eu').plain;
    const opened = Date.now();
    await page.goto(`${origin}/app/eu/agents/${foreign}/overview`);
    await expect
      .poll(() => textCount(page, 'This widget does not exist.'), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await snap(page, 'dashboard-not-owner');
    // None of the owner's settings reach the stranger's screen.
    expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
    await page.waitForURL(`${origin}/app/eu/widgets`, { timeout: 10_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(2_000);
    expect(await agentLinks(page)).not.toContain(`/app/eu/agents/${foreign}/overview`);
    await toPhone(page);
    await snap(page, 'dashboard-not-owner-widgets-phone');
    await page.close();
  });
});
