/**
 * The waterfall of opening the chat on the throttled mobile profile of
 * `openCost.ts`: every request and socket frame from the click on the
 * launcher until the reply to one question is complete, with its start and
 * end in ms after the click and its size on the wire, and the moments the
 * first message shows and the reply completes. For finding where the time
 * to the first message and the bytes go.
 *
 * The click comes once the loader has loaded the chat ahead (hidden, after
 * the page's load; `waitForWarmChat`), as for a visitor who looks at the
 * page a moment first; `--at-load` clicks as soon as the launcher shows.
 *
 * With `--profile`, also the main thread's busiest functions (self time,
 * from a CPU profile) between the click and the first message.
 *
 *   npx tsx widget/bench/openTimeline.ts [http://127.0.0.1:5000] [--profile] [--desktop] [--at-load]
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { stackIsUp } from './stackIsUp';
import { waitForWarmChat } from './waitForWarmChat';

const args = process.argv.slice(2);
const origin = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:5000';
const profiling = args.includes('--profile');
/** `--desktop`: openCost.ts's unthrottled desktop run instead (where its byte figure comes from). */
const desktop = args.includes('--desktop');
const atLoad = args.includes('--at-load');

interface Row {
  url: string;
  start: number;
  end?: number;
  bytes?: number;
}

async function main() {
  if (!(await stackIsUp(origin))) {
    console.log(`open timeline: skipped (no local stack at ${origin}; run npm start)`);
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // A warm-up visitor, so the Functions emulator has loaded its code.
    const warm = await browser.newContext();
    const warmPage = await warm.newPage();
    await warmPage.goto(`${origin}/widget/demo`);
    await warmPage.locator('.vgw-n').click();
    await warmPage
      .frameLocator('iframe[src*="/render/"]')
      .locator('.vg-turn--bot .vg-bubble')
      .first()
      .waitFor({ timeout: 60_000 });
    await warm.close();

    const context = await browser.newContext({
      viewport: desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!desktop) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 93_750,
      });
    }
    const rows = new Map<string, Row>();
    let clickedAt = 0;
    const now = () => performance.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (clickedAt) rows.set(requestId, { url: request.url, start: now() - clickedAt });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const row = rows.get(requestId);
      if (row) Object.assign(row, { end: now() - clickedAt, bytes: encodedDataLength });
    });
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      if (clickedAt) rows.set(requestId, { url, start: now() - clickedAt });
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId }) => {
      const row = rows.get(requestId);
      if (row) row.end = now() - clickedAt;
    });
    const frames: string[] = [];
    let frameBytes = 0;
    cdp.on('Network.webSocketFrameSent', ({ response }) => {
      frameBytes += clickedAt ? response.payloadData.length : 0;
      if (clickedAt)
        frames.push(`${Math.round(now() - clickedAt)} ms  → ${response.payloadData.slice(0, 90)}`);
    });
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      frameBytes += clickedAt ? response.payloadData.length : 0;
      if (clickedAt)
        frames.push(`${Math.round(now() - clickedAt)} ms  ← ${response.payloadData.slice(0, 90)}`);
    });
    await page.goto(`${origin}/widget/demo`);
    await page.locator('.vgw-n').waitFor();
    if (!atLoad) await waitForWarmChat(page);
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    clickedAt = now();
    await page.locator('.vgw-n').click();
    await page
      .frameLocator('iframe[src*="/render/"]')
      .locator('.vg-turn--bot .vg-bubble')
      .first()
      .waitFor({ timeout: 60_000 });
    const shownAt = now() - clickedAt;
    const busiest = profiling ? selfTimes((await cdp.send('Profiler.stop')).profile) : [];
    // Then one question, until its reply is complete (openCost.ts counts the same span).
    const chat = page.frameLocator('iframe[src*="/render/"]');
    const before = await chat.locator('.vg-turn--bot .vg-message').count();
    await chat.locator('textarea.vg-input').fill('How long does shipping take?');
    await chat.locator('textarea.vg-input').press('Enter');
    await chat.locator('.vg-turn--bot .vg-message').nth(before).waitFor({ timeout: 60_000 });
    await chat
      .locator('.vg-streaming, .vg-send--cancel')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 });
    const repliedAt = now() - clickedAt;
    for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
      const path = row.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80);
      console.log(
        `${String(Math.round(row.start)).padStart(6)} → ${String(row.end === undefined ? '…' : Math.round(row.end)).padStart(6)} ms ${row.bytes === undefined ? '' : `${(row.bytes / 1024).toFixed(1)} KB`.padStart(9)}  ${path}`,
      );
    }
    for (const frame of frames) console.log(`  socket ${frame}`);
    const total = [...rows.values()].reduce((sum, row) => sum + (row.bytes ?? 0), 0);
    console.log(`first message shown at ${Math.round(shownAt)} ms after the click`);
    for (const [where, ms] of busiest)
      console.log(`  cpu ${ms.toFixed(0).padStart(5)} ms  ${where}`);
    console.log(
      `reply complete at ${Math.round(repliedAt)} ms; ${(total / 1024).toFixed(1)} KB in ${rows.size} requests and sockets, ${(frameBytes / 1024).toFixed(1)} KB of socket frames`,
    );
  } finally {
    await browser.close();
  }
}

await main();

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per function (file:function), the 15 largest, idle and the profiler's own left out. */
function selfTimes(profile: CpuProfile): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = nodes.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${file}:${frame.functionName || '(anonymous)'}:${frame.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
}
