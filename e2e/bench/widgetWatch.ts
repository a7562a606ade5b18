import type { Page } from 'playwright-core';

interface WatchWindow {
  __vgWatch?: { wanted: Set<string>; seen: Record<string, number> };
}

// Kept as source text: tsx would wrap named functions in a helper the page lacks.
const INSTALL = `(() => {
  if (window.__vgWatch) return window.__vgWatch;
  const state = { wanted: new Set(), seen: {} };
  window.__vgWatch = state;
  new MutationObserver(() => {
    if (state.wanted.size === 0) return;
    const now = Date.now();
    const content = document.body.textContent || '';
    for (const item of state.wanted) {
      if (content.includes(item)) {
        state.seen[item] = now;
        state.wanted.delete(item);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return state;
})()`;

/**
 * Arms the widget page to note the moment `text` enters its DOM: a
 * MutationObserver timestamps it with Date.now() as soon as React commits,
 * without waiting for Playwright's polling.
 */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.evaluate(`${INSTALL}.wanted.add(${JSON.stringify(text)})`);
}

/** When the watched text appeared (page clock, ms since the epoch). */
export async function waitForSeen(page: Page, text: string, timeoutMs = 10_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => (window as unknown as WatchWindow).__vgWatch?.seen[wanted] ?? false,
    text,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}
