/**
 * What opening the chat costs a visitor, from a real browser's network log
 * (Chrome DevTools Protocol) on the running local stack (`npm start`):
 *
 * - bytes transferred (compressed, as on the wire) and requests for the
 *   chat loaded ahead of the click (hidden, after the page's load) and from
 *   the click on the launcher until the agent's reply to one question is on
 *   screen, together (goal ≤ 150 KB), WebSocket frames included, then what
 *   follows in the next seconds (the conversation's live layer);
 * - requests to any host other than the product's own (goal 0; the stack's
 *   hosts are loopback addresses);
 * - time from the click (its event) to the first frame painted with the
 *   first message, the chat loaded ahead (`waitForWarmChat`), on a throttled mobile
 *   profile: 390 px viewport, 4× CPU slowdown, 150 ms latency, 1.6 Mb/s down,
 *   750 kb/s up (goal ≤ 1 s);
 * - Total Blocking Time (long tasks over 50 ms, main page and chat frame)
 *   from the click until the first message, on the same profile.
 *
 * The demo page (/widget/demo) embeds the seeded agent with the loader.
 *
 *   npx tsx widget/bench/openCost.ts [http://127.0.0.1:5000] [runs]
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { stackIsUp } from './stackIsUp';
import { waitForWarmChat } from './waitForWarmChat';

const origin = process.argv[2] ?? 'http://127.0.0.1:5000';
const runs = Number(process.argv[3] ?? 3);
const OWN_HOSTS = new Set(['127.0.0.1', 'localhost']);
const GOALS = { openKb: 150, foreign: 0, firstMessageMs: 1000 };
/** How long after the reply the network is still watched (the live layer waits 5 s, then idle). */
const LATER_MS = 8000;
const MOBILE = {
  viewport: { width: 390, height: 844 },
  cpuRate: 4,
  network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};

// Kept as source text: tsx would wrap named functions in a helper the page lacks.
const WATCH_LONG_TASKS = `(() => {
  window.__vgLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__vgLongTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

// The visitor's own moments, not the harness's: Playwright checks that the launcher is stable
// before it clicks and polls for the message afterwards. The click is the event's time; the
// message is on screen at the first frame painted after its bubble is in the chat's page.
const STAMP_CLICK = `document.querySelector('.vgw-n').addEventListener('click', (event) => {
  window.__vgClickAt = performance.timeOrigin + event.timeStamp;
}, { capture: true, once: true })`;
const STAMP_FIRST_MESSAGE = `new MutationObserver((records, observer) => {
  if (!document.querySelector('.vg-turn--bot .vg-bubble')) return;
  observer.disconnect();
  requestAnimationFrame(() => { window.__vgFirstAt = performance.timeOrigin + performance.now(); });
}).observe(document.body, { childList: true, subtree: true })`;

interface Measure {
  kb: number;
  /** Of `kb`, loaded ahead of the click (the hidden chat frame). */
  aheadKb: number;
  /** Transferred in the seconds after the reply (the conversation's live layer). */
  laterKb: number;
  requests: number;
  foreign: string[];
  firstMessageMs: number;
  replyMs: number;
  tbtMs: number;
}

async function measure(page: Page, throttled: boolean): Promise<Measure> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let counting = false;
  let after = false;
  let bytes = 0;
  // Before the click, the chat frame's requests (not the host page's) are the chat's cost.
  let ahead = true;
  let aheadBytes = 0;
  const chatRequests = new Set<string>();
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const mainFrame = frameTree.frame.id;
  let laterBytes = 0;
  let requests = 0;
  const foreign: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request, frameId }) => {
    if (ahead && frameId !== mainFrame && /^https?:/.test(request.url)) {
      chatRequests.add(requestId);
      requests += 1;
      if (!OWN_HOSTS.has(new URL(request.url).hostname)) foreign.push(request.url);
    }
    if (!counting || !/^https?:/.test(request.url)) return;
    requests += 1;
    if (!OWN_HOSTS.has(new URL(request.url).hostname)) foreign.push(request.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (chatRequests.delete(requestId)) aheadBytes += encodedDataLength;
    else if (counting) bytes += encodedDataLength;
    else if (after) laterBytes += encodedDataLength;
  });
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    if (counting) bytes += response.payloadData.length;
  });
  cdp.on('Network.webSocketFrameSent', ({ response }) => {
    if (counting) bytes += response.payloadData.length;
  });
  if (throttled) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuRate });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE.network });
  }
  // The demo page and the chat share the stack's origin: the chat frame runs in the
  // page's target, so its requests are in this session's log.
  await page.goto(`${origin}/widget/demo`);
  await page.locator('.vgw-n').waitFor();
  await waitForWarmChat(page);
  ahead = false;
  await page.evaluate(WATCH_LONG_TASKS);
  const frame = page.frames().find((f) => f.url().includes('/render/'));
  await page.evaluate(STAMP_CLICK);
  await frame?.evaluate(STAMP_FIRST_MESSAGE);
  counting = true;
  const harnessClickAt = await page.evaluate(() => Date.now());
  await page.locator('.vgw-n').click();
  const chat = page.frameLocator('iframe[src*="/render/"]');
  await chat.locator('.vg-turn--bot .vg-bubble').first().waitFor({ timeout: 60_000 });
  const harnessFirstAt = await page.evaluate(() => Date.now());
  const clickedAt =
    ((await page.evaluate('window.__vgClickAt')) as number | undefined) ?? harnessClickAt;
  const firstAt =
    ((await frame?.evaluate('window.__vgFirstAt')) as number | undefined) ?? harnessFirstAt;
  if (frame) await frame.evaluate(WATCH_LONG_TASKS);
  const before = await chat.locator('.vg-turn--bot .vg-message').count();
  await chat.locator('textarea.vg-input').fill('How long does shipping take?');
  await chat.locator('textarea.vg-input').press('Enter');
  await waitUntil(async () => (await chat.locator('.vg-turn--bot .vg-message').count()) > before);
  await waitUntil(
    async () => (await chat.locator('.vg-streaming, .vg-send--cancel').count()) === 0,
  );
  const repliedAt = await page.evaluate(() => Date.now());
  counting = false;
  after = true;
  const tasks = [
    ...((await page.evaluate('window.__vgLongTasks')) as { start: number; duration: number }[]),
    ...(frame
      ? ((await frame.evaluate('window.__vgLongTasks')) as { start: number; duration: number }[])
      : []),
  ];
  const tbtMs = tasks
    .filter((task) => task.start >= clickedAt && task.start <= firstAt)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  // What the chat loads once the reply has been read: the conversation's live layer.
  await new Promise((resolve) => setTimeout(resolve, LATER_MS));
  after = false;
  return {
    kb: (aheadBytes + bytes) / 1024,
    aheadKb: aheadBytes / 1024,
    laterKb: laterBytes / 1024,
    requests,
    foreign,
    firstMessageMs: firstAt - clickedAt,
    replyMs: repliedAt - clickedAt,
    tbtMs,
  };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the reply');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  if (!(await stackIsUp(origin))) {
    console.log(`open cost: skipped (no local stack at ${origin}; run npm start)`);
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const plain: Measure[] = [];
  const mobile: Measure[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const throttled of [false, true]) {
        // A fresh context each run: a new visitor, nothing cached.
        const context = await browser.newContext({
          viewport: throttled ? MOBILE.viewport : { width: 1280, height: 800 },
        });
        (throttled ? mobile : plain).push(await measure(await context.newPage(), throttled));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const mark = (ok: boolean, goal: string) => (ok ? `ok, goal ${goal}` : `OVER the goal ${goal}`);
  const kb = median(plain.map((m) => m.kb));
  const foreign = [
    ...new Set(plain.flatMap((m) => m.foreign).concat(mobile.flatMap((m) => m.foreign))),
  ];
  const first = median(mobile.map((m) => m.firstMessageMs));
  console.log(
    `open + one reply          ${kb.toFixed(1)} KB transferred in ${median(plain.map((m) => m.requests))} requests, ${median(plain.map((m) => m.aheadKb)).toFixed(1)} KB of it loaded ahead of the click (${mark(kb <= GOALS.openKb, `≤ ${GOALS.openKb} KB`)})`,
  );
  console.log(
    `then, after the reply    ${median(plain.map((m) => m.laterKb)).toFixed(1)} KB within ${LATER_MS / 1000} s (the conversation's live layer, loaded 5 s after the first reply)`,
  );
  console.log(
    `other hosts contacted     ${foreign.length} (${mark(foreign.length === GOALS.foreign, '0')})${foreign.length ? `: ${foreign.join(', ')}` : ''}`,
  );
  console.log(
    `click → first message     ${Math.round(first)} ms on throttled mobile (${mark(first <= GOALS.firstMessageMs, `≤ ${GOALS.firstMessageMs} ms`)}); ${Math.round(median(plain.map((m) => m.firstMessageMs)))} ms unthrottled`,
  );
  console.log(
    `total blocking time       ${Math.round(median(mobile.map((m) => m.tbtMs)))} ms from the click to the first message on throttled mobile (4× CPU)`,
  );
  console.log(
    `click → reply complete    ${Math.round(median(mobile.map((m) => m.replyMs)))} ms on throttled mobile, median of ${runs}`,
  );
}

await main();
