import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { askSeededQuestion, expectText, freshUserId, openWidget } from '../support/widgetPage';

/**
 * Texts of the tabbed widget and the live-agent banner as a visitor reads
 * them in a 425 px chat: exactly the spec's words, whole, not cut off or
 * restyled.
 */
const AGENT = 'demo-tabs-eu';
const WAITING = "Please wait, we're notifying the team..";
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});
afterAll(async () => {
  await browser?.close();
  await admin?.cleanUp();
});

/** The rendered text (innerText honours CSS such as text-transform) and whether it is clipped. */
async function rendered(locator: Locator): Promise<{ text: string; clipped: boolean }> {
  return locator.evaluate((element: HTMLElement) => ({
    text: element.innerText,
    clipped:
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  }));
}

describe('spec texts as shown', () => {
  it("the banner's default subtitle shows whole, also beside Cancel; tabs Home, Chats, FAQ; 'New Chat' raises chat_restart; 'Previous conversations'", async () => {
    const context = await browser.newContext({ viewport: { width: 425, height: 760 } });
    const userId = freshUserId('spec-audit');
    const visitor = await openWidget(context, { agentId: AGENT, userId });
    await askSeededQuestion(visitor);

    const banner = visitor.locator('section.vg-team');
    const subtitle = banner.locator('.vg-team-text small');
    await subtitle.waitFor({ timeout: 20_000 });
    expect(await rendered(subtitle)).toEqual({
      text: 'We reply within minutes ⚡',
      clipped: false,
    });
    const chat = banner.getByRole('button', { name: '⚡ Chat' });
    await expect.poll(() => chat.isEnabled(), { timeout: 20_000 }).toBe(true);
    await chat.click();
    await expectText(visitor, WAITING, 10_000);
    await snap(visitor, 'spec-audit-banner-waiting');
    // Cancel now shares the row: the subtitle wraps instead of losing its end.
    expect(await rendered(subtitle)).toEqual({
      text: 'We reply within minutes ⚡',
      clipped: false,
    });
    await visitor
      .locator('.vg-handoff')
      .filter({ hasText: WAITING })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect.poll(() => visitor.getByText(WAITING).count()).toBe(0);

    // Back to the list: 'New Chat' archives this conversation, which is then a previous one.
    await visitor.getByRole('button', { name: 'Back' }).click();
    // The default tabs are the spec's three, once the list is back on screen.
    await expect
      .poll(() => visitor.getByRole('tablist').getByRole('tab').allInnerTexts())
      .toEqual(['Home', 'Chats', 'FAQ']);
    const newChat = visitor.getByRole('button', { name: 'New Chat', exact: true });
    expect((await rendered(newChat)).text).toBe('New Chat');
    // Opened without the loader, the chat page itself hears VG_Events.
    await visitor.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      window.addEventListener('VG_Events', (event) => {
        heard.push((event as CustomEvent<{ type: string }>).detail.type);
      });
    });
    await newChat.click();
    await expect
      .poll(() => visitor.evaluate(() => (window as unknown as { heard: string[] }).heard))
      .toContain('chat_restart');
    await visitor.getByRole('button', { name: 'Back' }).click();
    const heading = visitor.getByRole('heading', { name: 'Previous conversations' });
    await heading.waitFor({ timeout: 20_000 });
    expect((await rendered(heading)).text).toBe('Previous conversations');
    await expectText(visitor, /Standard shipping takes 3-5 days/, 10_000);
    await snap(visitor, 'spec-audit-chats-tab');
    await context.close();
  }, 150_000);
});
