import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto(urls.dashboard);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/app\/(eu|na)\/agents/);
}

function chatFrame(page: Page) {
  return page.frameLocator('iframe[src*="/render/"]');
}

describe('the local stack', () => {
  it('serves the widget demo page: greeting, a message and a reply', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(urls.widgetDemo);
    await snap(page, 'stack-demo-closed');
    await page.evaluate(() => (window as unknown as { VG: { open(): void } }).VG.open());
    const chat = chatFrame(page);
    await expect
      .poll(() => chat.getByText('Hi! Ask me anything about your order.').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await chat.locator('textarea').fill('How long does shipping take?');
    await chat.locator('textarea').press('Enter');
    await expect
      .poll(() => chat.getByText(/3-5 days/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await snap(page, 'stack-demo-reply');
    await page.close();
  });

  it('signs the seeded owner in to the dashboard, which lists the seeded agents', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, DEMO_USERS.owner);
    await page.goto(`${origin}/app/eu/agents`);
    await expect
      .poll(() => page.getByText('Acme Support').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await snap(page, 'stack-dashboard-agents');
    await page.setViewportSize(PHONE);
    await snap(page, 'stack-dashboard-agents-phone');
    await page.close();
  });

  it('shows an edit saved in one browser context live in another, without reloading', async () => {
    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const widgetContext = await browser.newContext({ viewport: PHONE });
    const editor = await editorContext.newPage();
    const widget = await widgetContext.newPage();
    await widget.goto(`${origin}/app/eu/render/demo-plain-eu/iframe`);
    await expect
      .poll(() => widget.getByText('Acme Support').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    let reloads = 0;
    widget.on('load', () => reloads++);

    await signIn(editor, DEMO_USERS.owner);
    await editor.goto(`${origin}/app/eu/agents/demo-plain-eu/overview`);
    const title = editor.getByLabel('Title');
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('Acme Support');
    await title.fill('Acme Outdoor Help');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();

    await expect
      .poll(() => widget.getByText('Acme Outdoor Help').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(reloads).toBe(0);
    await snap(editor, 'stack-live-editor');
    await snap(widget, 'stack-live-widget');
    await editorContext.close();
    await widgetContext.close();
  });
});
