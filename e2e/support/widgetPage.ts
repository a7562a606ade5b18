import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Where the local stack serves the chat (the same origin as the dashboard). */
export const STACK_ORIGIN = 'http://127.0.0.1:5000';

export interface WidgetVisit {
  agentId: string;
  /** The conversation id (the pasted iframe's `userID`). */
  userId: string;
  region?: 'eu' | 'na';
  name?: string;
}

/**
 * Opens the chat as a site that pasted the iframe shows it, but as the top
 * page: scripts, the microphone and file pickers then need no cross-frame
 * plumbing. The visitor's own browser context keeps them anonymous.
 */
export async function openWidget(context: BrowserContext, visit: WidgetVisit): Promise<Page> {
  const page = await context.newPage();
  const query = new URLSearchParams({ userID: visit.userId });
  if (visit.name) query.set('name', visit.name);
  await page.goto(
    `${STACK_ORIGIN}/app/${visit.region ?? 'eu'}/render/${visit.agentId}/iframe?${query}`,
  );
  return page;
}

/** A unique conversation id per test, so runs never share a chat. */
export function freshUserId(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The short-lived notice above the footer (validation messages, errors). */
export function notice(page: Page, text: string | RegExp): Locator {
  return page.locator('.vg-notice[role="alert"]').filter({ hasText: text });
}

/** Waits for a notice while it is up (they last 2-4 s, so the wait starts before the action). */
export async function expectNotice(page: Page, text: string | RegExp, timeout = 10_000) {
  await notice(page, text).first().waitFor({ state: 'visible', timeout });
}

/** Waits for visible text anywhere on the page. */
export async function expectText(target: Page | Locator, text: string | RegExp, timeout = 20_000) {
  await target.getByText(text).filter({ visible: true }).first().waitFor({ timeout });
}

/** The footer input, once the chat can be typed into. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  const input = page.locator('textarea.vg-input');
  await expect.poll(() => input.isEditable(), { timeout: 30_000 }).toBe(true);
  await input.fill(text);
  await input.press('Enter');
}

/** The bot bubbles' texts, in order. */
export function botTexts(page: Page): Promise<string[]> {
  return page.locator('.vg-turn--bot .vg-bubble').allInnerTexts();
}

/**
 * On a seeded tabs widget's home: 'Ask a question', then the seeded shipping
 * question, answered from the knowledge documents.
 */
export async function askSeededQuestion(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await sendMessage(page, 'How long does shipping take?');
  await expectText(page, /Standard shipping takes 3-5 days/, 40_000);
}
