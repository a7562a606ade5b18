import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { startHostServer, type HostServer } from '../support/hostServer';
import { chatFrame, waitFor } from '../support/chatWidget';
import { createAgent, freshUser, saveButton, signIn, textCount } from '../support/dashboard';

const origin = new URL(inject('urls').dashboard).origin;
const TITLE = 'Summit Outfitters';
/** An amber the owner picks: light enough that the launcher's icon turns dark. */
const AMBER = { hex: '#f59e0b', rgb: 'rgb(245, 158, 11)', iconRgb: 'rgb(15, 23, 42)' };

let browser: Browser;
let docs: AgentDocs;
let host: HostServer;
let context: BrowserContext;
let page: Page;
let agentId = '';
let copied = '';

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
  host = await startHostServer();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
  await docs?.close();
});

/** Deploy Widget: copy a snippet, paste it on a site, and the chat works there. */
describe('the Widget Script modal', () => {
  it("asks for a save before an agent can be deployed: 'Please save and publish first.'", async () => {
    await signIn(page, origin, freshUser('deploy'));
    await page.getByRole('button', { name: 'New Agent' }).click();
    await page.getByLabel('Agent name').fill(TITLE);
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.waitForURL(/\/agents\/new\/overview/);
    await page.getByRole('button', { name: 'Deploy Widget' }).click();
    await expect.poll(() => textCount(page, 'Please save and publish first.')).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: 'Widget Script' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Channels (Save to Enable)' }).isDisabled()).toBe(
      true,
    );
  });

  it('copies the Popup snippet with 500 ms feedback', async () => {
    await page.goto(`${origin}/app/eu/agents`);
    agentId = await createAgent(page, TITLE);
    await page.getByRole('button', { name: 'Deploy Widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widget Script' });
    await dialog.waitFor();
    for (const style of ['Chatbox', 'Popup', 'iFrame', 'Modal', 'Full HTML example']) {
      expect(await dialog.getByRole('tab', { name: style, exact: true }).count()).toBe(1);
    }
    await dialog.getByRole('tab', { name: 'Popup', exact: true }).click();
    const shown = await dialog.getByLabel('Popup snippet', { exact: true }).innerText();
    expect(shown).toContain(`ID: "${agentId}"`);
    expect(shown).toContain('region: "eu"');
    expect(shown).toContain(`${origin}/widget/loader.js`);

    const copy = dialog.getByRole('button', { name: 'Copy Popup snippet' });
    // The page records each name the button takes, with its time: the feedback
    // lasts 500 ms, shorter than a poll may take to look on a busy machine.
    await page.evaluate(() => {
      const names: { name: string; at: number }[] = [];
      (window as unknown as { copyNames: typeof names }).copyNames = names;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const name = (change.target as Element).getAttribute('aria-label') ?? '';
          if (/^(Copied!|Copy Popup snippet)$/.test(name))
            names.push({ name, at: performance.now() });
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['aria-label'] });
    });
    await copy.click();
    const copyNames = () =>
      page.evaluate(
        () => (window as unknown as { copyNames: { name: string; at: number }[] }).copyNames,
      );
    await expect
      .poll(async () => (await copyNames()).map((n) => n.name))
      .toEqual(['Copied!', 'Copy Popup snippet']);
    copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(shown.trim());
    // The feedback went away after 500 ms.
    const [shownAt, goneAt] = (await copyNames()).map((n) => n.at);
    expect(goneAt! - shownAt!).toBeGreaterThanOrEqual(450);
    await snap(page, 'dashboard-deploy-popup');
  });

  it('marks the agent deployed on Done', async () => {
    const dialog = page.getByRole('dialog', { name: 'Widget Script' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(async () => (await docs.read(agentId, 'eu')).isDeployed, { timeout: 10_000 })
      .toBe(true);
  });

  it('opens the chat on a customer site that pasted the copied snippet', async () => {
    const url = host.page(
      '/shop.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Summit shop</title></head>
<body style="font-family: system-ui; background: #f8fafc"><h1>Summit shop</h1><p>Tents, boots and more.</p>
${copied}
</body></html>`,
    );
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      const site = await browser.newPage({ viewport });
      await site.goto(url);
      const launcher = site.getByRole('button', { name: 'Chat' });
      await launcher.waitFor({ timeout: 20_000 });
      await snap(site, `dashboard-deploy-site-closed-${name}`);
      await launcher.click();
      const chat = site.frameLocator(`iframe[src*="/render/${agentId}/"]`);
      await expect.poll(() => textCount(chat, TITLE), { timeout: 20_000 }).toBeGreaterThan(0);
      // The new agent's default greeting, after its message delay.
      await expect
        .poll(() => textCount(chat, /How can I help you today\?/), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect.poll(() => chat.locator('textarea').isVisible(), { timeout: 10_000 }).toBe(true);
      await snap(site, `dashboard-deploy-site-open-${name}`);
      await site.close();
    }
  });

  it("shows a new visitor the launcher in the widget's new colours from its first paint", async () => {
    // The owner changes the widget's colours and saves.
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByLabel('Custom colour theme').check();
    await page.getByLabel('Primary colour', { exact: true }).fill(AMBER.hex);
    await saveButton(page).click();
    await expect
      .poll(async () => String((await docs.read(agentId, 'eu')).customThemeJSONString ?? ''), {
        timeout: 10_000,
      })
      .toContain(AMBER.hex);
    // Deploy Widget: the snippet carries the saved colours.
    await page.getByRole('button', { name: 'Deploy Widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Widget Script' });
    await dialog.getByRole('tab', { name: 'Popup', exact: true }).click();
    const snippet = dialog.getByLabel('Popup snippet', { exact: true });
    await expect.poll(() => snippet.innerText()).toContain(`color: "${AMBER.hex}"`);
    const code = await snippet.innerText();
    expect(code).toContain('textColor: "#0f172a"');
    await snap(page, 'dashboard-deploy-popup-colours');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);

    // A first-time visitor on a site with that snippet: every frame the
    // launcher is drawn in, from the first, is amber with a dark icon.
    const url = host.page(
      '/amber.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Summit shop</title></head>
<body><h1>Summit shop</h1>${code}</body></html>`,
    );
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const site = await visitor.newPage();
    const asked: string[] = [];
    site.on('request', (request) => asked.push(request.url()));
    await site.addInitScript(() => {
      const drawn = new Set<string>();
      (window as unknown as { launcherDrawn: Set<string> }).launcherDrawn = drawn;
      const look = () => {
        const launcher = document.querySelector('.vgw-n');
        if (launcher) {
          const style = getComputedStyle(launcher);
          drawn.add(`${style.backgroundColor} / ${style.color}`);
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const drawn = () =>
      site.evaluate(() => [...(window as unknown as { launcherDrawn: Set<string> }).launcherDrawn]);
    await site.goto(url);
    // The chat loaded ahead of the click, which reads nothing: the colours came with the snippet.
    await waitFor(chatFrame(site).locator('.vg-app'));
    expect(await drawn()).toEqual([`${AMBER.rgb} / ${AMBER.iconRgb}`]);
    expect(asked.filter((u) => /\/documents\/|accounts:signUp|\/api\//.test(u))).toEqual([]);
    await snap(site, 'dashboard-deploy-site-amber-launcher');

    // Opened, the chat (with the agent's own colours) keeps the launcher as it was.
    await site.getByRole('button', { name: 'Open chat' }).click();
    await expect
      .poll(() => textCount(chatFrame(site), TITLE), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // The chat has told the loader the agent's colours (kept for the next visit).
    await expect
      .poll(() => site.evaluate((key) => localStorage.getItem(key), `vgw-c:${agentId}`), {
        timeout: 10_000,
      })
      .toContain(AMBER.hex);
    await site.getByRole('button', { name: 'Close chat' }).click();
    expect(await drawn()).toEqual([`${AMBER.rgb} / ${AMBER.iconRgb}`]);
    await visitor.close();
  });
});
