import type { Page } from 'playwright-core';

/** How long the network must stay quiet for the chat loaded ahead to count as ready. */
const QUIET_MS = 500;

/**
 * Waits until the loader has loaded the chat ahead of the click (hidden,
 * after the host page's load and an idle moment) and its requests are done,
 * as for a visitor who reads the page a moment before opening the chat.
 */
export async function waitForWarmChat(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.locator('.vgw-p iframe').waitFor({ state: 'attached', timeout: timeoutMs });
  const frame = await (await page.locator('.vgw-p iframe').elementHandle())?.contentFrame();
  await frame?.waitForLoadState('load', { timeout: timeoutMs });
  // Also sets up Playwright's own script in the frame now, not on the visitor's time.
  await frame?.locator('.vg-app').waitFor({ state: 'attached', timeout: timeoutMs });
  let last = Date.now();
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while ((inFlight > 0 || Date.now() - last < QUIET_MS) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
