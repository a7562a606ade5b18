import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createFlowAgent, freshUser, saveButton, signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { expectText, freshUserId, openWidget, sendMessage } from '../support/widgetPage';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
const LANTERN = 'Our LED lantern runs 40 hours on one charge.';
let browser: Browser;
let docs: AgentDocs;

beforeAll(async () => {
  browser = await launchBrowser();
  docs = agentDocs();
});
afterAll(async () => {
  await browser?.close();
  await docs?.close();
});

describe('a flow-platform (vf) agent', () => {
  it(
    'takes its key on the Integrations tab, checks it, and answers visitors with the published flow',
    { timeout: 180_000 },
    async () => {
      // On the flow platform: the demo project's key, and a keyword rule added and published.
      const platform = await browser.newPage({ viewport: DESKTOP });
      await platform.goto(urls.flow);
      await snap(platform, 'flow-platform-projects');
      await expectNoAxeViolations(platform, 'the flow platform’s projects');
      const key =
        (
          await platform
            .getByTestId(/^api-key-/)
            .first()
            .textContent()
        )?.trim() ?? '';
      expect(key).toMatch(/^VF\.DM\.[0-9a-f]{24}\./);
      await platform.getByRole('link', { name: 'Trailhead Outfitters' }).click();
      const newRule = platform.getByRole('group', { name: 'Add a rule' });
      await newRule.getByLabel('Keywords').fill('lantern, lanterns');
      await newRule.getByLabel('Messages').fill(LANTERN);
      await newRule.getByLabel('Buttons').fill('Opening hours\nTents');
      await platform.getByRole('button', { name: 'Save and publish' }).click();
      await platform.getByRole('status').filter({ hasText: 'Saved and published' }).waitFor();
      expect(
        await platform.getByRole('group', { name: 'Rule 5' }).getByLabel('Keywords').inputValue(),
      ).toBe('lantern, lanterns');
      await snap(platform, 'flow-platform-editor');
      await expectNoAxeViolations(platform, 'the flow platform’s flow editor');

      // The owner: a new flow-platform agent, the key on Integrations, the connection checked.
      const owner = await browser.newPage({ viewport: DESKTOP });
      await signIn(owner, origin, freshUser('flow-owner'));
      const region = /\/app\/(eu|na)\//.exec(owner.url())?.[1] as 'eu' | 'na';
      const agentId = await createFlowAgent(owner, 'Trailhead Flow');
      await owner.getByRole('tab', { name: 'Integrations' }).click();
      await owner.getByLabel('Voiceflow dialogue API key').fill(key);
      await saveButton(owner).click();
      const secrets = docs.db(region).doc(`voiceglow/${agentId}/private/secrets`);
      await expect.poll(async () => (await secrets.get()).data()?.VF_DIALOGUE_API_KEY).toBe(key);
      await owner.getByRole('button', { name: 'Check connection' }).click();
      await owner
        .getByRole('status')
        .filter({ hasText: 'Connected: the flow platform accepted the key.' })
        .waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(owner, 'the Integrations tab, connected');
      await snap(owner, 'flow-platform-integrations-connected');

      // A visitor on a phone: the launch messages and buttons, a keyword reply, a button pressed.
      const visitorContext = await browser.newContext({ viewport: PHONE });
      const chat = await openWidget(visitorContext, {
        agentId,
        userId: freshUserId('flow'),
        region,
      });
      await expectText(chat, 'Welcome to Trailhead Outfitters!');
      await expectText(chat, 'Ask me about tents, opening hours or returns.');
      await chat.getByRole('button', { name: 'Returns' }).waitFor();
      await sendMessage(chat, 'Do you have a lantern?');
      await expectText(chat, LANTERN);
      const hours = chat.getByRole('button', { name: 'Opening hours' }).last();
      await expect.poll(() => hours.isEnabled()).toBe(true);
      await expectNoAxeViolations(chat, 'the widget with the flow’s buttons');
      await snap(chat, 'flow-platform-widget-buttons');
      await hours.click();
      await expectText(chat, 'We are open Monday to Saturday, 9:00 to 18:00.');
      // That reply's buttons (Tents, Returns) come after its message.
      await expect.poll(() => chat.getByRole('button', { name: 'Returns' }).count()).toBe(2);
      await expectNoAxeViolations(chat, 'the widget after a button was pressed');
      await snap(chat, 'flow-platform-widget-reply');

      // The platform's log shows the visitor's calls, made with the production version.
      const call = platform.getByRole('log', { name: 'Dialog API calls' });
      await call.getByText('text: Do you have a lantern?').waitFor({ timeout: 20_000 });
      await call.getByText(/path-[0-9a-f]{24}: Opening hours/).waitFor();
      expect(await call.getByText(/versionID production/).count()).toBeGreaterThan(1);
      await call.scrollIntoViewIfNeeded();
      await snap(platform, 'flow-platform-call-log');
      await platform.setViewportSize(PHONE);
      await call.scrollIntoViewIfNeeded();
      await snap(platform, 'flow-platform-call-log-phone');
      const overflow = await platform.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await visitorContext.close();
      await owner.close();
      await platform.close();
    },
  );
});
