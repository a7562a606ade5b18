// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';

/**
 * The push gateway and the push worker in real Chromium: the dashboard's
 * module served by Vite (as `vite dev` serves it, on the local stack's
 * settings) registers the browser with the FCM stand-in over HTTP.
 */
interface LocalFcm {
  origin: string;
  registered: () => { token: string; web: { endpoint: string; applicationPubKey?: string } }[];
  close: () => Promise<void>;
}

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
let fcm: LocalFcm;
let vite: ViteDevServer;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  const { startFcm } = (await import(
    /* @vite-ignore */ new URL('../../../emulator/stack/fcm/startFcm.ts', import.meta.url).pathname
  )) as { startFcm: (opts: { host: string; port: number }) => Promise<LocalFcm> };
  fcm = await startFcm({ host: '127.0.0.1', port: 0 });
  process.env.VITE_FCM_REGISTRATION_ORIGIN = fcm.origin;
  vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false },
  });
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  browser = await chromium.launch(chromiumLaunchOptions());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await fcm?.close();
  delete process.env.VITE_FCM_REGISTRATION_ORIGIN;
});

type Gateway = typeof import('./pushRegistration');

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // A blank document of the dashboard's origin; the gateway is imported into it.
  await page.goto(`${origin}/firebase-messaging-sw.js`);
  return page;
}

/**
 * Calls one of the gateway's functions in the page. The script is text: the
 * test runner would rewrite an `import()` written here.
 */
function gateway<T>(page: Page, name: keyof Gateway, arg?: unknown): Promise<T> {
  const call = `import('/src/data/pushRegistration.ts').then((m) => m[${JSON.stringify(name)}](${
    arg === undefined ? '' : JSON.stringify(arg)
  }))`;
  return page.evaluate(call) as Promise<T>;
}

describe('the push gateway on the local stack', () => {
  it('registers an allowed browser with the stand-in, keeps its token, and deletes it', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    const page = await openPage(context);
    try {
      const first = await gateway<{ status: string; token?: string }>(
        page,
        'registerBrowserForPush',
        { ask: false },
      );
      expect(first.status).toBe('registered');
      const issued = fcm.registered().find((r) => r.token === first.token);
      // Headless Chromium cannot subscribe offline: the browser's own subscription at the stand-in.
      expect(issued?.web.endpoint).toMatch(new RegExp(`^${fcm.origin}/webpush/`));
      expect(issued?.web.applicationPubKey).toBeTruthy();

      // The next dashboard load refreshes the same registration (PATCH), not a new one.
      const again = await gateway<{ token?: string }>(page, 'registerBrowserForPush', {
        ask: true,
      });
      expect(again.token).toBe(first.token);

      await gateway(page, 'unregisterBrowserFromPush', first.token);
      expect(fcm.registered().some((r) => r.token === first.token)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('answers denied and registers nothing when the person does not allow notifications', async () => {
    const context = await browser.newContext();
    const page = await openPage(context);
    try {
      const before = fcm.registered().length;
      expect(await gateway(page, 'registerBrowserForPush', { ask: true })).toEqual({
        status: 'denied',
      });
      expect(await gateway(page, 'notificationPermission')).toBe('denied');
      expect(fcm.registered()).toHaveLength(before);
    } finally {
      await context.close();
    }
  });
});

describe('the push worker (public/firebase-messaging-sw.js)', () => {
  it("shows FCM's message while no dashboard tab is visible, and nothing while one is", async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    const page = await openPage(context);
    try {
      await gateway(page, 'registerBrowserForPush', { ask: false });
      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        for (const r of list) registrations.set(r.scopeURL, r.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      const scope = `${origin}/firebase-cloud-messaging-push-scope`;
      await expect.poll(() => registrations.get(scope)).toBeTruthy();
      const link = `${origin}/app/eu/agents/a1/convos?convo=c1`;
      const deliver = (title: string) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registrations.get(scope) ?? '',
          // What FCM hands the browser for an HTTP v1 message with webpush.fcm_options.link.
          data: JSON.stringify({
            notification: { title, body: 'Ada wants to talk to the team on Shoe Shop.' },
            data: { agentId: 'a1', convoId: 'c1' },
            fcmOptions: { link },
            from: '1234567890',
            fcmMessageId: 'm1',
          }),
        });
      const shown = () =>
        page.evaluate(async (at) => {
          const registration = await navigator.serviceWorker.getRegistration(at);
          const list = (await registration?.getNotifications()) ?? [];
          return list.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        }, scope);

      // The tab is visible: the dashboard's own toast tells the person.
      await deliver('While looking');
      // No tab of the dashboard open: the worker shows the notification (and only this one).
      await page.goto('about:blank');
      await deliver('Chat request');
      await page.goto(`${origin}/firebase-messaging-sw.js`);
      await expect.poll(shown).toEqual([
        {
          title: 'Chat request',
          body: 'Ada wants to talk to the team on Shoe Shop.',
          data: { link, convoId: 'c1' },
        },
      ]);
    } finally {
      await context.close();
    }
  });
});
