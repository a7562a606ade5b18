/**
 * Time from the loader script to the agent's first message, on the running
 * local stack (`npm start`): the demo page embeds an agent with autostart,
 * and the clock runs from the moment loader.js has arrived (Resource Timing)
 * until the first bot message is on screen inside the chat frame. The
 * agent's own message delay (1 s by default) is part of it, as visitors see it.
 *
 *   npx tsx widget/bench/firstMessage.ts [http://127.0.0.1:5000] [runs]
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { stackIsUp } from './stackIsUp';

const origin = process.argv[2] ?? 'http://127.0.0.1:5000';
const runs = Number(process.argv[3] ?? 3);

async function main() {
  if (!(await stackIsUp(origin))) {
    console.log(`first message: skipped (no local stack at ${origin}; run npm start)`);
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const timings: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      // A fresh context each run: a new visitor, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/widget/demo?autostart=1`);
      await page
        .frameLocator('iframe')
        .locator('.vg-turn--bot')
        .first()
        .waitFor({ timeout: 30_000 });
      const ms = await page.evaluate(() => {
        const loader = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/widget/loader.js')) as
          PerformanceResourceTiming | undefined;
        return performance.now() - (loader?.responseEnd ?? 0);
      });
      timings.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `first message             ${Math.round(median)} ms median from loader.js to the first agent message (${timings.map((ms) => Math.round(ms)).join(', ')} ms over ${runs} fresh visitors)`,
  );
}

await main();
