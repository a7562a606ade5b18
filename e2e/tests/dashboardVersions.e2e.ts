import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import {
  createAgent,
  freshUser,
  saveButton,
  signIn,
  textCount,
  toPhone,
} from '../support/dashboard';

const origin = new URL(inject('urls').dashboard).origin;
const SAVES = 21;
const KEPT = 20;
const versionTitle = (n: number) => `Version ${n}`;

let browser: Browser;
let docs: AgentDocs;
let context: BrowserContext;
let page: Page;
let agentId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await docs?.close();
});

async function openVersions(): Promise<Locator> {
  await page.getByRole('button', { name: 'More save options' }).click();
  await page.getByRole('menuitem', { name: 'Version History (20 max)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions History' });
  await expect
    .poll(() => dialog.getByTestId('version-item').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  return dialog;
}

function itemNamed(dialog: Locator, title: string): Locator {
  return dialog.getByTestId('version-item').filter({ hasText: new RegExp(`^${title}(?!\\d)`) });
}

/** A backup on every save, only the 20 newest kept; revert and download. */
describe('version history', () => {
  it(`keeps the ${KEPT} newest of ${SAVES} saves, newest first and tagged Latest`, async () => {
    await signIn(page, origin, freshUser('versions'));
    agentId = await createAgent(page, versionTitle(1));
    const title = page.getByLabel('Title', { exact: true });
    for (let n = 2; n <= SAVES; n++) {
      await title.fill(versionTitle(n));
      await saveButton(page).click();
      await expect
        .poll(async () => (await docs.read(agentId, 'eu')).title, { timeout: 10_000 })
        .toBe(versionTitle(n));
      // The next edit starts once the editor has settled on the saved values.
      await expect.poll(() => saveButton(page).isEnabled()).toBe(true);
    }
    const stored = await docs.db('eu').collection(`voiceglow/${agentId}/backups`).get();
    expect(stored.size).toBe(KEPT);

    const dialog = await openVersions();
    const items = dialog.getByTestId('version-item');
    await expect.poll(() => items.count()).toBe(KEPT);
    const names = await items.evaluateAll((els) =>
      els.map((el) => el.querySelector('p')?.textContent ?? ''),
    );
    expect(names).toEqual(Array.from({ length: KEPT }, (_, i) => versionTitle(SAVES - i)));
    expect(await items.first().getByText('Latest').count()).toBe(1);
    expect(await dialog.getByText('Latest').count()).toBe(1);
    // Relative time and DD/MM/YYYY HH:mm:ss.
    expect(await items.first().innerText()).toMatch(/ago · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await snap(page, 'dashboard-versions-list');
  });

  it('downloads a version as a JSON file named after the agent', async () => {
    const dialog = page.getByRole('dialog', { name: 'Versions History' });
    // The notice shows for 2 s: watch for it from the click on, not after reading the file.
    const notice = page.getByText('Agent template downloaded successfully!.').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      itemNamed(dialog, versionTitle(SAVES))
        .getByRole('button', { name: 'Download version' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${versionTitle(SAVES)}.json`);
    const file = await download.path();
    const template = JSON.parse(await readFile(file, 'utf8')) as {
      name: string;
      agentData: Record<string, unknown>;
    };
    expect(template.name).toBe(versionTitle(SAVES));
    expect(template.agentData.ID).toBe(agentId);
    expect(template.agentData.title).toBe(versionTitle(SAVES));
    expect(template.agentData).not.toHaveProperty('SECRET_API_KEY');
    await notice;
  });

  it("reverts in two steps: 'Confirm Revert?', disarmed by a click elsewhere, then performed", async () => {
    const dialog = page.getByRole('dialog', { name: 'Versions History' });
    const target = itemNamed(dialog, versionTitle(5));
    await target.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect
      .poll(() => target.getByRole('button', { name: 'Confirm Revert?' }).count())
      .toBe(1);
    // Nothing happened yet.
    expect((await docs.read(agentId, 'eu')).title).toBe(versionTitle(SAVES));
    await snap(page, 'dashboard-versions-confirm');

    // A click elsewhere in the dialog disarms it.
    await dialog.getByText('The 20 most recent saves are kept.').click();
    await expect
      .poll(() => target.getByRole('button', { name: 'Revert', exact: true }).count())
      .toBe(1);

    await target.getByRole('button', { name: 'Revert', exact: true }).click();
    await target.getByRole('button', { name: 'Confirm Revert?' }).click();
    await expect
      .poll(() => textCount(page, 'Agent reverted successfully, please wait..'), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await page.waitForURL(new RegExp(`/app/eu/agents/${agentId}/overview$`));
    await expect
      .poll(async () => (await docs.read(agentId, 'eu')).title, { timeout: 10_000 })
      .toBe(versionTitle(5));
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe(versionTitle(5));
    await snap(page, 'dashboard-versions-reverted');
  });

  it('shows the version history on a phone', async () => {
    await toPhone(page);
    const dialog = await openVersions();
    await expect.poll(() => dialog.getByTestId('version-item').count()).toBe(KEPT);
    await snap(page, 'dashboard-versions-phone');
  });
});
