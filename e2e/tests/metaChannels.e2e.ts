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

/** A fresh owner's agent that knows about delivery and hands off to its team. */
async function trailShoesAgent(dashboard: Page, owner: string) {
  await signIn(dashboard, origin, freshUser(owner));
  const agentId = await createAgent(dashboard, 'Trail Shoes');
  const region = /\/app\/(eu|na)\//.exec(dashboard.url())?.[1] as 'eu' | 'na';
  await docs.update(
    agentId,
    { enableHumanHandoff: true, proactiveMessage: 'Hi! I know all about our trail shoes.' },
    region,
  );
  await docs.addKnowledge(
    agentId,
    { id: 'delivery', name: 'Delivery', content: 'We ship to Norway within three working days.' },
    region,
  );
  return { agentId, region };
}

/** The person's side of a stand-in chat: type, then Send. */
const writer = (chat: Page) => async (text: string) => {
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
};

/** The inbox: take over the person's conversation (shown with its channel) and reply. */
async function replyFromInbox(dashboard: Page, person: RegExp, channel: string, text: string) {
  const entry = dashboard.getByRole('button', { name: person }).first();
  await entry.waitFor({ timeout: 20_000 });
  expect(await entry.getByText(channel).count()).toBe(1);
  await entry.click();
  await dashboard.getByRole('button', { name: 'Take over' }).click();
  await dashboard.getByRole('textbox', { name: 'Reply' }).fill(text);
  await dashboard.getByRole('button', { name: 'Send reply' }).click();
}

describe('the WhatsApp, Messenger and Instagram channels', () => {
  it(
    'connects a number through the Meta login; a WhatsApp user gets the agent, its buttons and the team',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const dashboard = await context.newPage();
      const { agentId, region } = await trailShoesAgent(dashboard, 'whatsapp-owner');

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

      // The number's business account's message templates, with Meta's review status.
      const templates = dialog.getByRole('list', { name: 'Message templates' });
      const template = (name: string) => templates.getByRole('listitem').filter({ hasText: name });
      await template('store_update').getByText('Approved').waitFor({ timeout: 20_000 });
      await dialog.getByLabel('Template name').fill('Order Ready');
      await dialog.getByRole('button', { name: 'Create template' }).click();
      await seen(dashboard, 'Invalid template info');
      expect(await dialog.getByLabel('Template name').inputValue()).toBe('order_ready');
      await dialog.getByLabel('Body text').fill('Your order {{1}} is ready for pick-up.');
      await dialog.getByRole('button', { name: 'Create template' }).click();
      await seen(dashboard, 'Template created successfully');
      await template('order_ready').getByText('In review').waitFor();
      await template('order_ready').scrollIntoViewIfNeeded();
      await snap(dashboard, 'whatsapp-templates');
      await expectNoAxeViolations(dashboard, 'the WhatsApp templates', {
        exclude: ['.mantine-Notifications-root'],
      });
      await dashboard.setViewportSize(PHONE);
      await template('order_ready').scrollIntoViewIfNeeded();
      await snap(dashboard, 'whatsapp-templates-phone');
      await dashboard.setViewportSize(DESKTOP);
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
      // Meta's reviewer approves the new template.
      await whatsapp.getByRole('button', { name: 'Approve order_ready' }).click();
      await seen(whatsapp, /order_ready \(en, UTILITY\): APPROVED/);
      await whatsapp.getByRole('link', { name: 'Chat on WhatsApp with +1 555-010-4477' }).click();
      const send = writer(whatsapp);
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
      await replyFromInbox(dashboard, /Kari/, 'WhatsApp', 'Hi Kari, Sam here: seashells are fine.');
      await seen(whatsapp, 'Hi Kari, Sam here: seashells are fine.');
      await whatsapp.getByText('Hi Kari, Sam here: seashells are fine.').scrollIntoViewIfNeeded();
      await snap(whatsapp, 'whatsapp-chat-team-reply');
      await whatsapp.setViewportSize(PHONE);
      await snap(whatsapp, 'whatsapp-chat-phone');

      // Removing the number releases it: the card offers Connect again.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Configure WhatsApp' }).click();
      await template('order_ready').getByText('Approved').waitFor({ timeout: 20_000 });
      // The owner's test message reaches the phone that wrote (spec 2's checks first).
      const testMessage = dialog.getByRole('region', { name: 'Send a test message' });
      await testMessage.getByLabel('Your phone number').fill('4790012345');
      await testMessage.getByLabel('Message').fill('A test from the dashboard.');
      await testMessage.getByRole('button', { name: 'Send test message' }).click();
      await seen(dashboard, 'Please include the country code in the phone number.');
      await testMessage.getByLabel('Your phone number').fill('+47 900 12 345');
      await testMessage.getByRole('button', { name: 'Send test message' }).click();
      await seen(dashboard, 'Test message sent to +47 900 12 345.');
      await seen(whatsapp, 'A test from the dashboard.');
      await testMessage.scrollIntoViewIfNeeded();
      await snap(dashboard, 'whatsapp-test-message');
      await expectNoAxeViolations(dashboard, 'the WhatsApp test message', {
        exclude: ['.mantine-Notifications-root'],
      });
      await dashboard.getByRole('button', { name: 'Remove +1 555-010-4477' }).click();
      await seen(dashboard, 'Number removed successfully');
      await dashboard.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // Legacy (manual tokens): the ids and a system user's permanent token from Meta.
      await whatsapp.goto(urls.meta);
      const copy = async (testId: string) =>
        ((await whatsapp.getByTestId(testId).first().textContent()) ?? '').trim();
      await dashboard.getByRole('button', { name: 'Connect WhatsApp' }).click();
      await dialog.getByText('Legacy (manual tokens)').click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(dashboard, 'Please fill out all fields.');
      await dialog.getByLabel('Phone number ID').fill(await copy('phone-id-15550104477'));
      await dialog.getByLabel('WhatsApp Business account ID').fill(await copy('waba-id'));
      await dialog.getByLabel('Permanent access token').fill('EAAGnotapermanenttoken123');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(dashboard, /^Error occurred: /);
      await dialog.getByLabel('Permanent access token').fill(await copy('system-user-token'));
      await snap(dashboard, 'whatsapp-legacy');
      await expectNoAxeViolations(dashboard, 'the WhatsApp Legacy method', {
        exclude: ['.mantine-Notifications-root'],
      });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(dashboard, 'Whatsapp channel saved successfully');
      await dialog.getByRole('button', { name: 'Remove +1 555-010-4477' }).click();
      await dialog
        .getByRole('button', { name: 'Remove +1 555-010-4477' })
        .waitFor({ state: 'detached' });
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Connect WhatsApp' }).waitFor();
      await context.close();
    },
  );

  it(
    'connects a page through the page picker; a Messenger user gets the agent, its buttons and the team; Instagram reaches it too',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const dashboard = await context.newPage();
      const { agentId, region } = await trailShoesAgent(dashboard, 'messenger-owner');

      // Messenger: the Meta login, the page picker, then the subscription check.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Connect Messenger' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'Messenger' });
      await logInWithMeta(context, dashboard);
      const pages = dialog.getByRole('list', { name: 'Pages' });
      const pick = pages.getByRole('listitem').filter({ hasText: /^Trail Shoes(?! Outlet)/ });
      const outlet = pages.getByRole('listitem').filter({ hasText: 'Trail Shoes Outlet' });
      await pick.getByText('Yes').waitFor({ timeout: 20_000 });
      expect(await pick.getByText(/^Page id \d+$/).count()).toBe(1);
      expect(await outlet.getByText('No', { exact: true }).count()).toBe(1);
      await snap(dashboard, 'messenger-page-picker');
      await expectNoAxeViolations(dashboard, 'the page picker');
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'messenger-page-picker-phone');
      await expectNoAxeViolations(dashboard, 'the page picker on a phone');
      await dashboard.setViewportSize(DESKTOP);
      await pick.getByRole('button', { name: 'Continue with Trail Shoes' }).click();
      await seen(dashboard, 'Successfully connected the page.');
      await dialog.getByText('Connected Successfully to an AI agent.').waitFor({ timeout: 20_000 });
      await dialog
        .getByText(/Trail Shoes answers as this agent on Messenger and as @trailshoes/)
        .waitFor();
      await dialog.getByRole('link', { name: 'Go to Conversations' }).waitFor();
      await snap(dashboard, 'messenger-subscription-check');
      await expectNoAxeViolations(dashboard, 'the subscription check');
      await dashboard.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await dashboard.getByRole('button', { name: 'Configure Instagram' }).waitFor();
      await dashboard.getByRole('button', { name: 'Configure Messenger' }).waitFor();
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'meta-channels-tab-phone');
      await dashboard.setViewportSize(DESKTOP);

      // A Messenger user writes to the page on the stand-in's page.
      const chat = await context.newPage();
      await chat.goto(urls.meta);
      await chat.getByRole('link', { name: 'Message Trail Shoes on Messenger' }).click();
      const send = writer(chat);
      await send('Do you ship to Norway?');
      await seen(chat, 'Hi! I know all about our trail shoes.');
      await seen(chat, /We ship to Norway within three working days/);
      await send('Can I pay with seashells?');
      const talk = chat.getByRole('button', { name: 'Talk to a person' });
      await talk.waitFor({ timeout: 20_000 });
      await snap(chat, 'messenger-chat-buttons');
      await expectNoAxeViolations(chat, 'the Messenger chat with quick replies');
      await talk.click();
      await seen(chat, 'Let me connect you with a member of our team.');

      // The inbox lists a Messenger conversation named from the profile; the reply goes back through the page.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/convos`);
      await replyFromInbox(
        dashboard,
        /Kari Nordmann/,
        'Messenger',
        'Hi Kari, Sam here: seashells are fine.',
      );
      await seen(chat, 'Hi Kari, Sam here: seashells are fine.');
      await chat.getByText('Hi Kari, Sam here: seashells are fine.').scrollIntoViewIfNeeded();
      await snap(chat, 'messenger-chat-team-reply');
      await chat.setViewportSize(PHONE);
      await snap(chat, 'messenger-chat-phone');
      await chat.setViewportSize(DESKTOP);

      // The same page's Instagram account reaches the same agent.
      await chat.goto(urls.meta);
      await chat.getByRole('link', { name: 'Message @trailshoes on Instagram' }).click();
      await writer(chat)('Do you ship to Norway?');
      await seen(chat, /We ship to Norway within three working days/);
      await snap(chat, 'instagram-chat');
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/convos`);
      const instagram = dashboard.getByRole('button', { name: /kari\.runs/ }).first();
      await instagram.waitFor({ timeout: 20_000 });
      expect(await instagram.getByText('Instagram').count()).toBe(1);

      // Removing the page releases it: both cards offer Connect again.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Configure Messenger' }).click();
      await dashboard.getByRole('button', { name: 'Remove Trail Shoes' }).click();
      await dashboard.keyboard.press('Escape');
      await dashboard
        .getByRole('button', { name: 'Connect Messenger' })
        .waitFor({ timeout: 20_000 });
      await dashboard.getByRole('button', { name: 'Connect Instagram' }).waitFor();
      await context.close();
    },
  );
});
