import { expect } from 'vitest';
import type { Frame, FrameLocator, Locator, Page, WebSocket } from 'playwright-core';

/** The seeded agent's first message (its proactiveMessage). */
export const GREETING = 'Hi! Ask me anything about your order.';

/** The chat app inside the loader's (or a pasted) iframe. */
export function chatFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[src*="/render/"]');
}

/** The chat iframe as a Frame, to run scripts in it. */
export async function chatFrameHandle(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[src*="/render/"]', { state: 'attached' });
  const frame = await element.contentFrame();
  if (!frame) throw new Error('The chat iframe has no frame');
  return frame;
}

/** Waits until `locator` matches at least one element. */
export async function waitFor(locator: Locator, timeout = 20_000): Promise<void> {
  await expect.poll(() => locator.count(), { timeout }).toBeGreaterThan(0);
}

/**
 * Waits for a text the visitor can see anywhere in the chat (a closed
 * sources accordion also holds passages of the answer, hidden).
 */
export async function waitForChatText(
  page: Page,
  text: string | RegExp,
  timeout = 20_000,
): Promise<void> {
  await waitFor(chatFrame(page).getByText(text).filter({ visible: true }), timeout);
}

/**
 * Waits until the reply has finished (no streamed bubble, no cancel button)
 * and its entrance animation has played, so a screenshot shows the end state.
 */
export async function settle(page: Page): Promise<void> {
  const chat = chatFrame(page);
  await expect
    .poll(async () => (await chat.locator('.vg-streaming, .vg-send--cancel').count()) === 0, {
      timeout: 20_000,
    })
    .toBe(true);
  await page.waitForTimeout(400);
}

/** Types into the footer input and presses Enter, as a visitor does. */
export async function ask(page: Page, question: string): Promise<void> {
  const input = chatFrame(page).locator('textarea.vg-input');
  await input.fill(question);
  await input.press('Enter');
}

/** The text of every bot bubble shown, in order. */
export function botTexts(page: Page): Promise<string[]> {
  return chatFrame(page).locator('.vg-turn--bot .vg-bubble').allInnerTexts();
}

/** The loader's panel (the box the iframe sits in) on the host page. */
export async function panelBox(page: Page) {
  const box = await page.locator('.vgw-p').boundingBox();
  if (!box) throw new Error('The chat panel is not laid out');
  return box;
}

/** Whether the loader shows its panel (popup or modal open). */
export function panelOpen(page: Page): Promise<boolean> {
  return page.locator('.vgw').evaluate((root) => root.classList.contains('vgw-o'));
}

export interface SocketLog {
  sent: Record<string, unknown>[];
  received: Record<string, unknown>[];
}

/** Records the JSON frames of the chat's WebSockets (`/interact`). */
export function recordSockets(page: Page): SocketLog {
  const log: SocketLog = { sent: [], received: [] };
  const parse = (payload: string | Buffer) => {
    try {
      return JSON.parse(String(payload)) as Record<string, unknown>;
    } catch {
      return { raw: String(payload) };
    }
  };
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/interact')) return;
    socket.on('framesent', (frame) => log.sent.push(parse(frame.payload)));
    socket.on('framereceived', (frame) => log.received.push(parse(frame.payload)));
  });
  return log;
}
