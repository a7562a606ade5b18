import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { hostPage, startHostServer, type HostServer } from '../support/hostServer';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import {
  chatFrame,
  chatFrameHandle,
  panelOpen,
  waitFor,
  waitForChatText,
} from '../support/chatWidget';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { freshUserId } from '../support/widgetPage';

// Every state a visitor meets, on a desktop and a 390 px phone: axe-core (WCAG 2.2 A/AA)
// on the host page and inside the chat frame, and a screenshot of each.
const AGENT = `e2e-access-${Date.now().toString(36)}`;
const GREETING = 'Hi! Ask me anything about your order.';
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;
let site: HostServer;
let admin: StackAdmin;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
  admin = stackAdmin();
  await admin.copyAgent('demo-plain-eu', AGENT, {
    title: 'Acme Outdoor Help Center Team',
    description: 'Orders, shipping, returns and repairs',
    alwaysShowHandoff: true,
    messageDelayMS: 0,
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await admin?.cleanUp();
});

async function visitSite(
  viewport: { width: number; height: number },
  attributes: Record<string, string> = {},
): Promise<{ page: Page; userId: string }> {
  const userId = freshUserId('access');
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(
    site.page(
      `/access-${userId}`,
      hostPage({
        attributes: { 'agent-id': AGENT, region: 'eu', 'user-id': userId, ...attributes },
      }),
    ),
  );
  await page.locator('.vgw-n').waitFor();
  return { page, userId };
}

/** The chat frame's document has the focus, on this element. */
async function focusedInChat(page: Page): Promise<string> {
  const frame = await chatFrameHandle(page);
  return frame.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return (
      active?.getAttribute('aria-label') || active?.textContent?.trim() || active?.tagName || ''
    );
  });
}

async function launcherFocused(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.classList.contains('vgw-n') ?? false);
}

/** Presses Tab (or Shift+Tab) until the chat's focused control has this name. */
async function tabTo(page: Page, name: string, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await focusedInChat(page)) === name) return;
    await page.keyboard.press(key);
  }
  expect(await focusedInChat(page)).toBe(name);
}

/** Waits for the agent's next complete reply (whatever it says: the copied agent has no knowledge). */
async function nextReply(page: Page, before: number): Promise<void> {
  const chat = chatFrame(page);
  await expect
    .poll(async () => chat.locator('.vg-turn--bot .vg-message').count(), { timeout: 40_000 })
    .toBeGreaterThan(before);
  await expect
    .poll(() => chat.locator('.vg-streaming, .vg-send--cancel, .vg-typing').count(), {
      timeout: 40_000,
    })
    .toBe(0);
}

const botMessages = (page: Page) => chatFrame(page).locator('.vg-turn--bot .vg-message').count();

async function settled(frame: Frame): Promise<void> {
  // Message kinds load as chunks: wait until none shows its loading placeholder.
  await expect
    .poll(() => frame.locator('.vg-message-loading').count(), { timeout: 20_000 })
    .toBe(0);
  // Entrance animations finish before axe measures colours.
  await frame.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
}

async function check(page: Page, state: string, device: string): Promise<void> {
  // Closed, the chat loaded ahead is hidden: axe skips it, and its skeleton waits, still.
  if (await panelOpen(page)) await settled(await chatFrameHandle(page));
  await snap(page, `widget-a11y-${device}-${state}`);
  await expectNoAxeViolations(page, `${state} (${device})`);
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`every widget state on a ${device} passes WCAG 2.2 AA`, () => {
    it('closed, open, replied, form, rating, confirm dialogs, team chat with upload', async () => {
      const { page, userId } = await visitSite(viewport);
      // Closed, with the chat loaded ahead (hidden and inert) beside the launcher.
      await page.locator('.vgw-p iframe').waitFor({ state: 'attached' });
      await check(page, 'closed', device);

      await page.locator('.vgw-n').click();
      await waitForChatText(page, GREETING, 30_000);
      const chat = chatFrame(page);
      // The spec's 35-character title is shown whole, not cut at the header's width.
      await expect
        .poll(() => chat.locator('.vg-title').evaluate((el) => el.scrollHeight <= el.clientHeight))
        .toBe(true);
      await check(page, 'open', device);

      const before = await botMessages(page);
      await chat.locator('textarea.vg-input').fill('How long does shipping take?');
      await chat.locator('textarea.vg-input').press('Enter');
      await nextReply(page, before);
      await check(page, 'replied', device);

      await admin.appendBotTurn(AGENT, userId, [
        {
          type: 'GoogleForm',
          delay: 0,
          item: {
            payload: {
              title: 'Return request',
              fields: [
                { id: 'email', label: 'Your e-mail:email', type: 'SHORT_ANSWER', required: true },
                { id: 'phone', label: 'Your phone:tel', type: 'SHORT_ANSWER' },
                {
                  id: 'size',
                  label: 'Size',
                  type: 'RADIO',
                  required: true,
                  options: ['S', 'M', 'L'],
                },
                { id: 'notes', label: 'Notes', type: 'LONG_ANSWER' },
              ],
            },
          },
        },
      ]);
      await waitForChatText(page, 'Return request');
      await check(page, 'form', device);

      await chat.getByRole('button', { name: 'End Chat' }).click();
      const dialog = chat.getByRole('dialog');
      await waitFor(dialog);
      // A real modal: Tab stays on the dialog's buttons.
      for (let presses = 0; presses < 4; presses += 1) {
        await page.keyboard.press('Tab');
        expect(['End Chat', 'Cancel']).toContain(await focusedInChat(page));
      }
      await check(page, 'end-chat-dialog', device);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await focusedInChat(page)).toBe('End Chat');
      expect(await page.locator('.vgw').evaluate((el) => el.classList.contains('vgw-o'))).toBe(
        true,
      );
      await chat.getByRole('button', { name: 'Refresh the Conversation' }).click();
      await waitFor(dialog);
      await check(page, 'refresh-dialog', device);
      await chat.getByRole('button', { name: 'Cancel' }).click();

      // A team member takes the chat: the team banner, and the upload control in the footer.
      await admin
        .db('eu')
        .doc(`voiceglow/${AGENT}/convos/${userId}`)
        .update({ state: 'human-chatting', chatAssignedTo: DEMO_USERS.owner.uid });
      await waitFor(chat.locator('.vg-attach'));
      await check(page, 'team-chat-upload', device);
      await admin.appendBotTurn(AGENT, userId, [{ type: 'end', delay: 0 }]);
      await waitForChatText(page, /Start New Conversation/);
      await check(page, 'ended-rating', device);

      await page.context().close();
    });

    it('the tabs layout: Home, Chats and FAQ', async () => {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(
        site.page(
          `/access-tabs-${device}`,
          hostPage({ attributes: { 'agent-id': 'demo-tabs-eu', region: 'eu', autostart: 'true' } }),
        ),
      );
      const chat = chatFrame(page);
      await waitFor(chat.locator('.vg-home-title'), 30_000);
      await check(page, 'tabs-home', device);
      await chat.getByRole('tab', { name: 'Chats' }).click();
      await check(page, 'tabs-chats', device);
      await chat.getByRole('tab', { name: 'FAQ' }).click();
      await check(page, 'tabs-faq', device);
      await page.context().close();
    });
  });
}

describe('keyboard only', () => {
  for (const mode of ['popup', 'modal'] as const) {
    it(`${mode}: Tab to the launcher, open, send, close with × and with Escape; focus back on the launcher each time`, async () => {
      const { page } = await visitSite(DESKTOP, mode === 'modal' ? { 'modal-mode': 'true' } : {});
      const launcher = page.locator('.vgw-n');
      // The chat loaded ahead of the click is not in the tab order while closed.
      await page.locator('.vgw-p iframe').waitFor({ state: 'attached' });
      for (let presses = 0; presses < 10 && !(await launcherFocused(page)); presses += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
      }
      expect(await launcherFocused(page)).toBe(true);
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      expect(await launcher.getAttribute('aria-label')).toBe('Open chat');

      await page.keyboard.press('Enter');
      await waitForChatText(page, GREETING, 30_000);
      expect(await page.locator(`#${await launcher.getAttribute('aria-controls')}`).count()).toBe(
        1,
      );
      expect(await launcher.getAttribute('aria-expanded')).toBe('true');
      if (mode === 'modal') {
        const panel = page.locator('.vgw-p');
        expect(await panel.getAttribute('role')).toBe('dialog');
        expect(await panel.getAttribute('aria-modal')).toBe('true');
        expect(await page.locator('main').getAttribute('inert')).toBe('');
      } else {
        expect(await launcher.getAttribute('aria-label')).toBe('Close chat');
      }
      await tabTo(page, 'Write a message…');
      // As a person would, types once the box takes text (it is read-only while a reply loads).
      await expect
        .poll(() => chatFrame(page).locator('textarea.vg-input').isEditable(), { timeout: 30_000 })
        .toBe(true);
      const before = await botMessages(page);
      await page.keyboard.type('What are your opening hours?');
      await page.keyboard.press('Enter');
      await nextReply(page, before);

      await tabTo(page, 'Close chat', 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => launcherFocused(page)).toBe(true);
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      if (mode === 'modal') expect(await page.locator('main').getAttribute('inert')).toBeNull();

      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.vgw').getAttribute('class')).toContain('vgw-o');
      await tabTo(page, 'End Chat', 'Shift+Tab');
      await page.keyboard.press('Escape');
      await expect.poll(() => launcherFocused(page)).toBe(true);
      expect(await page.locator('.vgw').getAttribute('class')).not.toContain('vgw-o');

      // The host page's own script closes it: focus comes back too.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.vgw').getAttribute('class')).toContain('vgw-o');
      await page.evaluate(() => (window as unknown as { VG: { close(): void } }).VG.close());
      await expect.poll(() => launcherFocused(page)).toBe(true);
      await page.context().close();
    });
  }
});
