import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { expect } from 'vitest';

/** The WCAG 2.2 A and AA rule sets (axe tags), the product's accessibility bar. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page as it is now and fails with a readable list when
 * any WCAG 2.2 A/AA rule is violated. axe is put into every frame first, so an
 * open chat iframe (another origin than the host page) is checked inside too.
 * `what` names the state in the failure message.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  options: { exclude?: string[] } = {},
): Promise<void> {
  await waitForTransitionsToSettle(page);
  let results = await runAxe(page, options.exclude ?? []);
  if (results.violations.length > 0) {
    // A message that starts fading in while axe runs is measured half-drawn:
    // a violation counts only if it is still there once the page is at rest.
    await waitForTransitionsToSettle(page);
    await page.waitForTimeout(500);
    await waitForTransitionsToSettle(page);
    results = await runAxe(page, options.exclude ?? []);
  }
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  if (summary.length > 0) {
    expect.fail(`WCAG 2.2 AA violations on ${what}:\n${summary.join('\n')}`);
  }
}

/**
 * Waits (up to 3 s) until no CSS transition or animation is running in any
 * frame. Mid-fade, a toast's text is blended with the page behind it, and axe
 * would measure a contrast no one ever sees at rest.
 */
async function waitForTransitionsToSettle(page: Page): Promise<void> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    let running = 0;
    for (const frame of page.frames()) {
      running += await within(
        2_000,
        frame.evaluate(
          () =>
            document.getAnimations().filter(
              (a) =>
                a.playState === 'running' &&
                // An endless animation (a spinner) never settles.
                a.effect?.getComputedTiming().iterations !== Infinity,
            ).length,
        ),
        'a frame did not answer',
      ).catch(() => 0);
    }
    if (running === 0 || Date.now() > deadline) return;
    await page.waitForTimeout(100);
  }
}

/**
 * axe-core's WCAG 2.2 A/AA rules over the page and every frame in it. Neither
 * step has a Playwright timeout of its own, so each is bounded here: a frame
 * that never answers fails the check with its address instead of stalling the
 * test until the test's own timeout, which names no step.
 */
async function runAxe(page: Page, exclude: string[]): Promise<AxeResults> {
  for (const frame of page.frames()) {
    await within(
      10_000,
      frame.evaluate(`${axeSource}\n;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`),
      `axe could not be put into the frame ${frame.url()} within 10 s`,
    );
  }
  const run = page.evaluate(
    ({ tags, exclude: excluded }) => {
      const axe = (
        window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }
      ).axe;
      return axe.run(
        { include: [document], exclude: excluded.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, iframes: true, frameWaitTime: 10_000 },
      );
    },
    { tags: WCAG_22_AA_TAGS, exclude },
  );
  const frames = page.frames().map((frame) => frame.url());
  return (await within(
    30_000,
    run,
    `axe did not finish within 30 s on ${page.url()} (frames: ${frames.join(', ')})`,
  )) as AxeResults;
}

/** The promise's value, or a failure with `message` once `ms` have passed. */
async function within<T>(ms: number, promise: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
