import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { stackAdmin, type StackAdmin } from '../support/stackAdmin';
import { signInLink } from '../support/teamSignIn';
import { expectText, freshUserId, openWidget, sendMessage } from '../support/widgetPage';
import { DEMO_USERS } from '../../emulator/stack/seed/seedData';

// The agency's tabbed agent: its client Chloe is on the team (online), and
// the seed turns hand-off on with alwaysShowHandoff.
const AGENT = 'demo-tabs-eu';
const DESKTOP = { width: 1280, height: 800 };
const urls = inject('urls');
let browser: Browser;
let admin: StackAdmin;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = stackAdmin();
});
afterAll(async () => {
  await browser?.close();
  await admin?.cleanUp();
});

describe('hand-off to a person', () => {
  it('a visitor asks for the team; a team member takes the chat in the dashboard and the reply shows live', async () => {
    // The team member already sits in the inbox, as they would during the day.
    const teamContext = await browser.newContext({ viewport: DESKTOP });
    const team = await teamContext.newPage();
    await team.goto(
      signInLink(urls.dashboard, DEMO_USERS.client, `/app/eu/agents/${AGENT}/convos`),
    );
    await team.getByRole('button', { name: /^Notifications/ }).waitFor({ timeout: 30_000 });

    // The visitor is on a phone (390 px); the team member at a desk.
    const visitorContext = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const userId = freshUserId('handoff');
    const visitor = await openWidget(visitorContext, {
      agentId: AGENT,
      userId,
      name: 'Hugo Walker',
    });
    await visitor.getByRole('button', { name: 'Ask a question' }).click();

    // The banner: the team's avatar with an online dot, the default texts, '⚡ Chat'.
    const banner = visitor.locator('section.vg-team');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.innerText()).toContain('Support Team');
    expect(await banner.innerText()).toContain('We reply within minutes ⚡');
    expect(await banner.locator('.vg-dot--online').count()).toBe(1);

    await sendMessage(visitor, 'What are your opening hours?');
    await expectText(visitor, /Monday to Friday from 9:00 to 18:00 CET/, 40_000);
    const chat = banner.getByRole('button', { name: '⚡ Chat' });
    await expect.poll(() => chat.isEnabled(), { timeout: 20_000 }).toBe(true);
    await snap(visitor, 'handoff-visitor-banner');

    const requestedAt = Date.now();
    await chat.click();
    await expectText(visitor, "Please wait, we're notifying the team..", 10_000);
    // While the request is pending '⚡ Chat' is disabled; Cancel sits in the waiting notice.
    expect(await chat.isDisabled()).toBe(true);
    expect(
      await visitor.locator('.vg-handoff').getByRole('button', { name: 'Cancel' }).isEnabled(),
    ).toBe(true);
    await snap(visitor, 'handoff-visitor-waiting');
    await expect
      .poll(async () => (await admin.conversation(AGENT, userId))?.state)
      .toBe('requested_chat');
    expect((await admin.conversation(AGENT, userId))?.userName).toBe('Hugo Walker');

    // The request is a notification for the agency owner and one for the client.
    const notifications = async (collection: string) =>
      (await admin.db().collection(collection).where('convoId', '==', userId).get()).docs.map(
        (doc) => doc.data(),
      );
    await expect.poll(() => notifications('notifications2').then((d) => d.length)).toBe(1);
    const [forClient] = await notifications('notifications2');
    expect(forClient).toMatchObject({
      title: 'Chat request',
      agentId: AGENT,
      notifyOnly: expect.arrayContaining([DEMO_USERS.client.uid]),
      urlPathname: `/app/eu/agents/${AGENT}/convos?convo=${userId}`,
    });
    expect(String(forClient?.body)).toContain('Hugo Walker wants to talk to the team');
    expect((forClient?.ts as { toMillis(): number }).toMillis()).toBeGreaterThanOrEqual(
      requestedAt - 5_000,
    );
    const [forOwner] = await notifications('notifications');
    expect(forOwner).toMatchObject({ ownerID: DEMO_USERS.agencyOwner.uid, notificationLevel: 1 });

    // The team member's dashboard shows it live: a pop-up and a waiting conversation.
    await expectText(team, 'Hugo Walker wants to talk to the team', 20_000);
    const item = team.locator(`[data-convo-id="${userId}"]`);
    await expectText(item, 'Waiting for a human');
    await snap(team, 'handoff-team-request');
    await item.click();
    await expectText(team.getByRole('log'), 'What are your opening hours?');
    await team.getByRole('button', { name: 'Take over' }).click();
    const answer = 'Hi Hugo, Chloe here. We can also open on Saturday for pick-ups.';
    await team.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await team.getByRole('button', { name: 'Send reply' }).click();
    await expectText(team.getByRole('log'), answer);
    await snap(team, 'handoff-team-replied');

    // The visitor, without reloading: who they talk to, the reply under Chloe's name
    // (never passing for the AI's), the banner gone, uploads on.
    await expectText(visitor, 'You are chatting with Chloe', 20_000);
    const teamTurn = visitor.locator('.vg-turn--team');
    await expectText(teamTurn, answer, 20_000);
    expect(await teamTurn.locator('.vg-team-label').innerText()).toContain('Chloe');
    expect(
      await visitor.locator('.vg-turn--bot:not(.vg-turn--team)').last().innerText(),
    ).not.toContain(answer);
    expect(await banner.count()).toBe(0);
    expect(await visitor.locator('.vg-attach').count()).toBe(1);
    await snap(visitor, 'handoff-visitor-with-team');
    const held = await admin.conversation(AGENT, userId);
    expect(held).toMatchObject({ state: 'human-chatting', chatAssignedTo: DEMO_USERS.client.uid });

    // The visitor answers; the team member sees it live.
    await sendMessage(visitor, 'Great, Saturday works for me.');
    await expectText(team.getByRole('log'), 'Great, Saturday works for me.', 20_000);

    // A reload during the human chat: the tabs open on Home; the conversation still says Chloe.
    await visitor.reload();
    await visitor.locator('.vg-home .vg-convo-item').click({ timeout: 30_000 });
    await expectText(visitor, 'You are chatting with Chloe', 30_000);
    await snap(visitor, 'handoff-visitor-with-team-reloaded');

    // 'Return to AI': the visitor is told, is back with the agent and may ask for the team again.
    await team.getByRole('button', { name: 'Return to AI' }).click();
    await expectText(visitor, 'You are chatting with our AI assistant again.', 20_000);
    await visitor
      .locator('section.vg-team')
      .getByRole('button', { name: '⚡ Chat' })
      .waitFor({ timeout: 20_000 });
    expect(await visitor.getByText('You are chatting with Chloe').count()).toBe(0);
    await snap(visitor, 'handoff-visitor-back-to-ai');
    await visitorContext.close();
    await teamContext.close();
  }, 150_000);
});
