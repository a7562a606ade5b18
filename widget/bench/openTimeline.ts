/**
 * The waterfall of opening the chat on the throttled mobile profile of
 * `openCost.ts`: every request and socket frame from the click on the
 * launcher until the reply to one question is complete, with its start and
 * end in ms after the click and its size on the wire, and the moments the
 * first message shows and the reply completes. For finding where the time
 * to the first message and the bytes go.
 *
 *   npx tsx widget/bench/openTimeline.ts [http://127.0.0.1:5000]
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { stackIsUp } from './stackIsUp';

const origin = process.argv[2] ?? 'http://127.0.0.1:5000';

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

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
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
    cdp.on('Network.webSocketFrameSent', ({ response }) => {
      if (clickedAt)
        frames.push(`${Math.round(now() - clickedAt)} ms  → ${response.payloadData.slice(0, 90)}`);
    });
    cdp.on('Network.webSocketFrameReceived', ({ response }) => {
      if (clickedAt)
        frames.push(`${Math.round(now() - clickedAt)} ms  ← ${response.payloadData.slice(0, 90)}`);
    });
    await page.goto(`${origin}/widget/demo`);
    await page.locator('.vgw-n').waitFor();
    clickedAt = now();
    await page.locator('.vgw-n').click();
    await page
      .frameLocator('iframe[src*="/render/"]')
      .locator('.vg-turn--bot .vg-bubble')
      .first()
      .waitFor({ timeout: 60_000 });
    const shownAt = now() - clickedAt;
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
    console.log(
      `reply complete at ${Math.round(repliedAt)} ms; ${(total / 1024).toFixed(1)} KB in ${rows.size} requests (socket frames not counted)`,
    );
  } finally {
    await browser.close();
  }
}

await main();
