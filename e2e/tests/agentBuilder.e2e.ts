import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCAL_PORTS } from '@vg/common';
import { launchBrowser, snap } from '../support/browser';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import {
  createAgent,
  createFlowAgent,
  freshUser,
  saveButton,
  signIn,
  toPhone,
} from '../support/dashboard';
import { expectText, freshUserId, openWidget } from '../support/widgetPage';

const origin = new URL(inject('urls').dashboard).origin;
const DEMO_API = `http://127.0.0.1:${LOCAL_PORTS.demoApi}`;

let browser: Browser;
let docs: AgentDocs;
let context: BrowserContext;
let owner: Page;
let agentId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  owner = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await docs?.close();
});

function testChat(page: Page) {
  return page.frameLocator('iframe[title="Test chat"]');
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function askInTestChat(page: Page, question: string): Promise<void> {
  const input = testChat(page).locator('textarea.vg-input');
  await input.waitFor({ timeout: 20_000 });
  await input.fill(question);
  await input.press('Enter');
}

describe('the agent builder', () => {
  it('saves the prompt view with the agent and keeps it after a reload', async () => {
    await signIn(owner, origin, freshUser('builder'));
    agentId = await createAgent(owner, 'Corner Shop');
    await owner.getByRole('tab', { name: 'Prompt' }).click();
    await owner.waitForURL(/\/prompt$/);
    await owner.getByLabel('System prompt').fill('You are the Corner Shop assistant.');
    await owner.getByLabel('Knowledge chunks per answer').fill('4');
    await owner.getByRole('switch', { name: 'About context' }).check();
    await saveButton(owner).click();
    await expect
      .poll(async () => (await docs.read(agentId)).systemPrompt)
      .toBe('You are the Corner Shop assistant.');
    const stored = await docs.read(agentId);
    expect(stored.kbTopChunks).toBe(4);
    expect(stored.enableAboutContext).toBe(true);
    await owner.reload();
    await expect
      .poll(() => owner.getByLabel('System prompt').inputValue(), { timeout: 20_000 })
      .toBe('You are the Corner Shop assistant.');
    await snap(owner, 'builder-prompt-desktop');
    await expectNoAxeViolations(owner, 'prompt view');
  });

  it('hides a tab through Customize tabs, and it stays hidden after a reload', async () => {
    await owner.goto(`${origin}/app/eu/agents/${agentId}/customize-tabs`);
    const theme = owner.getByRole('checkbox', { name: 'Theme' });
    await theme.waitFor({ timeout: 20_000 });
    expect(await owner.getByRole('checkbox', { name: 'Overview' }).isDisabled()).toBe(true);
    await theme.uncheck();
    await snap(owner, 'builder-customize-tabs');
    await expectNoAxeViolations(owner, 'customize tabs menu');
    await owner.keyboard.press('Escape');
    await owner.waitForURL(/\/overview$/);
    await expect.poll(() => owner.getByRole('tab', { name: 'Theme' }).count()).toBe(0);
    await owner.reload();
    await owner.getByRole('tab', { name: 'Settings' }).waitFor({ timeout: 20_000 });
    expect(await owner.getByRole('tab', { name: 'Theme' }).count()).toBe(0);
    // Shown again from the same menu.
    await owner.getByRole('button', { name: 'Customize tabs' }).click();
    await owner.getByRole('checkbox', { name: 'Theme' }).check();
    await owner.keyboard.press('Escape');
    await owner.getByRole('tab', { name: 'Theme' }).waitFor();
  });

  it('adds a tool on the local demo API, tests it, and the agent answers from it', async () => {
    await owner.getByRole('tab', { name: 'Tools' }).click();
    await owner.waitForURL(/\/tools$/);
    await owner.getByText('No tools yet').waitFor();
    await owner.getByRole('button', { name: 'New tool' }).click();
    const drawer = owner.getByRole('dialog', { name: 'New tool' });
    await drawer.getByLabel('Name').fill('Order status');
    await drawer.getByLabel('Description').fill('Where an order is and when it arrives');
    await drawer.getByLabel('Server URL').fill(`${DEMO_API}/orders`);
    await drawer.getByLabel('Server secret').fill('demo-shop-secret');
    await drawer.getByRole('button', { name: 'Add parameter' }).click();
    await drawer.getByLabel('Key').fill('orderId');
    await drawer.getByLabel('Description', { exact: true }).last().fill('the order number');
    await drawer.getByRole('switch', { name: 'Required' }).check();
    await snap(owner, 'builder-tool-drawer');
    await expectNoAxeViolations(owner, 'tool drawer');
    await drawer.getByRole('button', { name: 'Save tool' }).click();
    // The card shows as soon as the tool is written; the notice once its secret is stored too.
    await owner.getByText('Tool "Order status" saved.').waitFor({ timeout: 15_000 });
    const card = owner.getByRole('article', { name: 'Order status' });
    await card.waitFor({ timeout: 15_000 });
    // The secret went to the private document, not the readable tool.
    const ownerId = String((await docs.read(agentId)).ownerID);
    const tools = await docs.db('eu').collection('tools').where('ownerID', '==', ownerId).get();
    expect(tools.docs).toHaveLength(1);
    const tool = tools.docs[0];
    expect(tool?.data().serverUrlSecret).toBeUndefined();
    const secret = await docs.db('eu').doc(`tools/${tool?.id}/private/secret`).get();
    expect(secret.data()).toEqual({ serverUrlSecret: 'demo-shop-secret' });

    await card.getByRole('button', { name: 'Test Order status' }).click();
    const test = owner.getByRole('dialog', { name: 'Test Order status' });
    await test.getByLabel('orderId').fill('1234');
    await test.getByRole('button', { name: 'Send test request' }).click();
    await test.getByText('OK · HTTP 200').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => test.getByLabel('Response').innerText())
      .toContain('Order 1234 has shipped with DHL');
    await snap(owner, 'builder-tool-test');
    await expectNoAxeViolations(owner, 'tool test dialog');
    await test.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('switch', { name: 'Use in this agent' }).check();
    await saveButton(owner).click();
    await expect.poll(async () => (await docs.read(agentId)).assignedToolsIds).toEqual([tool?.id]);

    await owner.getByRole('button', { name: 'Test Chatbot' }).click();
    await askInTestChat(owner, 'Where is order 1234?');
    const chat = testChat(owner);
    await chat
      .getByText('Order 1234 has shipped with DHL and should arrive on Friday.', { exact: true })
      .waitFor({ timeout: 30_000 });
    // The tool call's own entry (not the run's debug log, which names the tool too).
    const debug = chat.locator('.vg-debug:not(.vg-debug-log)', { hasText: 'Order status' });
    await expect.poll(() => debug.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Run again: the server calls the tool once more with the same input.
    await debug.first().locator('summary').click();
    await debug.first().getByRole('button', { name: 'Run again' }).click();
    await debug
      .first()
      .locator('.vg-debug-rerun pre', { hasText: 'Order 1234 has shipped with DHL' })
      .waitFor({ timeout: 15_000 });
    await snap(owner, 'builder-tool-debugger');
    // The call is stored with the bot's turn.
    const convos = await docs.db('eu').collection(`voiceglow/${agentId}/convos`).get();
    const turns = convos.docs.flatMap(
      (d) => JSON.parse(String(d.data().turns ?? '[]')) as { toolCalls?: unknown[] }[],
    );
    expect(turns.flatMap((turn) => turn.toolCalls ?? [])).toEqual([
      expect.objectContaining({
        name: 'Order status',
        input: { orderId: '1234' },
        status: 200,
        ok: true,
      }),
    ]);
  });

  it('fits a 390 px phone', async () => {
    await toPhone(owner);
    await owner.goto(`${origin}/app/eu/agents/${agentId}/tools`);
    await owner.getByRole('article', { name: 'Order status' }).waitFor({ timeout: 20_000 });
    await snap(owner, 'builder-tools-phone');
    await expectNoAxeViolations(owner, 'tools on a phone');
    await owner.goto(`${origin}/app/eu/agents/${agentId}/prompt`);
    await owner.getByLabel('System prompt').waitFor({ timeout: 20_000 });
    await snap(owner, 'builder-prompt-phone');
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('runs a two-step node flow built on the canvas, in the widget and the debugger', async () => {
    await owner.setViewportSize({ width: 1440, height: 900 });
    await owner.goto(`${origin}/app/eu/agents/${agentId}/settings?tab=technical`);
    await owner.getByRole('switch', { name: 'Enable nodes (canvas)' }).check();
    await owner.getByRole('tab', { name: 'Prompt' }).click();
    await owner.getByRole('button', { name: 'Start a flow' }).click();
    // The starter flow: start → "Welcome" (exit Done) → End. Make it two steps.
    await choose(owner, 'Edit node', 'Welcome (step)');
    await owner.getByLabel('Name').fill('Customer type');
    await owner
      .getByLabel('Message', { exact: true })
      .fill('Are you a new or an existing customer?');
    await owner.getByLabel('Exit 1 button').fill('Existing');
    await owner.getByRole('button', { name: 'Add exit' }).click();
    await owner.getByLabel('Exit 2 button').fill('New');
    await owner.getByRole('button', { name: 'Add step' }).click();
    await owner.getByLabel('Name').fill('Welcome');
    await owner
      .getByLabel('Message', { exact: true })
      .fill('Welcome! New customers get free shipping on the first order.');
    await owner.getByRole('button', { name: 'Add exit' }).click();
    await owner.getByLabel('Exit 1 button').fill('Done');
    await choose(owner, 'Leads to', 'End (end)');
    await choose(owner, 'Edit node', 'Customer type (step)');
    // The second "Leads to" is exit 2 (New); the first stays on End.
    await expect.poll(() => owner.getByRole('textbox', { name: 'Leads to' }).count()).toBe(2);
    await owner.getByRole('textbox', { name: 'Leads to' }).nth(1).click();
    await owner.getByRole('option', { name: 'Welcome (step)', exact: true }).click();
    await owner.getByRole('textbox', { name: 'Leads to' }).nth(0).click();
    await owner.getByRole('option', { name: 'End (end)', exact: true }).click();
    await saveButton(owner).click();
    await expect
      .poll(async () => ((await docs.read(agentId)).nodes as unknown[] | undefined)?.length)
      .toBe(4);
    expect((await docs.read(agentId)).enableNodes).toBe(true);
    await snap(owner, 'builder-canvas-desktop');
    await expectNoAxeViolations(owner, 'node canvas', { exclude: ['.react-flow__minimap'] });

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const visitor = await openWidget(visitorContext, { agentId, userId: freshUserId('nodes') });
      await expectText(visitor, 'Are you a new or an existing customer?', 40_000);
      await visitor.getByRole('button', { name: 'New', exact: true }).click();
      await expectText(visitor, 'Welcome! New customers get free shipping on the first order.');
      await snap(visitor, 'builder-node-flow-phone');
      await visitor.getByRole('button', { name: 'Done', exact: true }).click();
      await expectText(visitor, 'Thanks for chatting. Goodbye!');
      await visitor.getByRole('button', { name: 'Start New Conversation' }).first().waitFor();
      await snap(visitor, 'builder-node-flow-ended-phone');
    } finally {
      await visitorContext.close();
    }

    // Each reply is stored with the node that answered (what the debugger shows).
    const convos = await docs.db('eu').collection(`voiceglow/${agentId}/convos`).get();
    const nodeTurns = convos.docs
      .flatMap((d) => JSON.parse(String(d.data().turns ?? '[]')) as { nodeId?: string }[])
      .map((turn) => turn.nodeId)
      .filter(Boolean);
    const stored = (await docs.read(agentId)).nodes as { id: string; data?: { label?: string } }[];
    const named = nodeTurns.map((id) => stored.find((node) => node.id === id)?.data?.label);
    expect(named).toEqual(['Customer type', 'Welcome', 'End']);

    // The owner's test chat: typing an exit's label takes it as its button does, even
    // a label of common words ("Done") said in a sentence.
    await owner.getByRole('button', { name: 'Test Chatbot' }).click();
    const chat = testChat(owner);
    await snap(owner, 'builder-node-testchat-open');
    await askInTestChat(owner, 'New');
    await chat
      .getByText('Welcome! New customers get free shipping on the first order.')
      .last()
      .waitFor({ timeout: 30_000 });
    await snap(owner, 'builder-node-testchat-step');
    await askInTestChat(owner, "I'm done!");
    await chat.getByText('Thanks for chatting. Goodbye!').last().waitFor({ timeout: 30_000 });
    await snap(owner, 'builder-node-testchat-ended');
  });

  it('rotates the workspace secret on Credentials, and the old one is refused', async () => {
    const ownerId = String((await docs.read(agentId)).ownerID);
    const workspace = docs.db('eu').doc(`users/${ownerId}`);
    const saveWith = async (key: string) =>
      (
        await fetch(`${origin}/api/eu/v2/agents/${agentId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ description: `Saved by key ${key.slice(-4)}` }),
        })
      ).status;
    const old = String((await workspace.get()).data()?.workspaceSecret ?? '');
    expect(old).toMatch(/^vg_\S{20}$/);
    expect(await saveWith(old)).toBe(200);

    await owner.goto(`${origin}/app/eu/credentials`);
    const field = owner.getByLabel('Secret', { exact: true });
    await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe(old);
    expect(await field.getAttribute('type')).toBe('password');
    await snap(owner, 'credentials-desktop');
    await expectNoAxeViolations(owner, 'credentials');
    await owner.getByRole('button', { name: 'Rotate' }).click();
    await owner.getByRole('button', { name: 'Rotate secret' }).click();
    await expect.poll(() => field.inputValue(), { timeout: 20_000 }).not.toBe(old);
    const next = await field.inputValue();
    expect(String((await workspace.get()).data()?.workspaceSecret)).toBe(next);
    expect(await saveWith(old)).toBe(401);
    expect(await saveWith(next)).toBe(200);

    // The workspace's own model server: the key goes to the server, the page keeps its end.
    await owner.getByLabel('API address').fill('https://models.example.com/v1');
    await owner.getByLabel(/^API key/).fill('sk-corner-shop-key-7c21');
    await owner.getByLabel('Model', { exact: true }).fill('gpt-4o-mini');
    await owner.getByRole('button', { name: 'Save model server' }).click();
    await owner.getByLabel('API key ending in 7c21').waitFor({ timeout: 15_000 });
    expect(JSON.stringify((await workspace.get()).data())).not.toContain('sk-corner-shop-key');
    const kept = await workspace.collection('private').doc('modelProvider').get();
    expect(kept.get('apiKey')).toBe('sk-corner-shop-key-7c21');
    await snap(owner, 'credentials-model-server');
    await expectNoAxeViolations(owner, 'credentials with a model server');
    await owner.getByRole('button', { name: 'Remove model server' }).click();
    await owner.getByRole('button', { name: 'Save model server' }).waitFor();
    expect((await workspace.collection('private').doc('modelProvider').get()).exists).toBe(false);
    await toPhone(owner);
    await snap(owner, 'credentials-phone');
    await expectNoAxeViolations(owner, 'credentials on a phone');
  });

  it('sends the workspace’s events to its endpoint, logs each delivery and retries a failed one', async () => {
    await owner.setViewportSize({ width: 1440, height: 900 });
    await owner.goto(`${origin}/app/eu/events`);
    const endpoint = owner.getByLabel('Events endpoint');
    await endpoint.waitFor({ timeout: 20_000 });
    await owner.getByText('No deliveries yet.').waitFor();
    await endpoint.fill('http://10.0.0.1/hooks');
    await owner.getByRole('checkbox', { name: 'Client created' }).check();
    await owner.getByRole('button', { name: 'Save events' }).click();
    const ownerId = String((await docs.read(agentId)).ownerID);
    const workspace = docs.db('eu').doc(`users/${ownerId}`);
    await expect
      .poll(async () => (await workspace.get()).data()?.internal?.events)
      .toEqual({ endpoint: 'http://10.0.0.1/hooks', subscribedEvents: ['client_created'] });
    // A private address is refused by the server that posts, not tried.
    await owner.getByRole('button', { name: 'Send test event' }).click();
    const log = owner.getByRole('table', { name: 'Deliveries' });
    await log.getByText(/Events may only go to public addresses/).waitFor({ timeout: 15_000 });

    await endpoint.fill(`${DEMO_API}/events/down`);
    await owner.getByRole('button', { name: 'Save events' }).click();
    await expect
      .poll(async () => (await workspace.get()).data()?.internal?.events?.endpoint)
      .toBe(`${DEMO_API}/events/down`);
    await owner.getByRole('button', { name: 'Send test event' }).click();
    await log.getByText("The events endpoint's server answered 503.").waitFor({ timeout: 20_000 });
    const failed = log.getByRole('row').filter({ hasText: '503' });
    expect(await failed.getByRole('cell').nth(3).innerText()).toBe('3');

    await endpoint.fill(`${DEMO_API}/events`);
    await owner.getByRole('button', { name: 'Save events' }).click();
    await expect
      .poll(async () => (await workspace.get()).data()?.internal?.events?.endpoint)
      .toBe(`${DEMO_API}/events`);
    await failed.getByRole('button', { name: /^Retry Test event/ }).click();
    await log.getByText('HTTP 200').waitFor({ timeout: 20_000 });
    expect(await log.getByText('Delivered').count()).toBe(1);
    const received = await (await fetch(`${DEMO_API}/`)).text();
    expect(received).toContain('<td>test_event</td>');
    await snap(owner, 'events-desktop');
    await expectNoAxeViolations(owner, 'events');
    await toPhone(owner);
    await snap(owner, 'events-phone');
    await expectNoAxeViolations(owner, 'events on a phone');
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('lists the agent’s connections on Integrations and its website crawls on Crawler', async () => {
    await owner.setViewportSize({ width: 1440, height: 900 });
    await owner.goto(`${origin}/app/eu/integrations`);
    const card = owner.getByRole('region', { name: 'Corner Shop' });
    await card.getByRole('link', { name: 'Tool: Order status' }).waitFor({ timeout: 20_000 });
    await snap(owner, 'integrations-desktop');
    await expectNoAxeViolations(owner, 'integrations');
    await docs.addKnowledge(agentId, {
      id: 'site',
      name: 'Shop website',
      content: 'Opening soon.',
    });
    await docs
      .db('eu')
      .doc(`voiceglow/${agentId}/kb/site`)
      .update({ sourceType: 'url', url: 'https://corner.example', refreshRate: '24h' });
    await owner.goto(`${origin}/app/eu/automations`);
    const crawls = owner.getByRole('region', { name: 'Corner Shop' });
    await crawls.getByText('https://corner.example').waitFor({ timeout: 20_000 });
    expect(await crawls.getByText('Daily').count()).toBe(1);
    await snap(owner, 'crawler-desktop');
    await expectNoAxeViolations(owner, 'crawler');
  });

  it('keeps a flow-platform agent’s dialogue key on its Integrations tab and checks it', async () => {
    await owner.setViewportSize({ width: 1440, height: 900 });
    await owner.goto(`${origin}/app/eu/agents`);
    const flowId = await createFlowAgent(owner, 'Flow Shop');
    await owner.getByRole('tab', { name: 'Integrations' }).click();
    await owner.waitForURL(/\/agents\/vf\/integrations\?vg_id=/);
    await owner.getByLabel('Voiceflow dialogue API key').fill('VF.DM.local-check');
    await saveButton(owner).click();
    const secrets = docs.db('eu').doc(`voiceglow/${flowId}/private/secrets`);
    await expect
      .poll(async () => (await secrets.get()).data()?.VF_DIALOGUE_API_KEY)
      .toBe('VF.DM.local-check');
    expect((await docs.read(flowId)).VF_DIALOGUE_API_KEY).toBeUndefined();
    // The server checks the saved key with the flow platform (the local stand-in refuses this made-up key).
    await owner.getByRole('button', { name: 'Check connection' }).click();
    const result = owner.getByRole('status').filter({ hasText: /flow platform/ });
    await result.waitFor({ timeout: 20_000 });
    await snap(owner, 'builder-flow-integrations');
    await expectNoAxeViolations(owner, 'flow integrations');
  });

  it('shows the public pricing and legal pages with the public header and footer', async () => {
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await visitorContext.newPage();
      await page.goto(`${origin}/pricing`);
      await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor({ timeout: 20_000 });
      await page.getByText('$20.00').first().waitFor();
      await page.getByText('EUR', { exact: true }).click();
      await page.getByText('€22.00').first().waitFor();
      await snap(page, 'public-pricing-desktop');
      await expectNoAxeViolations(page, 'pricing');
      await page.getByRole('link', { name: 'Refund Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
      expect(await page.getByText(/non-refundable/).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page, 'legal page');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/pricing`);
      await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor({ timeout: 20_000 });
      await snap(page, 'public-pricing-phone');
      await expectNoAxeViolations(page, 'pricing on a phone');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await visitorContext.close();
    }
  });
});
