/**
 * Insights at scale, on the running local stack (`npm start`): seeds one
 * agent with many conversations over 90 days (their messages, the per-day
 * counters the functions keep for them, and their leads), then reports
 *
 * - documents read per page load of Home, Analytics, Leads and Metrics
 *   (documents the browser's Firestore listeners received, counted on the
 *   wire, and one for each aggregation query, as the store bills up to 1,000
 *   documents added up), and the time to first meaningful paint (from navigation start to
 *   the frame that first paints the page's numbers) in headless Chromium;
 * - the time to export all leads as CSV from the Leads page;
 * - the write cost per message of keeping the counters: real visitor steps
 *   through the chat runtime, every document write of their transactions
 *   counted by collection.
 *
 *   npx tsx e2e/bench/insightsBench.ts [--conversations 100000] [--seed-seconds 300] [--phase-seconds 300]
 *     [--runs 5] [--pages home,analytics,leads,metrics,convos] [--phases live,rolled-up] [--no-write-cost]
 *   npx tsx e2e/bench/withStack.ts e2e/bench/insightsBench.ts …   (on a fresh stack, under the e2e lock)
 *
 * `--runs` full loads of each page (the median is reported, every run listed);
 * `--pages` and `--phases` narrow what is measured (the leads export is measured
 * with `leads`, the inbox's paging and search with `convos`), e.g. for
 * comparing two builds of Home and Analytics with many runs each.
 *
 * Seeding stops at the time budget and prints the size it reached. The
 * write cost comes first; each page-load phase (before and after the nightly
 * rollup) has its own budget and says what it did not measure. Home and
 * Analytics loads also print where their time went, and their screenshots
 * land in e2e/artifacts/insights-bench-*.png (on a phone as soon as the
 * numbers are there: `*-phone-first-paint.png`).
 */
import { WriteBatch, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import {
  insightDay,
  insightShardId,
  insightShardIndex,
  questionKey,
  responseBucket,
} from '@vg/common';
import { DEMO_USERS, demoAgentIds } from '../../emulator/stack/seed/seedData';
import { PHONE, launchBrowser, snap } from '../support/browser';
import { agentDocs } from '../support/agentDocs';
import { machineSettled } from './machineSettled';
import { signInLink } from '../support/teamSignIn';

const ORIGIN = 'http://127.0.0.1:5000';
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;
const MESSAGES_PER_CONVERSATION = 10;
/** Conversations handed to the writer between two checks of the seed's time budget. */
const SEED_SLICE = 5000;
const QUESTIONS = [
  'how long does shipping take',
  'can i return an item',
  'when are you open',
  'do you ship on sundays',
  'do you sell gift cards',
  'is there a student discount',
];
/**
 * What shows that each page's numbers are there: its meaningful paint is the
 * frame that first paints it. Home's is the frame with both its stat cards
 * and its latest conversations, whichever comes last.
 */
const MEANINGFUL: Record<string, string> = {
  home: 'main:has([data-testid="home-stats"]) [data-testid="latest-conversations"]',
  analytics: '[role="group"][aria-label="Hand-off rate"]',
  leads: '[data-testid="leads-table"]',
  metrics: '[role="group"][aria-label="Response time p95"]',
  convos: '[data-convo-id]',
};

/**
 * Installed before each load: notes the main thread's long tasks, and when
 * the app's frame (its header), the page's heading, Home's stat cards and
 * each page's meaningful element first enter the DOM, and when the frame
 * that paints them is drawn (its requestAnimationFrame callbacks run just
 * before the paint). Taken in the page, not as the time a Playwright wait
 * returns: those poll with growing pauses (up to 500 ms apart).
 */
const TIMELINE_INIT = `(() => {
  window.__bench = { long: [], seen: {}, painted: {} };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const marks = Object.assign(
    { frame: 'header', heading: 'main h1', 'home stats': '[data-testid="home-stats"]' },
    ${JSON.stringify(MEANINGFUL)},
  );
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(marks)) {
      if (name in window.__bench.seen || !document.querySelector(selector)) continue;
      window.__bench.seen[name] = performance.now();
      requestAnimationFrame(() => (window.__bench.painted[name] = performance.now()));
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Performance entries of the page, read in the browser (see loadTimeline). */
const TIMELINE_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const span = (list) => list.length === 0 ? null : {
    start: Math.min(...list.map((r) => r.startTime)),
    end: Math.max(...list.map((r) => r.responseEnd)),
    kb: list.reduce((sum, r) => sum + r.encodedBodySize, 0) / 1024,
    count: list.length,
  };
  return {
    document: nav.responseEnd,
    domReady: nav.domContentLoadedEventEnd,
    scripts: span(resources.filter((r) => /\\.js(\\?|$)/.test(r.name))),
    auth: span(resources.filter((r) => /identitytoolkit|securetoken|:9099\\//.test(r.name))),
    firestore: span(resources.filter((r) => /google\\.firestore\\.v1|:8080\\//.test(r.name))),
    requests: resources
      .filter((r) => /google\\.firestore\\.v1|:8080\\//.test(r.name) && !/RID=rpc/.test(r.name))
      .map((r) => [r.startTime, r.responseEnd]),
    long: window.__bench ? window.__bench.long : [],
    seen: window.__bench ? window.__bench.seen : {},
  };
})()`;
const args = parseArgs(process.argv.slice(2));

const docs = agentDocs();
const db = docs.db('eu');
const agentId = `bench-insights-${Date.now().toString(36)}`;
await docs.copy(demoAgentIds('eu').plain, agentId, {
  title: 'Insights bench',
  enableGeoAnalytics: true,
});
try {
  const seeded = await seed(db, agentId);
  console.log('Insights at scale (one agent, 90 days)');
  console.log(
    `  seeded: ${seeded.conversations.toLocaleString('en')} conversations, ${(seeded.conversations * MESSAGES_PER_CONVERSATION).toLocaleString('en')} messages, ${seeded.leads.toLocaleString('en')} leads, ${seeded.shards} counter documents in ${seeded.seconds.toFixed(0)} s` +
      (seeded.conversations < args.conversations
        ? ` (target ${args.conversations.toLocaleString('en')}: the seed stopped at its ${args.seedSeconds} s budget)`
        : ''),
  );
  // The cheap essential figure first; every later phase has its own time budget.
  if (args.writeCost) await writeCost(agentId);
  if (args.phases.includes('live'))
    await pageLoads(agentId, 'as the chat transactions leave them (four shards a day)', 'live');
  if (args.phases.includes('rolled-up')) {
    const rollup = await nightlyRollup();
    console.log(
      `  nightly rollup (rollupInsights): ${rollup.days} agent-days folded in ${rollup.seconds.toFixed(1)} s`,
    );
    await pageLoads(
      agentId,
      'after the nightly rollup (a document a past month, a day otherwise)',
      'rolled-up',
    );
  }
} finally {
  // Everything under the agent (conversations, leads, counters), unthrottled as the seed was.
  const started = Date.now();
  await db
    .recursiveDelete(db.doc(`voiceglow/${agentId}`), db.bulkWriter({ throttling: false }))
    .catch((error: unknown) => console.error('  the bench agent could not be removed:', error));
  console.log(
    `  removed the bench agent and its documents in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await docs.close();
}

/** Conversations (in batches), their counters and leads, as the functions would have left them. */
async function seed(db: Firestore, agentId: string) {
  const started = Date.now();
  const shards = new Map<string, Record<string, unknown>>();
  const now = Date.now();
  let conversations = 0;
  let leads = 0;
  // Unthrottled: the default ramp (500 writes a second, +50% every 5 minutes)
  // is for a production database warming up, and would make this seed take an hour.
  const writer = db.bulkWriter({ throttling: false });
  while (conversations < args.conversations && Date.now() - started < args.seedSeconds * 1000) {
    for (let i = 0; i < SEED_SLICE && conversations < args.conversations; i++, conversations++) {
      const id = `c${conversations.toString(36).padStart(6, '0')}`;
      const at =
        now - Math.floor(((conversations * 7919) % 90_000) / 1000) * DAY_MS - (i % 3600) * 1000;
      const question = QUESTIONS[conversations % QUESTIONS.length] ?? '';
      const turns = Array.from({ length: MESSAGES_PER_CONVERSATION }, (_, n) => ({
        from: n % 2 ? 'bot' : 'human',
        ts: at + n * 2000,
        messages: [
          {
            type: 'text',
            from: n % 2 ? 'bot' : 'human',
            item: { payload: { message: n % 2 ? 'Here is what I found.' : question } },
          },
        ],
      }));
      const email = conversations % 5 === 0 ? `visitor${conversations}@example.test` : '';
      void writer.set(db.doc(`voiceglow/${agentId}/convos/${id}`), {
        authUid: id,
        state: 'ai-chatting',
        turns: JSON.stringify(turns),
        userName: email ? `Visitor ${conversations}` : '',
        userEmail: email,
        lastModified: new Date(at + 18_000),
        updatedAt: new Date(at + 18_000),
      });
      if (email) {
        leads++;
        void writer.set(db.doc(`voiceglow/${agentId}/leads/l${id}`), {
          email,
          phone: '',
          channelAddress: '',
          name: `Visitor ${conversations}`,
          sources: ['widget-user'],
          channel: 'widget',
          firstContactMs: at,
          lastContactMs: at + 18_000,
          conversations: [id],
          tags: [],
        });
      }
      count(shards, id, conversations, at, question);
    }
    await writer.flush();
  }
  for (const [shardId, data] of shards)
    void writer.set(db.doc(`voiceglow/${agentId}/insights/${shardId}`), data);
  await writer.close();
  return { conversations, leads, shards: shards.size, seconds: (Date.now() - started) / 1000 };
}

/** What the functions add for one seeded conversation (5 questions, 5 replies). */
function count(
  shards: Map<string, Record<string, unknown>>,
  id: string,
  n: number,
  at: number,
  question: string,
) {
  const day = insightDay(at);
  const key = insightShardId(day, insightShardIndex(id));
  const shard = (shards.get(key) ?? { day, pending: true }) as Record<
    string,
    number | Record<string, unknown>
  >;
  const add = (field: string, by: number) => (shard[field] = ((shard[field] as number) ?? 0) + by);
  const addIn = (field: string, name: string, by: number) => {
    const map = (shard[field] ??= {}) as Record<string, number>;
    map[name] = (map[name] ?? 0) + by;
  };
  const replies = MESSAGES_PER_CONVERSATION / 2;
  add('conversations', 1);
  add('visitorMessages', replies);
  add('botMessages', replies);
  add('tokens', replies * 120);
  add('responses', replies);
  add('responseMs', replies * 900);
  addIn('channels', 'widget', 1);
  addIn('channelMessages', 'widget', MESSAGES_PER_CONVERSATION);
  addIn('countries', ['DE', 'US', 'FR', 'GB'][n % 4] ?? 'DE', 1);
  addIn('ratings', String((n % 5) + 1), 1);
  addIn('responseBuckets', String(responseBucket(900)), replies);
  const q = questionKey(question);
  if (q) {
    const map = (shard.questions ??= {}) as Record<string, { text: string; count: number }>;
    map[q.key] = { text: q.text, count: (map[q.key]?.count ?? 0) + replies };
    if (question.includes('gift') || question.includes('student')) {
      add('unanswered', replies);
      const un = (shard.unansweredQuestions ??= {}) as Record<
        string,
        { text: string; count: number }
      >;
      un[q.key] = { text: q.text, count: (un[q.key]?.count ?? 0) + replies };
    }
  }
  // One in ten asks for a person (times are whole seconds: the index spreads these, not the time).
  if (n % 10 === 0) {
    add('handoffs', 1);
    // Four in five hand-offs answered, after 1 to 10 minutes.
    if (n % 50 !== 0) {
      add('handoffsAnswered', 1);
      add('handoffReplyMs', (1 + ((n / 10) % 10)) * 60_000);
    }
  }
  shards.set(key, shard);
}

/**
 * Documents received by Firestore listeners on a page: the `documentChange`
 * entries of the WebChannel Listen streams, read on the wire through the
 * DevTools protocol as they stream (the streams stay open, so their bodies
 * are never finished for Playwright's response events).
 */
async function countReads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const streams = new Map<string, string>();
  // When the page's document was requested and each piece of a Listen answer arrived (s).
  let navigationAt = 0;
  let arrivals: [number, number][] = [];
  const add = (requestId: string, base64: string | undefined, at?: number) => {
    if (!base64 || !streams.has(requestId)) return;
    const text = Buffer.from(base64, 'base64').toString();
    if (at !== undefined) arrivals.push([at, text.match(/"documentChange"/g)?.length ?? 0]);
    streams.set(requestId, (streams.get(requestId) ?? '') + text);
  };
  // An aggregation query (Home's sums) is billed as one read per 1,000 documents it adds up.
  let aggregations = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') [navigationAt, arrivals] = [event.timestamp, []];
    // The request itself, not its CORS preflight.
    if (event.request.method === 'POST' && event.request.url.includes(':runAggregationQuery'))
      aggregations++;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (!event.response.url.includes('/Listen/channel')) return;
    streams.set(event.requestId, '');
    cdp
      .send('Network.streamResourceContent', { requestId: event.requestId })
      .then((buffered) => add(event.requestId, buffered.bufferedData))
      .catch(() => undefined);
  });
  cdp.on('Network.dataReceived', (event) => add(event.requestId, event.data, event.timestamp));
  cdp.on('Network.loadingFinished', (event) => {
    if (!streams.has(event.requestId)) return;
    // A short answer may finish before streaming starts: read its body whole.
    cdp
      .send('Network.getResponseBody', { requestId: event.requestId })
      .then((body) => {
        const text = body.base64Encoded ? Buffer.from(body.body, 'base64').toString() : body.body;
        if (text.length > (streams.get(event.requestId) ?? '').length)
          streams.set(event.requestId, text);
      })
      .catch(() => undefined);
  });
  return {
    reset: () => {
      streams.clear();
      aggregations = 0;
    },
    /** The Listen answers of the last navigation: `ms after it (documents)`. */
    arrivals: () =>
      arrivals
        .map(([at, documents]) => `${Math.round((at - navigationAt) * 1000)}(${documents})`)
        .join(' '),
    get: () =>
      aggregations +
      [...streams.values()].reduce(
        (sum, text) => sum + (text.match(/"documentChange"/g)?.length ?? 0),
        0,
      ),
  };
}

/** A count once it has not grown for a second (or after 15 s). */
async function settled(count: () => number): Promise<number> {
  const until = Date.now() + 15_000;
  let last = -1;
  let steadySince = Date.now();
  while (Date.now() < until) {
    const now = count();
    if (now !== last) [last, steadySince] = [now, Date.now()];
    else if (Date.now() - steadySince >= 1000) break;
    await new Promise((resume) => setTimeout(resume, 100));
  }
  return last;
}

/** The inbox at this size: an older page, and a search by e-mail. */
async function inbox(page: Page) {
  await page.goto(`${ORIGIN}/app/eu/agents/${agentId}/convos`);
  const items = page.locator('[data-convo-id]');
  const list = page.getByRole('list', { name: 'Conversations' });
  // The list renders only the rows in view; `data-rows` counts the ones loaded.
  const loaded = async () => Number(await list.getAttribute('data-rows'));
  await items.first().waitFor({ timeout: 60_000 });
  const before = await loaded();
  let start = Date.now();
  await page.getByRole('button', { name: 'Show older conversations' }).click();
  await page.waitForFunction(
    (count) =>
      Number(document.querySelector('ul[aria-label="Conversations"]')?.getAttribute('data-rows')) >
      count,
    before,
    { timeout: 60_000 },
  );
  console.log(
    `  inbox: an older page (${(await loaded()) - before} conversations) in ${Date.now() - start} ms, ${await items.count()} rows in the page`,
  );
  start = Date.now();
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('visitor1235');
  await page.locator('[data-convo-id="c0000yb"]').waitFor({ timeout: 60_000 });
  console.log(
    `  inbox: search 'visitor1235' (prefix on e-mail and name) answered in ${Date.now() - start} ms (300 ms of it the typing pause), ${await items.count()} found`,
  );
}

/** The scheduled rollup's own code, run now as the schedule would overnight. */
async function nightlyRollup() {
  process.env.VG_FIRESTORE_EMULATOR_HOST ??= process.env.FIRESTORE_EMULATOR_HOST;
  const { rollupPendingInsights } = await import('../../functions/src/insights/rollupInsights');
  const { dbFor } = await import('../../functions/src/firestore');
  const started = Date.now();
  const days = await rollupPendingInsights(dbFor('eu'));
  return { days, seconds: (Date.now() - started) / 1000 };
}

/**
 * Full loads of each page (median of `--runs`), then the leads export and the inbox,
 * within the phase's own budget: what does not fit is said, not waited for.
 */
async function pageLoads(agentId: string, state: string, name: string) {
  const deadline = Date.now() + args.phaseSeconds * 1000;
  const spent = (what: string) => {
    if (Date.now() < deadline) return false;
    console.log(`  ${what}: not measured (the phase's ${args.phaseSeconds} s budget is spent)`);
    return true;
  };
  // Loads are timed on a quiet machine, not while the stack still digests the seed.
  const quiet = await machineSettled();
  console.log(
    `  (waited ${quiet.seconds.toFixed(0)} s for the machine to go quiet: ${quiet.settled ? 'it did' : 'it did not'}, ${quiet.busyShare === null ? 'CPU use unknown' : `${Math.round(quiet.busyShare * 100)}% of its CPUs busy`} in the last second)`,
  );
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(signInLink(ORIGIN, DEMO_USERS.owner, `/app/eu/agents/${agentId}/home`));
    await page.getByRole('group', { name: 'Conversations today' }).waitFor({ timeout: 60_000 });
    const reads = await countReads(page);
    await page.addInitScript(TIMELINE_INIT);
    const pages = Object.keys(MEANINGFUL).filter((tab) => args.pages.includes(tab));
    console.log(`  counters ${state}:`);
    console.log('  page            first meaningful paint   documents read');
    for (const tab of pages) {
      if (spent(tab)) continue;
      const runs: { ms: number; timeline: string }[] = [];
      let documents = 0;
      for (let run = 0; run < args.runs; run++) {
        reads.reset();
        // A full load: the dashboard boots, signs in from its saved session and opens the page.
        await page.goto(`${ORIGIN}/app/eu/agents/${agentId}/${tab}`);
        await page
          .locator(MEANINGFUL[tab] as string)
          .first()
          .waitFor({ timeout: 60_000 });
        // The frame that painted it, in ms from navigation start (set once that frame ran).
        const painted = (await page.waitForFunction(
          (name) => (window as unknown as BenchWindow).__bench.painted[name],
          tab,
        )) as { jsonValue(): Promise<number> };
        const ms = Math.round(await painted.jsonValue());
        runs.push({
          ms,
          timeline: `${await loadTimeline(page)}, Listen answers so far (ms, documents): ${reads.arrivals()}`,
        });
        // The listeners' first answers have all arrived when the count stops growing
        // (not 'networkidle': the Listen stream's long poll keeps the network busy).
        documents = await settled(reads.get);
      }
      const order = runs.map((r) => r.ms).join(', ');
      runs.sort((x, y) => x.ms - y.ms);
      const median = runs[Math.floor((runs.length - 1) / 2)] as { ms: number; timeline: string };
      console.log(
        `  ${tab.padEnd(15)} ${`${median.ms} ms (median of ${runs.length})`.padEnd(24)} ${documents}   runs in order: ${order} ms`,
      );
      if (tab === 'home' || tab === 'analytics') {
        console.log(
          `    where its time went (median load, ms from navigation): ${median.timeline}`,
        );
        await snap(page, `insights-bench-${name}-${tab}`);
        // On a phone, as the first meaningful paint shows it (nothing waited for after it).
        await page.setViewportSize(PHONE);
        await page.goto(`${ORIGIN}/app/eu/agents/${agentId}/${tab}`);
        await page
          .locator(MEANINGFUL[tab] as string)
          .first()
          .waitFor({ timeout: 60_000 });
        await snap(page, `insights-bench-${name}-${tab}-phone-first-paint`);
        await page.setViewportSize(DESKTOP);
      }
    }
    if (args.pages.includes('leads') && !spent('leads CSV export')) {
      await page.goto(`${ORIGIN}/app/eu/agents/${agentId}/leads`);
      await page.getByTestId('leads-table').waitFor({ timeout: 60_000 });
      const start = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: /^Export \d+ as CSV$/ }).click(),
      ]);
      await download.path();
      const label = await page.getByRole('button', { name: /^Export \d+ as CSV$/ }).innerText();
      console.log(
        `  leads CSV export: ${Date.now() - start} ms (${label.replace(/\D+/g, ' ').trim()} leads, every one read in batches of 500; the page itself reads one page of 50)`,
      );
    }
    if (args.pages.includes('convos') && !spent('inbox paging and search')) await inbox(page);
  } finally {
    await browser.close();
  }
}

interface BenchWindow {
  __bench: { painted: Record<string, number> };
}

interface Span {
  start: number;
  end: number;
  kb: number;
  count: number;
}

/**
 * Where a load's time went, from the browser's own performance entries (ms
 * after navigation start): the document, the scripts, sign-in, the
 * Firestore requests, long tasks, and when the frame, the heading and the
 * numbers entered the DOM.
 */
async function loadTimeline(page: Page): Promise<string> {
  // A string, not a function: tsx would wrap the function's inner helpers in its own `__name`.
  const t = (await page.evaluate(TIMELINE_SCRIPT)) as {
    document: number;
    domReady: number;
    scripts: Span | null;
    auth: Span | null;
    firestore: Span | null;
    requests: [number, number][];
    long: [number, number][];
    seen: Record<string, number>;
  };
  const range = (x: { start: number; end: number } | null) =>
    x ? `${Math.round(x.start)}–${Math.round(x.end)}` : 'none';
  return [
    `document ${Math.round(t.document)}`,
    `scripts ${range(t.scripts)} (${t.scripts?.count ?? 0} files, ${Math.round(t.scripts?.kb ?? 0)} KB)`,
    `DOM ready ${Math.round(t.domReady)}`,
    `sign-in ${range(t.auth)}`,
    `Firestore requests ${range(t.firestore)} (sent: ${t.requests.map(([from, to]) => `${Math.round(from)}–${Math.round(to)}`).join(' ')})`,
    `long tasks ${t.long.map(([at, ms]) => `${Math.round(at)}+${Math.round(ms)}`).join(' ') || 'none'}`,
    `in the DOM: ${Object.entries(t.seen)
      .map(([name, at]) => `${name} ${Math.round(at)}`)
      .join(', ')}`,
  ].join(', ');
}

/** Real visitor steps through the runtime, counting every document write of their transactions. */
async function writeCost(agentId: string) {
  process.env.VG_FIRESTORE_EMULATOR_HOST ??= process.env.FIRESTORE_EMULATOR_HOST;
  const { runInteraction } = await import('../../functions/src/chat/interact/runInteraction');
  const { knowledgeReply } = await import('../../functions/src/runtime/providers/knowledgeReply');
  const { dbFor } = await import('../../functions/src/firestore');
  const { textMessage } = await import('../../functions/src/chat/convos/turns');
  const writes = new Map<string, number>();
  const tally = (path: string) => {
    const kind = path.includes('/insights/')
      ? 'insights'
      : path.includes('/leads/')
        ? 'leads'
        : 'conversation and usage';
    writes.set(kind, (writes.get(kind) ?? 0) + 1);
  };
  // Transactions commit through a WriteBatch: counting there counts every write once.
  type Write = (this: unknown, ref: { path: string }, ...rest: unknown[]) => unknown;
  const prototypes = [WriteBatch.prototype] as unknown as Record<string, Write>[];
  for (const proto of prototypes) {
    for (const method of ['set', 'update', 'create', 'delete']) {
      const original = proto[method];
      if (!original) continue;
      proto[method] = function (this: unknown, ref, ...rest) {
        tally(ref.path);
        return original.call(this, ref, ...rest);
      };
    }
  }
  const deps = { provider: knowledgeReply(0), model: 'none', flowRuntimeUrl: '' };
  const visitors = 10;
  const messagesEach = 3;
  for (let v = 0; v < visitors; v++) {
    const userId = `bench-writer-${v}-${Date.now().toString(36)}`;
    const base = {
      region: 'eu' as const,
      db: dbFor('eu'),
      agentId,
      userId,
      callerUid: `bench-visitor-${v}`,
      appendAtStart: false,
      variables: { country: 'DE' },
      transcriptMetadata: v % 2 ? { email: `writer${v}@example.test` } : {},
      initialTurns: [],
      isTest: false,
      streamed: true,
    };
    await runInteraction({ ...base, action: { type: 'launch' }, appendMessages: [] }, {}, deps);
    for (let m = 0; m < messagesEach; m++) {
      const text = QUESTIONS[m] ?? 'hello';
      await runInteraction(
        {
          ...base,
          action: { type: 'text', payload: text },
          appendMessages: [textMessage('human', text, 0)],
        },
        {},
        deps,
      );
    }
  }
  // Messages: each visitor message and the agent's reply to it.
  const messages = visitors * messagesEach * 2;
  const extra = (writes.get('insights') ?? 0) + (writes.get('leads') ?? 0);
  console.log(
    `  write cost: ${messages} messages (${visitors} visitors × ${messagesEach} questions, each answered) wrote ${writes.get('insights') ?? 0} counter and ${writes.get('leads') ?? 0} lead documents besides ${writes.get('conversation and usage') ?? 0} conversation/usage writes: ${(extra / messages).toFixed(2)} extra writes per message (${(extra / (messages / 2)).toFixed(2)} per visitor message with its reply)`,
  );
}

function parseArgs(argv: string[]) {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const parsed = index >= 0 ? Number(argv[index + 1]) : NaN;
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  const list = (name: string, fallback: string[]) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? (argv[index + 1] ?? '').split(',').filter(Boolean) : fallback;
  };
  return {
    conversations: value('conversations', 100_000),
    seedSeconds: value('seed-seconds', 300),
    phaseSeconds: value('phase-seconds', 300),
    runs: value('runs', 5),
    pages: list('pages', ['home', 'analytics', 'leads', 'metrics', 'convos']),
    phases: list('phases', ['live', 'rolled-up']),
    writeCost: !argv.includes('--no-write-cost'),
  };
}
