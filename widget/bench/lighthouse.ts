/**
 * Lighthouse's mobile performance score of the demo page with the chat
 * opened on load (`/widget/demo?autostart=1`: the loader, the chat frame,
 * Firebase and the agent's first message), on the running local stack
 * (`npm start`), goal ≥ 90. Lighthouse runs its default mobile profile
 * (Moto G Power viewport, simulated slow 4G and 4× CPU) on Debian's Chromium,
 * started by Playwright with a debugging port; nothing leaves the machine.
 * The demo page alone (chat closed) is measured too, as the baseline a host
 * page keeps.
 *
 *   npx tsx widget/bench/lighthouse.ts [http://127.0.0.1:5000] [runs]
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { stackIsUp } from './stackIsUp';
import { freePort } from '@vg/common/dev/freePort';

const origin = process.argv[2] ?? 'http://127.0.0.1:5000';
const runs = Number(process.argv[3] ?? 3);
const GOAL = 90;

interface Score {
  score: number;
  tbtMs: number;
  lcpMs: number;
}

async function audit(url: string, port: number): Promise<Score> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  if (!(await stackIsUp(origin))) {
    console.log(`lighthouse: skipped (no local stack at ${origin}; run npm start)`);
    return;
  }
  const port = await freePort();
  const browser = await chromium.launch(chromiumLaunchOptions([`--remote-debugging-port=${port}`]));
  const pages = [
    ['chat opened on load', `${origin}/widget/demo?autostart=1`],
    ['demo page, chat closed', `${origin}/widget/demo`],
  ] as const;
  try {
    for (const [label, url] of pages) {
      const scores: Score[] = [];
      for (let run = 0; run < runs; run += 1) scores.push(await audit(url, port));
      const score = median(scores.map((s) => s.score));
      const verdict = score >= GOAL ? `ok, goal ≥ ${GOAL}` : `UNDER the goal ${GOAL}`;
      console.log(
        `lighthouse mobile         ${score} (${verdict}) ${label}; TBT ${Math.round(median(scores.map((s) => s.tbtMs)))} ms, LCP ${Math.round(median(scores.map((s) => s.lcpMs)))} ms, median of ${runs} (${scores.map((s) => s.score).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
