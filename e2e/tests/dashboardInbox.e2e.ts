import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, LOCAL_PORTS, REGION_DATABASE } from '@vg/common';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { clippedContent } from '../support/clippedContent';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';
import { mailedLoginCode, outboxMessages } from '../support/outbox';
import { visitorAsksForHandoff } from '../support/visitor';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;
let admin: App;

beforeAll(async () => {
  browser = await launchBrowser();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${LOCAL_PORTS.firestore}`;
  admin = initializeApp({ projectId: DEMO_PROJECT_ID }, `inbox-e2e-${Date.now()}`);
});
afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** The sign-in link the local stack prints for each role. */
function signInLink(user: { email: string; password: string }, next?: string): string {
  const params = new URLSearchParams({ username: user.email, password: user.password });
  if (next) params.set('next', next);
  return `${urls.dashboard}?${params}`;
}

async function storedTurns(agentId: string, convoId: string): Promise<unknown[]> {
  const snap = await getFirestore(admin, REGION_DATABASE.eu)
    .doc(`voiceglow/${agentId}/convos/${convoId}`)
    .get();
  return JSON.parse(String(snap.get('turns') ?? '[]')) as unknown[];
}

/**
 * Text at twice the size with WCAG 1.4.12's spacing (line height 1.5,
 * letter 0.12em, word 0.16em, paragraphs 2em apart), as a reader's settings
 * or the text-spacing bookmarklet apply it.
 */
const LARGE_SPACED_TEXT = `
  html { font-size: 200% !important; }
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * The inbox rows in view, top to bottom: each row's box and the boxes of the
 * texts and badges in it, and whether any text is cut off at its top or bottom.
 */
function inboxRowsInView(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return Array.from(document.querySelectorAll('ul[aria-label="Conversations"] > li'))
      .map((row) => ({
        id: row.querySelector('[data-convo-id]')?.getAttribute('data-convo-id') ?? '',
        row: box(row),
        parts: Array.from(row.querySelectorAll('p, .mantine-Badge-root')).map((part) => ({
          text: part.textContent ?? '',
          ...box(part),
          cutOff: part.scrollHeight > part.clientHeight + 1,
        })),
      }))
      .sort((a, b) => a.row.top - b.row.top);
  });
}

/** The inbox's scrolling list, as the reader sees it. */
const INBOX_LIST = '.mantine-ScrollArea-viewport:has(> * > ul[aria-label="Conversations"])';

const poll = (count: () => Promise<number>, timeout = 15_000) =>
  expect.poll(count, { timeout }).toBeGreaterThan(0);

describe('dashboard inbox', () => {
  it('shows the client login screen and signs the client in with an e-mailed code', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${urls.dashboard}?as=client`);
    await page.getByRole('button', { name: 'Email Login Code' }).waitFor();
    await snap(page, 'inbox-client-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await poll(() => page.getByText('Please enter your email and password.').count());
    await page.setViewportSize(PHONE);
    await snap(page, 'inbox-client-login-phone');

    // 'Email Login Code': the ssoClient callable e-mails a code through the
    // outbox; the code signs the client in.
    await page.setViewportSize(DESKTOP);
    const seen = (await outboxMessages()).length;
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS.client.email);
    await page.getByRole('button', { name: 'Email Login Code' }).click();
    const code = await mailedLoginCode(DEMO_USERS.client.email, seen);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await snap(page, 'inbox-client-login-code');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    await page.close();
  });

  it('lets the owner take over the seeded conversation and reply; the reply is stored', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(signInLink(DEMO_USERS.owner));
    await page.waitForURL(/\/app\/eu\/agents$/, { timeout: 20_000 });

    await page.goto(`${origin}/app/eu/agents/demo-plain-eu/convos`);
    const item = page.locator('[data-convo-id="demo-visitor-1"]');
    await item.waitFor({ timeout: 20_000 });
    await snap(page, 'inbox-owner-list');
    // The search asks the store by the visitor's e-mail or name.
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('nobody-like-this');
    await page.getByText('No conversation matches.').waitFor();
    await search.fill('VERA');
    await item.waitFor();
    await snap(page, 'inbox-owner-search');
    await search.fill('');
    await item.click();
    await page.waitForURL(/convo=demo-visitor-1/);
    const log = page.getByRole('log');
    await poll(() => log.getByText('How long does shipping take?').count());

    await page.getByRole('button', { name: 'Take over' }).click();
    await poll(() => page.getByRole('button', { name: 'Return to AI' }).count());
    const reply = `Hello Vera, Olivia from the team here (${Date.now()}).`;
    await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
    await page.getByRole('textbox', { name: 'Reply' }).press('Enter');
    await poll(() => log.getByText(reply).count());
    await snap(page, 'inbox-owner-replied');

    await page.reload();
    await poll(() => page.getByRole('log').getByText(reply).count(), 20_000);
    const turns = await storedTurns('demo-plain-eu', 'demo-visitor-1');
    expect(turns.at(-1)).toMatchObject({
      from: 'bot',
      messages: [{ type: 'text', item: { payload: { message: reply } } }],
    });
    const convo = await getFirestore(admin, REGION_DATABASE.eu)
      .doc('voiceglow/demo-plain-eu/convos/demo-visitor-1')
      .get();
    expect(convo.get('state')).toBe('human-chatting');
    expect(convo.get('chatAssignedTo')).toBe(DEMO_USERS.owner.uid);

    await page.setViewportSize(PHONE);
    await snap(page, 'inbox-owner-conversation-phone');
    await page.getByRole('button', { name: 'Return to AI' }).click();
    await poll(() => page.getByRole('button', { name: 'Take over' }).count());
    await page.getByLabel('Back to conversations').click();
    await item.waitFor();
    await snap(page, 'inbox-owner-list-phone');
    await page.close();
  });

  it("lands a client on its agent's first page and opens its conversations", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(signInLink(DEMO_USERS.client));
    await page.waitForURL(/\/app\/eu\/agents\/demo-tabs-eu\/home$/, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Agent pages' });
    await poll(() => nav.getByRole('link', { name: 'Conversations' }).count());
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Conversations',
      'Analytics',
      'Knowledge Base',
      'Campaigns',
    ]);
    await snap(page, 'inbox-client-home');

    // The presence toggle is what visitors' widgets read to show the team online.
    const presence = page.getByRole('switch', { name: 'Online' });
    const clientDoc = getFirestore(admin, REGION_DATABASE.eu).doc(
      `clients/${DEMO_USERS.client.uid}`,
    );
    await presence.click({ force: true });
    await expect
      .poll(async () => (await clientDoc.get()).get('status'), { timeout: 10_000 })
      .toBe('offline');
    await presence.click({ force: true });
    await expect
      .poll(async () => (await clientDoc.get()).get('status'), { timeout: 10_000 })
      .toBe('online');

    await nav.getByRole('link', { name: 'Conversations' }).click();
    const item = page.locator('[data-convo-id="demo-visitor-1"]');
    await item.waitFor({ timeout: 20_000 });
    await item.click();
    await poll(() => page.getByRole('log').getByText('How long does shipping take?').count());
    await snap(page, 'inbox-client-conversation');
    await page.setViewportSize(PHONE);
    await snap(page, 'inbox-client-conversation-phone');
    await page.close();
  });

  it("shows a visitor's hand-off request live to the agency and its client, who takes the chat", async () => {
    const agency = await browser.newPage({ viewport: DESKTOP });
    const clientContext = await browser.newContext({ viewport: PHONE });
    const client = await clientContext.newPage();
    await agency.goto(signInLink(DEMO_USERS.agencyOwner));
    await agency.waitForURL(/\/app\/eu\/agents$/, { timeout: 20_000 });
    await client.goto(signInLink(DEMO_USERS.client, '/app/eu/agents/demo-tabs-eu/convos'));
    await client.locator('[data-convo-id="demo-visitor-1"]').waitFor({ timeout: 20_000 });
    await agency.getByRole('button', { name: /^Notifications/ }).waitFor();

    // A visitor of the agency's agent asks for a person (the widget's hand-off call).
    const visitor = {
      uid: await visitorAsksForHandoff(getFirestore(admin, REGION_DATABASE.eu), 'demo-tabs-eu', {
        name: 'Hugo Handoff',
        message: 'Is anyone there?',
      }),
    };

    // Both dashboards pop the request up, without reloading.
    await poll(() => agency.getByText('Hugo Handoff wants to talk to the team').count(), 20_000);
    await snap(agency, 'inbox-agency-toast');
    await poll(() => client.getByText('Hugo Handoff wants to talk to the team').count(), 20_000);
    const waiting = client.locator(`[data-convo-id="${visitor.uid}"]`);
    await poll(() => waiting.getByText('Waiting for a human').count());
    await snap(client, 'inbox-client-toast-phone');

    // The client opens the request from the panel, takes the chat and replies.
    await client.getByRole('button', { name: /^Notifications/ }).click();
    const panel = client.getByRole('dialog', { name: 'Notifications' });
    await poll(() => panel.getByText('Chat request').count());
    await snap(client, 'inbox-client-panel-phone');
    await panel.getByText('Chat request').first().click();
    await client.waitForURL(new RegExp(`convo=${visitor.uid}`));
    await poll(() => client.getByRole('log').getByText('Is anyone there?').count());
    await client.getByRole('button', { name: 'Take over' }).click();
    const answer = 'Hi Hugo, Chloe here. How can I help?';
    await client.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await client.getByRole('button', { name: 'Send reply' }).click();
    await poll(() => client.getByRole('log').getByText(answer).count());
    await snap(client, 'inbox-client-replied-phone');

    const convo = await getFirestore(admin, REGION_DATABASE.eu)
      .doc(`voiceglow/demo-tabs-eu/convos/${visitor.uid}`)
      .get();
    expect(convo.get('state')).toBe('human-chatting');
    expect(convo.get('chatAssignedTo')).toBe(DEMO_USERS.client.uid);
    const last = (JSON.parse(String(convo.get('turns'))) as { humanAgent?: unknown }[]).at(-1);
    expect(last?.humanAgent).toMatchObject({ uid: DEMO_USERS.client.uid, name: 'Chloe Client' });

    // The agency sees the same chat in its inbox, held by the client.
    await agency.goto(`${origin}/app/eu/agents/demo-tabs-eu/convos?convo=${visitor.uid}`);
    await poll(() => agency.getByRole('log').getByText(answer).count(), 20_000);
    await poll(() => agency.getByText('Another team member is handling this chat.').count());
    await snap(agency, 'inbox-agency-sees-client-reply');

    // 'Mark all as Read' marks the agency's notifications seen.
    await agency.getByRole('button', { name: /^Notifications/ }).click();
    const agencyPanel = agency.getByRole('dialog', { name: 'Notifications' });
    await poll(() => agencyPanel.getByText('Welcome to your workspace').count());
    await snap(agency, 'inbox-agency-panel');
    await agencyPanel.getByRole('button', { name: 'Mark all as Read' }).click();
    await poll(() => agencyPanel.getByText('All caught up').count());
    // The panel empties at once (latency compensation); the batch reaches the server after.
    const unseen = getFirestore(admin, REGION_DATABASE.eu)
      .collection('notifications')
      .where('ownerID', '==', DEMO_USERS.agencyOwner.uid)
      .where('seen', '==', false);
    await expect.poll(async () => (await unseen.get()).size, { timeout: 10_000 }).toBe(0);
    await agency.close();
    await clientContext.close();
  });

  it('grows its rows with the text: at 200 % size and wide spacing nothing is cut off or overlaps', async () => {
    // Two more conversations, so each row has a next one to keep clear of.
    const convos = getFirestore(admin, REGION_DATABASE.eu).collection(
      'voiceglow/demo-plain-eu/convos',
    );
    const added = ['text-size-1', 'text-size-2'];
    await Promise.all(
      added.map((id, index) =>
        convos.doc(id).set({
          authUid: id,
          state: index === 0 ? 'requested_chat' : 'ai-chatting',
          userName: `Tess Textsize ${index + 1}`,
          totalUserInteractions: 1,
          lastModified: Timestamp.fromMillis(Date.now() - index * 1000),
          turns: JSON.stringify([
            {
              from: 'human',
              ts: Date.now(),
              messages: [
                {
                  type: 'text',
                  from: 'human',
                  item: {
                    payload: { message: 'Can I change my delivery address after ordering?' },
                  },
                },
              ],
            },
          ]),
        }),
      ),
    );
    const page = await browser.newPage({ viewport: DESKTOP });
    try {
      await page.goto(signInLink(DEMO_USERS.owner, '/app/eu/agents/demo-plain-eu/convos'));
      await page.locator('[data-convo-id="demo-visitor-1"]').waitFor({ timeout: 20_000 });
      await page.locator('[data-convo-id="text-size-2"]').waitFor();
      await snap(page, 'inbox-rows-default-text');
      const before = await inboxRowsInView(page);
      await page.addStyleTag({ content: LARGE_SPACED_TEXT });

      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // The rows take the new height once the sample row has been re-measured.
        const height = (rows: { row: { top: number; bottom: number } }[]) =>
          rows[0] ? rows[0].row.bottom - rows[0].row.top : 0;
        await expect
          .poll(async () => height(await inboxRowsInView(page)))
          .toBeGreaterThan(1.5 * height(before));
        const rows = await inboxRowsInView(page);
        expect(rows.slice(0, 2).map((row) => row.id)).toEqual(['text-size-1', 'text-size-2']);
        expect(rows.map((row) => row.id)).toContain('demo-visitor-1');
        rows.forEach(({ id, row, parts }, index) => {
          // Name, badge, preview and time, each whole and inside its own row.
          expect(parts.length, id).toBeGreaterThanOrEqual(4);
          for (const part of parts) {
            expect(part.cutOff, `${id}: ${part.text}`).toBe(false);
            expect(part.top, `${id}: ${part.text}`).toBeGreaterThanOrEqual(row.top);
            expect(part.bottom, `${id}: ${part.text}`).toBeLessThanOrEqual(row.bottom);
            expect(part.right, `${id}: ${part.text}`).toBeLessThanOrEqual(row.right + 0.5);
          }
          const next = rows[index + 1];
          if (next) expect(next.row.top, id).toBeGreaterThanOrEqual(row.bottom);
        });
        // The list sits below the page's header, which the larger text makes taller.
        await page
          .locator('[data-convo-id="text-size-1"]')
          .evaluate((row) => row.scrollIntoView({ block: 'start' }));
        await snap(
          page,
          viewport === PHONE ? 'inbox-rows-large-text-phone' : 'inbox-rows-large-text',
        );
        // Nothing in the header, the side panel or the inbox is cut, and nothing scrolls sideways.
        const phone = viewport === PHONE;
        if (phone) {
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
          await expect
            .poll(() =>
              page
                .getByRole('navigation', { name: 'Main navigation' })
                .getByRole('link', { name: 'Agents' })
                .isVisible(),
            )
            .toBe(true);
        }
        const regions = ['header', 'nav[aria-label="Main navigation"]', 'main', INBOX_LIST];
        await expect.poll(() => clippedContent(page, regions)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        if (phone) {
          await snap(page, 'inbox-nav-large-text-phone');
          await page.getByRole('button', { name: 'Toggle navigation' }).click();
        }
        await expectNoAxeViolations(page, `inbox at 200 % text (${viewport.width} px)`);
      }

      // The keyboard still walks the tall rows; End shows the last one whole.
      await page.locator('[data-convo-id="text-size-1"]').focus();
      await page.keyboard.press('End');
      await expect
        .poll(async () => {
          const rows = await inboxRowsInView(page);
          return page.evaluate(
            (id) => document.activeElement?.getAttribute('data-convo-id') === id,
            rows.at(-1)?.id,
          );
        })
        .toBe(true);
      const shown = await page.locator(':focus').boundingBox();
      const list = await page
        .locator('.mantine-ScrollArea-viewport', { has: page.locator(':focus') })
        .boundingBox();
      expect(shown!.y).toBeGreaterThanOrEqual(list!.y);
      expect(shown!.y + shown!.height).toBeLessThanOrEqual(list!.y + list!.height + 0.5);
      await snap(page, 'inbox-rows-large-text-end-phone');
    } finally {
      await page.close();
      await Promise.all(added.map((id) => convos.doc(id).delete()));
    }
  });
});
