import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { logInWithMeta } from '../support/metaLogin';

const urls = inject('urls');
const origin = new URL(urls.dashboard).origin;
const DESKTOP = { width: 1280, height: 800 };
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

const seen = (page: Page, text: string | RegExp, timeout = 20_000) =>
  page.getByText(text).first().waitFor({ timeout });

describe('the WhatsApp and Messenger channels', () => {
  it(
    'connects a number through the Meta login; a WhatsApp user gets the agent, its buttons and the team',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const dashboard = await context.newPage();
      await signIn(dashboard, origin, freshUser('whatsapp-owner'));
      const agentId = await createAgent(dashboard, 'Trail Shoes');
      const region = /\/app\/(eu|na)\//.exec(dashboard.url())?.[1] as 'eu' | 'na';
      await docs.update(
        agentId,
        { enableHumanHandoff: true, proactiveMessage: 'Hi! I know all about our trail shoes.' },
        region,
      );
      await docs.addKnowledge(
        agentId,
        {
          id: 'delivery',
          name: 'Delivery',
          content: 'We ship to Norway within three working days.',
        },
        region,
      );

      // Channels tab: WhatsApp connects through the Meta login and the number picker.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Connect WhatsApp' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'WhatsApp' });
      await logInWithMeta(context, dashboard, 'meta-login-dialog');
      const connect = dialog.getByRole('button', { name: 'Connect +1 555-010-4477' });
      await connect.waitFor({ timeout: 20_000 });
      await snap(dashboard, 'whatsapp-number-picker');
      await expectNoAxeViolations(dashboard, 'the WhatsApp number picker');
      await connect.click();
      await seen(dashboard, 'Number is connected successfully');
      await dialog.getByText(/answers as this agent/).waitFor();
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Configure WhatsApp' }).waitFor();
      expect(
        await dashboard.getByRole('region', { name: 'WhatsApp' }).getByText('Active').count(),
      ).toBe(1);
      await snap(dashboard, 'whatsapp-channels-tab');
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'whatsapp-channels-tab-phone');
      await dashboard.setViewportSize(DESKTOP);

      // A WhatsApp user writes on the stand-in's page.
      const whatsapp = await context.newPage();
      await whatsapp.goto(urls.meta);
      await snap(whatsapp, 'meta-home');
      await expectNoAxeViolations(whatsapp, 'the Meta stand-in home');
      await whatsapp.getByRole('link', { name: 'Chat on WhatsApp with +1 555-010-4477' }).click();
      const send = async (text: string) => {
        await whatsapp.getByRole('textbox', { name: 'Message' }).fill(text);
        await whatsapp.getByRole('button', { name: 'Send' }).click();
      };
      await send('Do you ship to Norway?');
      await seen(whatsapp, 'Hi! I know all about our trail shoes.');
      await seen(whatsapp, /We ship to Norway within three working days/);
      await send('Can I pay with seashells?');
      const talk = whatsapp.getByRole('button', { name: 'Talk to a person' });
      await talk.waitFor({ timeout: 20_000 });
      await snap(whatsapp, 'whatsapp-chat-buttons');
      await expectNoAxeViolations(whatsapp, 'the WhatsApp chat with reply buttons');
      await talk.click();
      await seen(whatsapp, 'Let me connect you with a member of our team.');

      // The inbox lists a WhatsApp conversation; the team's reply goes back through the number.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/convos`);
      const entry = dashboard.getByRole('button', { name: /Kari/ }).first();
      await entry.waitFor({ timeout: 20_000 });
      expect(await entry.getByText('WhatsApp').count()).toBe(1);
      await entry.click();
      await dashboard.getByRole('button', { name: 'Take over' }).click();
      await dashboard
        .getByRole('textbox', { name: 'Reply' })
        .fill('Hi Kari, Sam here: seashells are fine.');
      await dashboard.getByRole('button', { name: 'Send reply' }).click();
      await seen(whatsapp, 'Hi Kari, Sam here: seashells are fine.');
      await snap(whatsapp, 'whatsapp-chat-team-reply');
      await whatsapp.setViewportSize(PHONE);
      await snap(whatsapp, 'whatsapp-chat-phone');

      // Messenger: the page picker, then the subscription check.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Connect Messenger' }).click();
      const messenger = dashboard.getByRole('dialog', { name: 'Messenger' });
      await logInWithMeta(context, dashboard);
      const pick = messenger.getByRole('listitem').filter({ hasText: /^Trail Shoes(?! Outlet)/ });
      await pick.getByText('Yes').waitFor({ timeout: 20_000 });
      await snap(dashboard, 'messenger-page-picker');
      await expectNoAxeViolations(dashboard, 'the page picker');
      await pick.getByRole('button', { name: 'Continue with Trail Shoes' }).click();
      await seen(dashboard, 'Successfully connected the page.');
      await seen(dashboard, 'Connected Successfully to an AI agent.');
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Configure Instagram' }).waitFor();
      await dashboard.getByRole('button', { name: 'Configure Messenger' }).waitFor();
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'meta-channels-tab-phone');
      await dashboard.setViewportSize(DESKTOP);

      // Removing the number releases it: the card offers Connect again.
      await dashboard.getByRole('button', { name: 'Configure WhatsApp' }).click();
      await dashboard.getByRole('button', { name: 'Remove +1 555-010-4477' }).click();
      await seen(dashboard, 'Number removed successfully');
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Connect WhatsApp' }).waitFor();
      await context.close();
    },
  );
});
