/**
 * THE browser check: a page built with Vite runs the unmodified `firebase`
 * web SDK in headless Chromium against the emulator. It must receive a live
 * update that firebase-admin writes (WebChannel Listen stream), and its own
 * write (WebChannel Write stream) must be readable by firebase-admin. Run
 * once with the default transport detection and once with forced long polling.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/server';
import { buildPage } from './buildPage';
import { serveStatic } from './serveStatic';

const PROJECT = 'demo-browser';
const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let site: { url: string; server: Server };
let pageDir: string;
let browser: Browser;
let admin: App;

/** Only signed-in users may read rooms and write their own page documents. */
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{id} {
      allow read: if request.auth != null;
    }
    match /fromBrowser/{id} {
      allow read: if request.auth.uid == 'alice';
      allow write: if request.auth.uid == 'alice' && request.resource.data.text is string;
    }
  }
}`;

interface CheckState {
  snapshots: { exists: boolean; data: Record<string, unknown> | null }[];
  errors: string[];
}

beforeAll(async () => {
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  // No Google metadata server here: skip google-auth-library's lookups.
  process.env.METADATA_SERVER_DETECTION = 'none';
  admin = initializeApp({ projectId: PROJECT }, 'browser-test-admin');
  const rules = await fetch(
    `http://${emulator.address}/emulator/v1/projects/${PROJECT}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: RULES }] } }),
    },
  );
  expect(rules.status).toBe(200);
  pageDir = await buildPage();
  site = await serveStatic(pageDir);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  browser = await chromium.launch(chromiumLaunchOptions());
  mkdirSync(ARTIFACTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await deleteApp(admin);
  await new Promise((resolve) => site?.server.close(resolve));
  await emulator?.close();
  if (pageDir) rmSync(pageDir, { recursive: true, force: true });
});

interface OpenedPage {
  page: Page;
  logs: string[];
  /** The CI parameter of every back-channel request: 0 streaming, 1 long polling. */
  backChannelModes: string[];
}

async function openPage(longPolling: boolean, database: string): Promise<OpenedPage> {
  const page = await browser.newPage();
  const logs: string[] = [];
  const backChannelModes: string[] = [];
  page.on('console', (msg) => logs.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => logs.push(`pageerror: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/channel') && url.searchParams.get('RID') === 'rpc') {
      backChannelModes.push(url.searchParams.get('CI') ?? '?');
    }
  });
  const query = new URLSearchParams({
    port: String(emulator.port),
    project: PROJECT,
    longPolling: longPolling ? '1' : '0',
    database,
    uid: 'alice',
  });
  await page.goto(`${site.url}?${query}`);
  return { page, logs, backChannelModes };
}

const state = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { check: CheckState }).check);

async function waitFor(
  page: Page,
  logs: string[],
  predicate: (s: CheckState) => boolean,
  what: string,
): Promise<CheckState> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const current = await state(page);
    if (predicate(current)) return current;
    if (current.errors.length > 0 || Date.now() > deadline) {
      throw new Error(`${what}: ${JSON.stringify(current)}\n${logs.slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each([
  ['auto-detected transport', false, '(default)'],
  ['forced long polling', true, 'voiceglow-eu'],
])('web SDK in Chromium (%s)', (name, longPolling, database) => {
  it('receives a live update written by firebase-admin and writes through the Write stream', async () => {
    const db: Firestore = getFirestore(admin, database);
    await db.doc('rooms/r1').delete();
    const { page, logs, backChannelModes } = await openPage(longPolling, database);
    try {
      // The first snapshot: the document does not exist yet.
      await waitFor(page, logs, (s) => s.snapshots.some((x) => !x.exists), 'initial snapshot');

      const title = `hello from admin (${name}) ✓`;
      await db.doc('rooms/r1').set({ title, n: 1 });
      const live = await waitFor(
        page,
        logs,
        (s) => s.snapshots.some((x) => x.data?.title === title),
        'live update',
      );
      expect(live.snapshots.at(-1)!.data).toEqual({ title, n: 1 });

      await db.doc('rooms/r1').update({ n: 2 });
      await waitFor(page, logs, (s) => s.snapshots.some((x) => x.data?.n === 2), 'second update');

      const id = longPolling ? 'long-polling' : 'streaming';
      await page.evaluate(
        ([docId, text]) =>
          (
            globalThis as unknown as { writeFromPage: (a: string, b: string) => Promise<void> }
          ).writeFromPage(docId!, text!),
        [id, `written in ${name}`],
      );
      const written = await db.doc(`fromBrowser/${id}`).get();
      expect(written.get('text')).toBe(`written in ${name}`);
      expect(written.get('unicode')).toBe('héllo ✓ 😀');
      expect(written.get('embedding').toArray()).toEqual([0.5, -1, 2]);
      expect(written.get('at').toMillis()).toBeGreaterThan(Date.now() - 60_000);

      // Queries over the Listen stream, a count and a transaction over cross-origin REST.
      await db.doc('rooms/r0').set({ n: 1 });
      const rooms = await page.evaluate(() =>
        (
          globalThis as unknown as { queryRooms: () => Promise<{ ids: string[]; count: number }> }
        ).queryRooms(),
      );
      expect(rooms).toEqual({ ids: ['r0', 'r1'], count: 2 });
      const bump = () =>
        page.evaluate(() =>
          (
            globalThis as unknown as { bumpInTransaction: () => Promise<number> }
          ).bumpInTransaction(),
        );
      const start = (await db.doc('fromBrowser/counter').get()).get('value') ?? 0;
      await Promise.all([bump(), bump(), bump()]);
      expect((await db.doc('fromBrowser/counter').get()).get('value')).toBe(start + 3);
      const roomBefore = await db.doc('rooms/r1').get();
      const copied = await page.evaluate(() =>
        (
          globalThis as unknown as { copyRoomInTransaction: () => Promise<string> }
        ).copyRoomInTransaction(),
      );
      expect(copied).toBe(`room title: ${title}`);
      expect((await db.doc('fromBrowser/roomCopy').get()).get('text')).toBe(copied);
      const roomAfter = await db.doc('rooms/r1').get();
      expect(roomAfter.updateTime?.isEqual(roomBefore.updateTime!)).toBe(true);

      const deniedListen = await page.evaluate(() =>
        (globalThis as unknown as { listenDenied: () => Promise<string> }).listenDenied(),
      );
      expect(deniedListen).toBe('permission-denied');
      await db.doc('rooms/r1').update({ n: 3 });
      await waitFor(
        page,
        logs,
        (s) => s.snapshots.some((x) => x.data?.n === 3),
        'update after a denied listener',
      );

      // A write the rules refuse fails in the page, through the same stream.
      const denied = await page.evaluate(() =>
        (globalThis as unknown as { writeFromPage: (a: string, b: string) => Promise<void> })
          .writeFromPage('bad', 42 as unknown as string)
          .then(
            () => 'written',
            (e: { code?: string }) => e.code ?? String(e),
          ),
      );
      expect(denied).toBe('permission-denied');

      if (longPolling) expect(new Set(backChannelModes)).toEqual(new Set(['1']));
      else expect(backChannelModes[0]).toBe('0');
      await page.evaluate((modes) => {
        const el = (
          globalThis as unknown as {
            document: { getElementById(id: string): { textContent: string } };
          }
        ).document.getElementById('transport');
        el.textContent += ` | back channel requests (CI): ${modes.join(',')}`;
      }, backChannelModes);
      await page.screenshot({ path: join(ARTIFACTS, `browser-${id}.png`) });
      expect((await state(page)).errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
