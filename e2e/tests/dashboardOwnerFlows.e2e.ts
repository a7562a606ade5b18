import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import {
  createAgent,
  freshUser,
  previewFrame,
  saveButton,
  signIn,
  textCount,
} from '../support/dashboard';

const origin = new URL(inject('urls').dashboard).origin;
const WELCOME = 'Welcome to Trailhead, ask me about routes!';

let browser: Browser;
let docs: AgentDocs;
let ownerContext: BrowserContext;
let visitorContext: BrowserContext;
let owner: Page;
let visitor: Page;
let agentId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
  ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  owner = await ownerContext.newPage();
  visitor = await visitorContext.newPage();
});
afterAll(async () => {
  await ownerContext?.close();
  await visitorContext?.close();
  await browser?.close();
  await docs?.close();
});

const convos = async () =>
  (await docs.db('eu').collection(`voiceglow/${agentId}/convos`).get()).docs.map((d) => d.data());

async function visitorSays(text: string): Promise<void> {
  const input = visitor.locator('textarea.vg-input');
  await input.fill(text);
  await input.press('Enter');
}

/** The owner's steps around a new agent: its welcome, its inbox, its hand-off, its test chat. */
describe("an owner's agent", () => {
  it('shows a changed welcome in the live preview as typed, after Save and after reopening', async () => {
    await signIn(owner, origin, freshUser('flows'));
    agentId = await createAgent(owner, 'Trailhead Help');
    const preview = previewFrame(owner);
    await owner.getByLabel('Proactive message').fill(WELCOME);
    await expect.poll(() => textCount(preview, WELCOME), { timeout: 15_000 }).toBe(1);
    await saveButton(owner).click();
    await expect.poll(async () => (await docs.read(agentId, 'eu')).proactiveMessage).toBe(WELCOME);
    await expect.poll(() => textCount(preview, WELCOME)).toBe(1);
    await owner.reload();
    await expect.poll(() => textCount(previewFrame(owner), WELCOME), { timeout: 20_000 }).toBe(1);
    await snap(owner, 'flows-preview-welcome');
    // The preview started no conversation of its own.
    expect(await convos()).toEqual([]);
  });

  it('lists a visitor in the inbox only once they write, named by the e-mail they gave', async () => {
    await visitor.goto(`${origin}/app/eu/render/${agentId}/iframe`);
    await expect.poll(() => textCount(visitor, WELCOME), { timeout: 20_000 }).toBe(1);
    await owner.goto(`${origin}/app/eu/agents/${agentId}/convos`);
    await expect.poll(() => textCount(owner, 'No conversations yet.'), { timeout: 15_000 }).toBe(1);

    await visitorSays('Hi, I am lea@example.org, which trail is easiest?');
    const entry = owner.getByRole('button', { name: /lea@example\.org/ });
    await entry.waitFor({ timeout: 20_000 });
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('true');
    const thread = owner.getByRole('region', { name: 'Conversation messages' });
    expect(await thread.getAttribute('tabindex')).toBe('0');
    await snap(owner, 'flows-inbox-visitor');
  });

  it('turns hand-off off for good: no banner, and a typed request stays with the AI', async () => {
    await owner.goto(`${origin}/app/eu/agents/${agentId}/settings?tab=handoff`);
    const master = owner.getByRole('switch', { name: /^Enable human handoff/ });
    const banner = owner.getByRole('switch', { name: /^Show the handoff banner/ });
    const always = owner.getByRole('switch', { name: /^Show the banner when no one is online/ });
    await master.waitFor();
    expect(await banner.isDisabled()).toBe(true);
    await master.check();
    await banner.check();
    await always.check();
    await saveButton(owner).click();
    await expect.poll(async () => (await docs.read(agentId, 'eu')).enableVGHandoff).toBe(true);

    await master.uncheck();
    expect(await banner.isDisabled()).toBe(true);
    await saveButton(owner).click();
    await expect.poll(async () => (await docs.read(agentId, 'eu')).enableHumanHandoff).toBe(false);
    await snap(owner, 'flows-handoff-off');
    await visitor.reload();
    await expect.poll(() => textCount(visitor, WELCOME), { timeout: 20_000 }).toBe(1);
    await visitorSays('Can I talk to a human please?');
    await expect
      .poll(() => visitor.locator('.vg-turn--bot').count(), { timeout: 20_000 })
      .toBeGreaterThan(1);
    const states = (await convos()).map((c) => c.state);
    expect(states).not.toContain('requested_chat');
    expect(await textCount(visitor, "Please wait, we're notifying the team..")).toBe(0);
  });

  it("shows the tester debug in Test Chatbot, and keeps the owner's test chat apart", async () => {
    // The visitors' conversations listed before the owner tests the agent.
    await owner.goto(`${origin}/app/eu/agents/${agentId}/convos`);
    const list = owner.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    const visitorsListed = await list.getByRole('button').count();
    expect(visitorsListed).toBeGreaterThan(0);

    await owner.goto(`${origin}/app/eu/agents/${agentId}/overview`);
    await owner.getByRole('button', { name: 'Test Chatbot' }).click();
    const test = owner.frameLocator('iframe[title="Test chat"]');
    const input = test.locator('textarea.vg-input');
    await input.waitFor({ timeout: 20_000 });
    await input.fill('Which trail is easiest?');
    await input.press('Enter');
    await expect
      .poll(() => test.locator('.vg-debug').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await snap(owner, 'flows-test-chat-debug');

    await owner.goto(`${origin}/app/eu/agents/${agentId}/convos`);
    await list.waitFor();
    await expect.poll(() => list.getByRole('button').count()).toBe(visitorsListed);
    expect(await textCount(owner, 'Your test chat')).toBe(0);
    await owner.getByRole('switch', { name: /^Show my test chats/ }).check();
    await expect.poll(() => textCount(owner, 'Your test chat')).toBe(1);
  });
});
