import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, snap } from '../support/browser';
import { signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { DEMO_USERS, demoAgentIds } from '../../emulator/stack/seed/seedData';

const origin = new URL(inject('urls').dashboard).origin;
const agent = `/app/eu/agents/${demoAgentIds('eu').plain}`;

/** Every page an owner reaches from the navigation, each named for the failure message. */
const OWNER_PAGES: [name: string, path: string][] = [
  ['agent list', '/app/eu/agents'],
  ['agent overview', `${agent}/overview`],
  ['agent theme', `${agent}/overview?view=theme`],
  ['agent sources', `${agent}/kb`],
  ['agent settings', `${agent}/settings`],
  ['agent channels', `${agent}/channels`],
  ['agent conversations', `${agent}/convos`],
  ['agency settings', '/app/eu/agency'],
  ['clients', '/app/eu/clients'],
  ['not found', '/app/eu/no-such-page'],
];

/** The dashboard themes a person picks from (stored as the preferences store keeps them). */
const THEMES = ['blue-dark', 'blue-light', 'yellow-light', 'gray-dark'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page is ready once its heading shows and nothing on it is still loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page
    .locator('.mantine-Loader-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
  // Mantine's transitions (tabs, drawers, the nav) last 0.2 s; axe reads colours mid-fade otherwise.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))),
  );
}

async function useTheme(page: Page, themeName: string): Promise<void> {
  await page.evaluate((name) => {
    localStorage.setItem('vg_theme', JSON.stringify({ state: { themeName: name }, version: 0 }));
  }, themeName);
}

describe('the dashboard meets WCAG 2.2 AA on every page and theme', () => {
  for (const theme of THEMES) {
    it(`owner pages in ${theme}`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signIn(page, origin, DEMO_USERS.owner);
      await useTheme(page, theme);
      for (const [name, path] of OWNER_PAGES) {
        await page.goto(`${origin}${path}`);
        await settle(page);
        await expectNoAxeViolations(page, `${name} (${theme})`, {
          // The live preview is the widget's own document, checked by the widget's suite.
          exclude: ['iframe[title="Widget preview"]'],
        });
      }
      await snap(page, `dashboard-a11y-${theme}`);
      await page.close();
    }, 240_000);
  }

  it('owner pages on a 390 px phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, origin, DEMO_USERS.owner);
    for (const [name, path] of OWNER_PAGES) {
      await page.goto(`${origin}${path}`);
      await settle(page);
      await snap(page, `dashboard-phone-${name.replaceAll(' ', '-')}`);
      await expectNoAxeViolations(page, `${name} (phone)`, {
        exclude: ['iframe[title="Widget preview"]'],
      });
    }
    await page.close();
  }, 240_000);
});
