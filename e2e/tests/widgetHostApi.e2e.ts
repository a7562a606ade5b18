import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { hostPage, startHostServer, type HostServer } from '../support/hostServer';
import {
  GREETING,
  chatFrame,
  panelOpen,
  settle,
  waitFor,
  waitForChatText,
} from '../support/chatWidget';

let browser: Browser;
let site: HostServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface HostWindow {
  VG: {
    open(): void;
    close(): void;
    toggle(): void;
    sendMessage(text: string): void;
  };
  /** What the page heard: VG_Events DOM events and VG.on('message'). */
  heard: { type: string; data?: unknown }[];
  /** Messages that reached the page from the third-party frame. */
  thirdParty: string[];
}

// The host page listens the way an owner's script would.
const LISTEN = `
  window.heard = [];
  window.thirdParty = [];
  window.addEventListener('VG_Events', (event) => window.heard.push(event.detail));
  window.addEventListener('message', (event) => {
    if (event.data && event.data.thirdParty) window.thirdParty.push(event.data.thirdParty);
  });
`;

async function openSite(): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  await page.goto(
    site.page(
      '/host-api',
      hostPage({
        attributes: {
          'agent-id': 'demo-plain-eu',
          region: 'eu',
          'user-id': `e2e-api-${Date.now()}`,
        },
        script: LISTEN,
      }),
    ),
  );
  await page.waitForFunction(() => 'VG' in window);
  return page;
}

const heardTypes = (page: Page) =>
  page.evaluate(() => (window as unknown as HostWindow).heard.map((event) => event.type));

describe('the host page API (window.VG) and its messages', () => {
  it('open, close and toggle show and hide the chat; the frame is kept', async () => {
    const page = await openSite();
    // The chat loads hidden once the page has loaded; opening shows that same frame.
    await page.locator('.vgw-p iframe').waitFor({ state: 'attached' });
    await page.evaluate(() => (window as unknown as HostWindow).VG.open());
    expect(await panelOpen(page)).toBe(true);
    await waitForChatText(page, GREETING);
    await page.evaluate(() => (window as unknown as HostWindow).VG.close());
    expect(await panelOpen(page)).toBe(false);
    await expect.poll(() => page.locator('.vgw-p').isVisible()).toBe(false);
    expect(await page.locator('iframe').count()).toBe(1);
    await page.evaluate(() => (window as unknown as HostWindow).VG.toggle());
    expect(await panelOpen(page)).toBe(true);
    await page.evaluate(() => (window as unknown as HostWindow).VG.toggle());
    expect(await panelOpen(page)).toBe(false);
    // The conversation survived the closing: the greeting is still the only bot turn.
    await page.evaluate(() => (window as unknown as HostWindow).VG.toggle());
    expect(await chatFrame(page).locator('.vg-turn--bot').getByText(GREETING).count()).toBe(1);
    const types = await heardTypes(page);
    expect(types.filter((type) => type === 'open')).toHaveLength(3);
    expect(types.filter((type) => type === 'close')).toHaveLength(2);
    expect(types).toContain('ready');
    await page.context().close();
  });

  it('sendMessage opens the chat, sends the text and the agent answers', async () => {
    const page = await openSite();
    await page.evaluate(() =>
      (window as unknown as HostWindow).VG.sendMessage('How long does shipping take?'),
    );
    expect(await panelOpen(page)).toBe(true);
    await waitFor(
      chatFrame(page).locator('.vg-turn--human').getByText('How long does shipping take?'),
    );
    await waitForChatText(page, /Standard shipping takes 3-5 days/, 30_000);
    // The greeting comes first: the text waited for the chat instead of being lost.
    expect(await chatFrame(page).locator('.vg-turn').first().innerText()).toContain(GREETING);
    // The page hears the whole conversation as 'message' events, the streamed answer too.
    const messages = async () =>
      (await page.evaluate(() => (window as unknown as HostWindow).heard))
        .filter((event) => event.type === 'message')
        .map((event) => {
          const data = event.data as {
            from: string;
            message: { item?: { payload?: { message?: string } } };
          };
          return `${data.from}: ${data.message.item?.payload?.message ?? ''}`;
        });
    await expect.poll(messages).toHaveLength(3);
    const [greeting, question, answer] = await messages();
    expect(greeting).toBe(`bot: ${GREETING}`);
    expect(question).toBe('human: How long does shipping take?');
    // The quote may open with the sentence before, as context; the asked-for duration must be in it.
    expect(answer).toMatch(
      /^bot: Here is what I found in “Shipping policy”: “[^”]*Standard shipping takes 3-5 days/,
    );
    await settle(page);
    await snap(page, 'widget-api-send-message');
    await page.context().close();
  });

  it("the chat's close button raises chat_close on the host page and closes the popup", async () => {
    const page = await openSite();
    await page.evaluate(() => (window as unknown as HostWindow).VG.open());
    await waitForChatText(page, GREETING);
    await chatFrame(page).getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => heardTypes(page)).toContain('chat_close');
    await expect.poll(() => panelOpen(page)).toBe(false);
    await page.context().close();
  });

  it('messages from another origin reach neither the loader nor the chat', async () => {
    const page = await openSite();
    await page.evaluate(() => (window as unknown as HostWindow).VG.open());
    await waitForChatText(page, GREETING);
    const before = await heardTypes(page);

    // A third-party frame (an ad, a tracker) on the same page imitates both sides.
    const forged = `
      <script>
        const toHost = [
          { source: 'vg-widget', type: 'requestClose' },
          { source: 'vg-widget', type: 'event', payload: { name: 'chat_close' } },
        ];
        toHost.forEach((message) => parent.postMessage(message, '*'));
        for (let i = 0; i < parent.frames.length; i++) {
          if (parent.frames[i] === window) continue;
          parent.frames[i].postMessage(
            { source: 'vg-host', type: 'sendMessage', payload: { text: 'Forged by another site' } },
            '*',
          );
          parent.frames[i].postMessage({ source: 'vg-host', type: 'close' }, '*');
        }
        parent.postMessage({ thirdParty: 'sent' }, '*');
      </script>`;
    const forgedUrl = site.page('/third-party', forged).replace(site.origin, site.otherOrigin);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.display = 'none';
      document.body.appendChild(frame);
    }, forgedUrl);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).thirdParty))
      .toContain('sent');
    // Give the chat time it would need to act on the forged text.
    await page.waitForTimeout(2500);
    expect(await panelOpen(page)).toBe(true);
    expect(await heardTypes(page)).toEqual(before);
    expect(await chatFrame(page).getByText('Forged by another site').count()).toBe(0);
    expect(await chatFrame(page).locator('.vg-turn--human').count()).toBe(0);

    // The real host page, through VG, is heard.
    await page.evaluate(() =>
      (window as unknown as HostWindow).VG.sendMessage('Can I return an item?'),
    );
    await waitFor(chatFrame(page).locator('.vg-turn--human').getByText('Can I return an item?'));
    await waitForChatText(page, /within 30 days/, 30_000);
    await settle(page);
    await snap(page, 'widget-api-origin-check');
    await page.context().close();
  });
});
