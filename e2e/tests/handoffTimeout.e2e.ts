import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';
import {
  askSeededQuestion,
  expectNotice,
  expectText,
  freshUserId,
  notice,
  openWidget,
  sendMessage,
} from '../support/widgetPage';

/** A copy of the seeded tabs agent, so that no other file meets its short timeout. */
const AGENT = `e2e-handoff-timeout-${Date.now().toString(36)}`;
const TIMEOUT_SECONDS = 6;
const WAITING = "Please wait, we're notifying the team..";
/** Stored changes pass through the functions emulator: allow them a few seconds. */
const POLL = { timeout: 15_000 };
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
  // The owner shortens the wait for a team member; the agency's client has the agent.
  await admin.copyAgent('demo-tabs-eu', AGENT, { handoffTimeout: TIMEOUT_SECONDS }, 'eu', {
    knowledge: true,
  });
  await client().update({ widgetIDs: FieldValue.arrayUnion(AGENT) });
});
afterAll(async () => {
  await browser?.close();
  await client()
    .update({ widgetIDs: FieldValue.arrayRemove(AGENT) })
    .catch(() => undefined);
  await admin?.cleanUp();
});

const client = () => admin.db().doc(`clients/${DEMO_USERS.client.uid}`);

describe('hand-off nobody answers', () => {
  it('returns to the agent after the timeout, and when the visitor cancels', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 760 } });
    const userId = freshUserId('handoff-timeout');
    const visitor = await openWidget(context, { agentId: AGENT, userId });
    await askSeededQuestion(visitor);
    const banner = visitor.locator('section.vg-team');
    const chat = banner.getByRole('button', { name: '⚡ Chat' });
    await expect.poll(() => chat.isEnabled(), { timeout: 20_000 }).toBe(true);

    // Nobody answers: after the agent's handoffTimeout the visitor is told so.
    await chat.click();
    await expectText(visitor, WAITING, 10_000);
    await expect
      .poll(async () => (await admin.conversation(AGENT, userId))?.state, POLL)
      .toBe('requested_chat');
    // The stored request carries the agent's timeout; the widget counts down from it.
    const stored = await admin.conversation(AGENT, userId);
    expect(stored?.handoffTimeout).toBe(TIMEOUT_SECONDS);
    const expiresAt = Number(stored?.handoffRequestedAt) + TIMEOUT_SECONDS * 1000;
    await expectNotice(visitor, 'No response from team..', (TIMEOUT_SECONDS + 10) * 1000);
    // Not before the stored request ran out (the page and the store share this machine's clock).
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 1000);
    await snap(visitor, 'handoff-timeout-no-response');
    expect(await visitor.getByText(WAITING).count()).toBe(0);
    // Back with the agent: the stored state too, and the visitor may ask again.
    await expect
      .poll(async () => (await admin.conversation(AGENT, userId))?.state, POLL)
      .toBe('ai-chatting');
    await expect.poll(() => chat.isEnabled(), { timeout: 10_000 }).toBe(true);
    await notice(visitor, 'No response from team..').waitFor({ state: 'hidden', timeout: 10_000 });

    // The visitor asks again and changes their mind.
    await chat.click();
    await expectText(visitor, WAITING, 10_000);
    await expect
      .poll(async () => (await admin.conversation(AGENT, userId))?.state, POLL)
      .toBe('requested_chat');
    await snap(visitor, 'handoff-cancel-waiting');
    await visitor.locator('.vg-handoff').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => visitor.getByText(WAITING).count()).toBe(0);
    await expect
      .poll(async () => (await admin.conversation(AGENT, userId))?.state, POLL)
      .toBe('ai-chatting');
    await expect.poll(() => chat.isEnabled(), { timeout: 10_000 }).toBe(true);
    // A cancel is not a timeout: no 'No response' notice.
    expect(await visitor.getByText('No response from team..').count()).toBe(0);
    // The chat goes on with the agent.
    await sendMessage(visitor, 'What are your opening hours?');
    await expectText(visitor, /Monday to Friday from 9:00 to 18:00 CET/, 40_000);
    await snap(visitor, 'handoff-cancelled');
    await context.close();
  }, 120_000);

  it('sends a flow-platform agent the hand-off exit intent when the visitor cancels', async () => {
    // The same team on a copy of the agent that runs on a flow platform, as a plain chat.
    const agentId = `e2e-handoff-vf-${Date.now().toString(36)}`;
    await admin.copyAgent(AGENT, agentId, { agentPlatform: 'vf', ui: {} });
    await client().update({ widgetIDs: FieldValue.arrayUnion(agentId) });
    try {
      const context = await browser.newContext({ viewport: { width: 420, height: 760 } });
      const visitor = await openWidget(context, { agentId, userId: freshUserId('handoff-vf') });
      // No flow-platform key is set, so every step answers with the platform's error.
      await expectNotice(visitor, 'Error in VF request, please check your API key', 30_000);
      const chat = visitor.locator('section.vg-team').getByRole('button', { name: '⚡ Chat' });
      await expect.poll(() => chat.isEnabled(), { timeout: 20_000 }).toBe(true);
      await chat.click();
      await expectText(visitor, WAITING, 10_000);
      const exit = visitor.waitForRequest(
        (request) => request.method() === 'POST' && /\/interact\//.test(request.url()),
      );
      await visitor.locator('.vg-handoff').getByRole('button', { name: 'Cancel' }).click();
      const body = (await exit).postDataJSON() as { action?: unknown };
      expect(body.action).toMatchObject({
        type: 'intent',
        payload: { intent: { name: 'VG_HANDOFF_EXIT' } },
      });
      await expect.poll(() => visitor.getByText(WAITING).count()).toBe(0);
      await snap(visitor, 'handoff-vf-cancelled');
      await context.close();
    } finally {
      await client().update({ widgetIDs: FieldValue.arrayRemove(agentId) });
    }
  }, 90_000);
});
