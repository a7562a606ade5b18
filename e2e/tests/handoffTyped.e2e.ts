import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import {
  expectNotice,
  expectText,
  freshUserId,
  openWidget,
  sendMessage,
} from '../support/widgetPage';

// Asking for a person in words, on both demo agents: the same hand-off as the
// '⚡ Chat' button (notice, Cancel, timeout, the stored state), also across reloads.
/** Copies of the seeded agents, so that no other file meets their short timeout. */
const ACME = `e2e-typed-acme-${Date.now().toString(36)}`;
const NORTHWIND = `e2e-typed-northwind-${Date.now().toString(36)}`;
const TIMEOUT_SECONDS = 8;
const CANCEL_TIMEOUT_SECONDS = 300;
const WAITING = "Please wait, we're notifying the team..";
const NO_RESPONSE = 'No response from team..';
const CONNECTING = 'Let me connect you with a member of our team.';
/** Stored changes pass through the functions emulator: allow them a few seconds. */
const POLL = { timeout: 15_000 };
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
  await admin.copyAgent('demo-plain-eu', ACME, { handoffTimeout: TIMEOUT_SECONDS }, 'eu', {
    knowledge: true,
  });
  // Northwind's request is cancelled, never left to time out: a wait far longer than the
  // test, so a slow machine cannot let the timeout fire before the Cancel is clicked.
  await admin.copyAgent(
    'demo-tabs-eu',
    NORTHWIND,
    { handoffTimeout: CANCEL_TIMEOUT_SECONDS },
    'eu',
    {
      knowledge: true,
    },
  );
  // The agency's client has the tabs agent, as the seeded one.
  await client().update({ widgetIDs: FieldValue.arrayUnion(NORTHWIND) });
});
afterAll(async () => {
  await browser?.close();
  await client()
    .update({ widgetIDs: FieldValue.arrayRemove(NORTHWIND) })
    .catch(() => undefined);
  await admin?.cleanUp();
});

const client = () => admin.db().doc(`clients/${DEMO_USERS.client.uid}`);

const waitingNotice = (page: Page) => page.locator('.vg-handoff').filter({ hasText: WAITING });

async function storedState(agentId: string, userId: string) {
  return (await admin.conversation(agentId, userId))?.state;
}

/** When the stored request runs out (ms), from its stored time and timeout. */
async function storedExpiry(agentId: string, userId: string): Promise<number> {
  const convo = await admin.conversation(agentId, userId);
  return Number(convo?.handoffRequestedAt) + Number(convo?.handoffTimeout) * 1000;
}

describe('asking for a person in words', () => {
  it('Acme on a phone: the typed request waits, survives a reload and times out for the inbox too', async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const userId = freshUserId('typed-handoff');
    const visitor = await openWidget(context, { agentId: ACME, userId });
    await expectText(visitor, 'Hi! Ask me anything about your order.', 30_000);

    await sendMessage(visitor, 'Can I talk to a human please?');
    await expectText(visitor, CONNECTING, 30_000);
    await waitingNotice(visitor).waitFor({ timeout: 10_000 });
    // The request is stored for the inbox, with the agent's timeout.
    await expect.poll(() => storedState(ACME, userId), POLL).toBe('requested_chat');
    expect((await admin.conversation(ACME, userId))?.handoffTimeout).toBe(TIMEOUT_SECONDS);
    expect(await waitingNotice(visitor).getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(
      true,
    );
    await snap(visitor, 'handoff-typed-waiting-phone');

    // A reload during the wait: still waiting, on the stored clock.
    await visitor.reload();
    await waitingNotice(visitor).waitFor({ timeout: 30_000 });
    // Nobody answers: 'No response from team..', and the stored state is back with the AI.
    await expectNotice(visitor, NO_RESPONSE, (TIMEOUT_SECONDS + 15) * 1000);
    await snap(visitor, 'handoff-typed-no-response-phone');
    await expect.poll(() => waitingNotice(visitor).count()).toBe(0);
    await expect.poll(() => storedState(ACME, userId), POLL).toBe('ai-chatting');

    // Asked again, other words; the visitor leaves during the wait and comes back after it.
    await sendMessage(visitor, 'I want a human');
    await waitingNotice(visitor).waitFor({ timeout: 30_000 });
    await expect.poll(() => storedState(ACME, userId), POLL).toBe('requested_chat');
    await visitor.close();
    const expiresAt = await storedExpiry(ACME, userId);
    await expect
      .poll(() => Date.now() >= expiresAt, { timeout: (TIMEOUT_SECONDS + 5) * 1000 })
      .toBe(true);
    const back = await openWidget(context, { agentId: ACME, userId });
    await expectNotice(back, NO_RESPONSE, 30_000);
    expect(await waitingNotice(back).count()).toBe(0);
    await expect.poll(() => storedState(ACME, userId), POLL).toBe('ai-chatting');
    await context.close();
  }, 150_000);

  it('Northwind tabs on a desktop: the typed request disables ⚡ Chat, and Cancel withdraws it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const userId = freshUserId('typed-handoff-tabs');
    const visitor = await openWidget(context, { agentId: NORTHWIND, userId });
    await visitor.getByRole('button', { name: 'Ask a question' }).click();
    await visitor.locator('textarea.vg-input').waitFor({ timeout: 30_000 });
    await snap(visitor, 'handoff-typed-tabs-opened-desktop');
    const chat = visitor.locator('section.vg-team').getByRole('button', { name: '⚡ Chat' });
    await expect.poll(() => chat.isEnabled(), { timeout: 30_000 }).toBe(true);

    // A question that only mentions a team is answered by the agent.
    await sendMessage(visitor, 'Can I put my team order on hold?');
    await expect
      .poll(async () => (await admin.turns(NORTHWIND, userId)).at(-1)?.from, { timeout: 30_000 })
      .toBe('bot');
    expect(await storedState(NORTHWIND, userId)).toBe('ai-chatting');
    expect(await waitingNotice(visitor).count()).toBe(0);

    await sendMessage(visitor, 'Can I get a real agent?');
    await waitingNotice(visitor).waitFor({ timeout: 30_000 });
    await expect.poll(() => chat.isDisabled()).toBe(true);
    await expect.poll(() => storedState(NORTHWIND, userId), POLL).toBe('requested_chat');
    await snap(visitor, 'handoff-typed-tabs-waiting-desktop');

    await waitingNotice(visitor).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => waitingNotice(visitor).count()).toBe(0);
    await expect.poll(() => storedState(NORTHWIND, userId), POLL).toBe('ai-chatting');
    await expect.poll(() => chat.isEnabled()).toBe(true);
    // A cancel is not a timeout.
    expect(await visitor.getByText(NO_RESPONSE).count()).toBe(0);
    await context.close();
  }, 120_000);
});
