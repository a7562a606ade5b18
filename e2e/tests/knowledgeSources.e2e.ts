import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn, textCount } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { stackAdmin } from '../support/stackAdmin';
import { freshUserId, openWidget, sendMessage } from '../support/widgetPage';

const urls = inject('urls');
/** The embeddings API stand-in the stack's functions index knowledge with. */
const embeddings = inject('embeddings');
const origin = new URL(urls.dashboard).origin;
const WARRANTY_PDF = join(import.meta.dirname, '../fixtures/glowbird-warranty.pdf');
let browser: Browser;
let page: Page;
let agentId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signIn(page, origin, freshUser('sources'));
  agentId = await createAgent(page, 'Glowbird Help');
  await page.getByRole('tab', { name: 'Sources' }).click();
  await page.waitForURL(new RegExp(`/agents/${agentId}/kb`));
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function openAddSource(tab: 'Text' | 'File' | 'URL(s)') {
  await page.getByRole('button', { name: 'Add Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Source' });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** The source in the list, by its name. */
const listed = (name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

describe('knowledge sources: files and websites', () => {
  it('reads a PDF file into a source', async () => {
    const dialog = await openAddSource('File');
    await dialog.locator('input[type="file"]').setInputFiles(WARRANTY_PDF);
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('warranty');
    await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await snap(page, 'sources-add-file');
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await page.getByText('Source "glowbird-warranty.pdf" added.').waitFor({ timeout: 30_000 });
    // A source that was added closes the dialog.
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByLabel('Source content').inputValue(), { timeout: 10_000 })
      .toContain('Every Glowbird lamp carries a warranty of seven years');
    await expect.poll(() => listed('glowbird-warranty.pdf').count()).toBe(1);
    expect(await listed('glowbird-warranty.pdf').innerText()).toMatch(/SUCCESS[\s\S]*warranty/i);
    expect(await textCount(page, 'Open the original file (glowbird-warranty.pdf)')).toBe(1);
  }, 60_000);

  it('crawls the local site through its sitemap, leaving out what robots.txt forbids', async () => {
    const dialog = await openAddSource('URL(s)');
    await dialog.getByText('Whole site (sitemap)').click();
    await dialog.getByLabel('Website address').fill(urls.site);
    await dialog.getByRole('textbox', { name: 'Refresh rate' }).click();
    await page.getByRole('option', { name: 'Every day' }).click();
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await page.getByText('5 pages added as sources, 2 left out.').waitFor({ timeout: 60_000 });
    await dialog.getByText('2 URL(s) were left out').waitFor();
    expect(await dialog.innerText()).toMatch(
      /robots\.txt asks crawlers not to read .*\/private\/staff\.html/,
    );
    expect(await dialog.innerText()).toContain(
      'https://elsewhere.example/lamps.html is on another site',
    );
    await snap(page, 'sources-crawl-left-out');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    for (const name of ['Glowbird Lamps', 'Workshop visits', 'Lamp care', 'About Glowbird']) {
      await expect.poll(() => listed(name).innerText(), { timeout: 20_000 }).toContain('SUCCESS');
    }
    await page.getByRole('textbox', { name: 'Search sources by name' }).fill('workshop');
    await expect.poll(() => listed('Lamp care').count()).toBe(0);
    await listed('Workshop visits').click();
    await expect
      .poll(() => page.getByLabel('Source content').inputValue())
      .toContain('Workshop tours run every Thursday at 15:00');
    const text = await page.getByLabel('Source content').inputValue();
    // Main text only: the menu and the footer of the page are not in the source.
    expect(text).not.toMatch(/newsletter|Assembly guide \(PDF\)|Telliskivi 60a/);
    expect(await textCount(page, 'Refresh: Every day')).toBeGreaterThan(0);
    await snap(page, 'sources-crawled-page');
    await expectNoAxeViolations(page, 'Sources tab with crawled pages');
  }, 120_000);

  it('shows a damaged file in ERROR with the reason, the other sources untouched', async () => {
    await page.getByRole('textbox', { name: 'Search sources by name' }).fill('');
    const dialog = await openAddSource('File');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'broken-manual.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\nthis file was cut off while downloading'),
    });
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await page.getByText('This source could not be read').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(
      await page.getByRole('alert').filter({ hasText: 'could not be read' }).first().innerText(),
    ).toMatch(/not a readable PDF.*save it again as PDF and add it again/);
    expect(await listed('broken-manual.pdf').innerText()).toContain('ERROR');
    expect(await listed('glowbird-warranty.pdf').innerText()).toContain('SUCCESS');
    await snap(page, 'sources-error');
    await expectNoAxeViolations(page, 'Sources tab with a source in ERROR');

    await page.setViewportSize(PHONE);
    await listed('broken-manual.pdf').scrollIntoViewIfNeeded();
    await snap(page, 'sources-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('shows the background indexing while a new source is embedded, then clears it', async () => {
    const status = page.getByRole('status').filter({ hasText: /^Indexing \d+ of \d+ documents?$/ });
    await fetch(`${embeddings}/hold`, { method: 'POST' });
    try {
      const dialog = await openAddSource('Text');
      await dialog.getByLabel('Document name').fill('Opening hours');
      await dialog
        .getByLabel('Content')
        .fill('The workshop is open from 9:00 to 17:00, Monday to Friday.');
      await dialog.getByRole('button', { name: 'Add Source' }).click();
      await page.getByText('Source "Opening hours" added.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The function waits for the embeddings API (held): the page shows how far it is.
      await status.waitFor({ timeout: 60_000 });
      // The first document waits; sources added earlier whose run had not come yet count too.
      expect(await status.innerText()).toMatch(/^Indexing 1 of [1-7] documents?$/);
      await snap(page, 'sources-indexing');
      await expectNoAxeViolations(page, 'Sources tab while indexing');
    } finally {
      await fetch(`${embeddings}/release`, { method: 'POST' });
    }
    await status.waitFor({ state: 'detached', timeout: 30_000 });
    await snap(page, 'sources-indexed');
    // The background function stored the passages as vectors for findNearest.
    const admin = stackAdmin();
    const chunks = (
      await Promise.all(
        (['eu', 'na'] as const).map((region) =>
          admin.db(region).collection(`voiceglow/${agentId}/kbChunks`).get(),
        ),
      )
    ).flatMap((snapshot) => snapshot.docs);
    const hours = chunks.filter((doc) => doc.get('docName') === 'Opening hours');
    expect(hours.map((doc) => doc.get('text'))).toEqual([
      'The workshop is open from 9:00 to 17:00, Monday to Friday.',
    ]);
    expect(hours[0]!.get('embedding').toArray()).toHaveLength(32);
    expect(chunks.some((doc) => doc.get('docName') === 'glowbird-warranty.pdf')).toBe(true);
  }, 120_000);

  it('answers in the widget from the PDF and from the crawled site', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 760 } });
    const chat = await openWidget(context, { agentId, userId: freshUserId('sources') });
    await sendMessage(chat, 'How long is the warranty on a lamp?');
    await chat
      .getByText(/warranty of seven years/)
      .first()
      .waitFor({ timeout: 40_000 });
    await sendMessage(chat, 'When do the workshop tours run?');
    await chat
      .getByText(/every Thursday at 15:00/)
      .first()
      .waitFor({ timeout: 40_000 });
    await sendMessage(chat, 'How long does assembly take, and do I need tools?');
    await chat
      .getByText(/needs no tools/)
      .first()
      .waitFor({ timeout: 40_000 });
    await snap(chat, 'sources-widget-answers');
    await context.close();
  }, 150_000);
});
