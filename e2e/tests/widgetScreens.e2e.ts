import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { hostPage, startHostServer, type HostServer } from '../support/hostServer';
import { GREETING, chatFrame, panelOpen, waitFor, waitForChatText } from '../support/chatWidget';

// Agents of their own, made from the seeded one, so the seeded one stays usable.
const stamp = Date.now();
const BLOCKED_AGENT = `e2e-blocked-${stamp}`;
const LANG_AGENT = `e2e-lang-${stamp}`;

let browser: Browser;
let site: HostServer;
let docs: AgentDocs;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startHostServer()]);
  docs = agentDocs();
  await docs.copy('demo-plain-eu', BLOCKED_AGENT);
  await docs.copy('demo-plain-eu', LANG_AGENT, { lang: 'de' });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await docs?.remove(BLOCKED_AGENT);
  await docs?.remove(LANG_AGENT);
  await docs?.close();
});

async function openPopup(agentId: string, userId: string, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const page = await context.newPage();
  await page.goto(
    site.page(
      `/screens-${userId}`,
      hostPage({
        attributes: { 'agent-id': agentId, region: 'eu', 'user-id': userId },
        script: `window.heard = []; window.addEventListener('VG_Events', (e) => window.heard.push(e.detail.type));`,
      }),
    ),
  );
  await page.waitForFunction(() => 'VG' in window);
  await page.evaluate(() => (window as unknown as { VG: { open(): void } }).VG.open());
  return page;
}

const placeholder = (page: Page) =>
  chatFrame(page).locator('textarea.vg-input').getAttribute('placeholder');
const branding = (page: Page) => chatFrame(page).locator('.vg-branding').innerText();

describe('blocking screens', () => {
  it('a disabled agent, then a used-up token allowance, replace the chat live; Close closes it', async () => {
    const userId = `e2e-block-${stamp}`;
    const page = await openPopup(BLOCKED_AGENT, userId);
    await waitForChatText(page, GREETING);

    await docs.update(BLOCKED_AGENT, { disabled: true });
    const screen = chatFrame(page).getByRole('alert');
    await waitFor(screen.getByText('Chat unavailable'));
    expect(await chatFrame(page).locator('textarea').count()).toBe(0);
    await snap(page, 'widget-blocked-disabled');

    await docs.update(BLOCKED_AGENT, { disabled: false, tokensUsage: 5000, maxTokensUsage: 5000 });
    await waitFor(screen.getByText('Tokens Consumed'));
    expect(await screen.getByText('Please contact us ASAP.').count()).toBe(1);
    await snap(page, 'widget-blocked-tokens');

    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain(
      'chat_close',
    );

    // Allowance raised again: the chat is back with its conversation.
    await docs.update(BLOCKED_AGENT, { maxTokensUsage: 1_000_000 });
    await page.evaluate(() => (window as unknown as { VG: { open(): void } }).VG.open());
    await waitForChatText(page, GREETING);
    expect(await chatFrame(page).getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('a new visitor of an agent over its allowance sees only the screen, and no chat is started', async () => {
    await docs.update(BLOCKED_AGENT, { tokensUsage: 2_000_000, maxTokensUsage: 1_000_000 });
    const userId = `e2e-block-new-${stamp}`;
    const page = await openPopup(BLOCKED_AGENT, userId);
    await waitForChatText(page, 'Tokens Consumed');
    expect(await chatFrame(page).getByText('Please contact us ASAP.').count()).toBe(1);
    await page.waitForTimeout(2000);
    const convo = await docs.db('eu').doc(`voiceglow/${BLOCKED_AGENT}/convos/${userId}`).get();
    expect(convo.exists).toBe(false);
    await page.context().close();
  });
});

describe('widget language', () => {
  it('follows the agent’s lang (de, fr, es), live', async () => {
    const page = await openPopup(LANG_AGENT, `e2e-lang-${stamp}`);
    await waitForChatText(page, GREETING);
    await expect.poll(() => placeholder(page)).toBe('Nachricht schreiben…');
    expect(await branding(page)).toContain('Bereitgestellt von');
    expect(await chatFrame(page).getByRole('button', { name: 'Senden' }).count()).toBe(1);
    expect(await chatFrame(page).locator('html').getAttribute('lang')).toBe('de');
    await snap(page, 'widget-lang-de');

    await docs.update(LANG_AGENT, { lang: 'fr' });
    await expect.poll(() => placeholder(page)).toBe('Écrivez un message…');
    expect(await branding(page)).toContain('Propulsé par');
    await snap(page, 'widget-lang-fr');

    await docs.update(LANG_AGENT, { lang: 'es' });
    await expect.poll(() => placeholder(page)).toBe('Escribe un mensaje…');
    expect(await branding(page)).toContain('Con la tecnología de');
    await snap(page, 'widget-lang-es');

    // Blocking screens are translated too.
    await docs.update(LANG_AGENT, { disabled: true });
    await waitForChatText(page, 'Chat no disponible');
    expect(await chatFrame(page).getByRole('button', { name: 'Cerrar' }).count()).toBe(1);
    await docs.update(LANG_AGENT, { disabled: false });
    await page.context().close();
  });

  it("'automatic' follows the browser’s language", async () => {
    await docs.update(LANG_AGENT, { lang: 'automatic' });
    const expected: [string, string][] = [
      ['fr-FR', 'Écrivez un message…'],
      ['de-AT', 'Nachricht schreiben…'],
      ['es-ES', 'Escribe un mensaje…'],
      ['en-GB', 'Write a message…'],
      // No texts for Japanese: English.
      ['ja-JP', 'Write a message…'],
    ];
    for (const [locale, text] of expected) {
      const page = await openPopup(LANG_AGENT, `e2e-auto-${locale}-${stamp}`, locale);
      await expect.poll(() => placeholder(page)).toBe(text);
      if (locale === 'fr-FR') await snap(page, 'widget-lang-automatic-fr');
      await page.context().close();
    }
  });
});
