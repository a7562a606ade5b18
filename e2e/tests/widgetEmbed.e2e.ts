import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { CHAT_ORIGIN, hostPage, startHostServer, type HostServer } from '../support/hostServer';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import {
  GREETING,
  chatFrame,
  panelBox,
  panelOpen,
  waitFor,
  waitForChatText,
} from '../support/chatWidget';

const urls = inject('urls');
const DESKTOP = { width: 1280, height: 800 };
const AGENT = { 'agent-id': 'demo-plain-eu', region: 'eu' };
let browser: Browser;
let site: HostServer;
let docs: AgentDocs;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
  docs = agentDocs();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await docs?.close();
});

/** What each page asked for (requests and sockets), to tell what the closed chat did. */
const asked = new WeakMap<Page, string[]>();

async function visitUrl(url: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const requested: string[] = [];
  asked.set(page, requested);
  page.on('request', (request) => requested.push(request.url()));
  page.on('websocket', (socket) => requested.push(socket.url()));
  await page.goto(url);
  return page;
}

const visit = (path: string, html: string, viewport = DESKTOP) =>
  visitUrl(site.page(path, html), viewport);

/**
 * The chat is loaded ahead of the click, once the page has loaded: hidden,
 * out of reach of keys and screen readers, nothing moved on the page, and
 * nobody signed in, nothing read and no socket opened until it is shown.
 */
async function expectChatLoadedAhead(page: Page): Promise<void> {
  const launcher = await page.locator('.vgw-n').boundingBox();
  await waitFor(chatFrame(page).locator('.vg-app'));
  expect(await page.locator('.vgw-p iframe').getAttribute('src')).toMatch(/&warm=1$/);
  expect(await page.locator('.vgw-p').getAttribute('inert')).toBe('');
  expect(await page.locator('.vgw-p').isVisible()).toBe(false);
  expect(await panelOpen(page)).toBe(false);
  expect(await page.locator('.vgw-n').boundingBox()).toEqual(launcher);
  const chatCalls = (asked.get(page) ?? []).filter((url) =>
    /accounts:signUp|securetoken|\/documents\/|\/api\/|\/interact/.test(url),
  );
  expect(chatCalls).toEqual([]);
}

describe('the chat embedded on a customer site', () => {
  it('popup, bottom right: a launcher and the chat loaded hidden, then a 425 px panel with the chat', async () => {
    const page = await visit('/popup-right', hostPage({ attributes: AGENT }));
    await expectChatLoadedAhead(page);
    const launcher = await page.locator('.vgw-n').boundingBox();
    expect(launcher!.x + launcher!.width).toBeCloseTo(DESKTOP.width - 20, 0);
    await snap(page, 'widget-embed-popup-closed');

    await page.locator('.vgw-n').click();
    const src = await page.locator('.vgw-p iframe').getAttribute('src');
    expect(src).toBe(
      `${CHAT_ORIGIN}/app/eu/render/demo-plain-eu/iframe?embed=popup&host=${encodeURIComponent(site.origin)}&warm=1`,
    );
    expect(await page.locator('.vgw-p iframe').count()).toBe(1);
    await waitForChatText(page, GREETING);
    const box = await panelBox(page);
    expect(box.width).toBe(425);
    expect(box.x + box.width).toBeCloseTo(DESKTOP.width - 20, 0);
    await expect.poll(() => chatFrame(page).locator('.vg-title').innerText()).toBe('Acme Support');
    await snap(page, 'widget-embed-popup-right');
    await page.context().close();
  });

  it('popup, bottom left: launcher and panel on the left', async () => {
    const page = await visit(
      '/popup-left',
      hostPage({ attributes: { ...AGENT, render: 'bottom-left' } }),
    );
    await expectChatLoadedAhead(page);
    const launcher = await page.locator('.vgw-n').boundingBox();
    expect(launcher!.x).toBeCloseTo(20, 0);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    const box = await panelBox(page);
    expect(box.x).toBeCloseTo(20, 0);
    expect(box.width).toBe(425);
    await snap(page, 'widget-embed-popup-left');
    await page.context().close();
  });

  it('modal: an 825 px centred panel over a backdrop; Escape or the backdrop closes it', async () => {
    const page = await visit(
      '/modal',
      hostPage({ attributes: { ...AGENT, 'modal-mode': 'true' } }),
    );
    await expectChatLoadedAhead(page);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    // The panel eases in; measure once it has settled.
    await page.waitForTimeout(400);
    const box = await panelBox(page);
    expect(box.width).toBe(825);
    expect(box.x).toBeCloseTo((DESKTOP.width - 825) / 2, 0);
    expect(await page.locator('.vgw-b').isVisible()).toBe(true);
    await snap(page, 'widget-embed-modal');
    // On desktop the chat's input has the focus, so Escape is pressed inside the chat.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);
    expect(await page.locator('.vgw-b').isVisible()).toBe(false);
    // A click on the backdrop closes it too.
    await page.locator('.vgw-n').click();
    await expect.poll(() => page.locator('.vgw-b').isVisible()).toBe(true);
    await page.mouse.click(60, 400);
    await expect.poll(() => panelOpen(page)).toBe(false);
    await page.context().close();
  });

  it('chatbox: the chat fills the owner’s div at once, without a launcher', async () => {
    const page = await visit(
      '/chatbox',
      hostPage({
        attributes: { ...AGENT, target: 'support-box' },
        body: '<div id="support-box" style="width:600px;height:560px;margin-top:16px"></div>',
      }),
    );
    await waitFor(page.locator('#support-box iframe'));
    expect(await page.locator('.vgw-n').count()).toBe(0);
    expect(await page.locator('#support-box iframe').getAttribute('src')).toContain('embed=inline');
    await waitForChatText(page, GREETING);
    const box = await panelBox(page);
    expect(box.width).toBe(600);
    expect(box.height).toBe(560);
    // A chatbox sits in the page's flow, so the page around it stays usable.
    expect(await page.getByRole('heading', { name: 'Hiking boots sale' }).isVisible()).toBe(true);
    await snap(page, 'widget-embed-chatbox');
    await page.context().close();
  });

  it('full page: the chat takes the whole viewport', async () => {
    const page = await visit('/full', hostPage({ attributes: { ...AGENT, render: 'full-width' } }));
    await waitForChatText(page, GREETING);
    expect(await page.locator('.vgw-n').count()).toBe(0);
    const box = await panelBox(page);
    expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    // Not a popup: no close button in the chat header.
    expect(await chatFrame(page).getByRole('button', { name: 'Close chat' }).count()).toBe(0);
    await snap(page, 'widget-embed-full');
    await page.context().close();
  });

  it('pasted iFrame: the chat runs without the loader, visitor details from the query', async () => {
    const userID = `e2e-iframe-${Date.now()}`;
    const src = `${CHAT_ORIGIN}/app/eu/render/demo-plain-eu/iframe?userID=${userID}&name=Dana`;
    const page = await visit(
      '/pasted-iframe',
      hostPage({
        loader: false,
        body: `<iframe src="${src}" title="Support chat" style="width:400px;height:560px;border:0;border-radius:12px;box-shadow:0 4px 20px rgba(0,0,0,.2)"></iframe>`,
      }),
    );
    expect(await page.locator('script[src*="loader.js"]').count()).toBe(0);
    await waitForChatText(page, GREETING);
    const frame = await page.locator('iframe').boundingBox();
    expect(frame).toMatchObject({ width: 400, height: 560 });
    expect(await chatFrame(page).getByRole('button', { name: 'Close chat' }).count()).toBe(0);
    // The conversation is kept under the userID the iframe URL gave.
    const convo = await docs.db('eu').doc(`voiceglow/demo-plain-eu/convos/${userID}`).get();
    expect(String(convo.data()?.turns)).toContain(GREETING);
    await snap(page, 'widget-embed-iframe');
    await page.context().close();
  });

  it('autostart: the frame is created and opened at page load', async () => {
    const page = await visit('/autostart', hostPage({ attributes: { ...AGENT, autostart: '' } }));
    await waitFor(page.locator('.vgw-p iframe'));
    expect(await panelOpen(page)).toBe(true);
    await waitForChatText(page, GREETING);
    await snap(page, 'widget-embed-autostart');
    await page.context().close();
  });

  it('on a phone the popup takes the whole screen and its header closes it', async () => {
    const page = await visit('/phone', hostPage({ attributes: AGENT }), PHONE);
    await expectChatLoadedAhead(page);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    await page.waitForTimeout(300);
    expect(await panelBox(page)).toMatchObject({ x: 0, y: 0, ...PHONE });
    expect(await page.locator('.vgw-n').isVisible()).toBe(false);
    await snap(page, 'widget-embed-phone-popup');
    await chatFrame(page).getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => panelOpen(page)).toBe(false);
    expect(await page.locator('.vgw-n').isVisible()).toBe(true);
    await page.context().close();
  });

  it('a phone modal is full size too', async () => {
    const page = await visit(
      '/phone-modal',
      hostPage({ attributes: { ...AGENT, 'modal-mode': 'true' } }),
      PHONE,
    );
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    await page.waitForTimeout(300);
    expect(await panelBox(page)).toMatchObject({ x: 0, y: 0, ...PHONE });
    await page.context().close();
  });

  it('the seeded demo page: the chat loaded hidden, then shown; its autostart link opens it at load', async () => {
    const page = await visitUrl(urls.widgetDemo);
    await expectChatLoadedAhead(page);
    await page.locator('.vgw-n').click();
    await waitForChatText(page, GREETING);
    await snap(page, 'widget-embed-demo-page');
    // A new visitor with the demo's autostart link: the chat opens at load.
    const again = await browser.newContext({ viewport: DESKTOP });
    const autostart = await again.newPage();
    await autostart.goto(`${urls.widgetDemo}?autostart=1&render=bottom-left`);
    await waitFor(autostart.locator('.vgw-p iframe'));
    expect(await panelOpen(autostart)).toBe(true);
    await waitForChatText(autostart, GREETING);
    expect((await panelBox(autostart)).x).toBeCloseTo(20, 0);
    await snap(autostart, 'widget-embed-demo-autostart-left');
    await again.close();
    await page.context().close();
  });
});
