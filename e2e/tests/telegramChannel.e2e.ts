import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentDocs, type AgentDocs } from '../support/agentDocs';
import { launchBrowser, PHONE, snap } from '../support/browser';
import { createAgent, freshUser, signIn } from '../support/dashboard';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';

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

/** BotFather on the stand-in's page: a new bot and the token it hands out. */
async function createBot(page: Page): Promise<{ token: string; botId: string }> {
  await page.goto(urls.telegram);
  await page.getByLabel('Bot name').fill('Trail Shoes');
  await page.getByLabel('Username (ends in bot)').fill(`trail_${Date.now().toString(36)}_bot`);
  await page.getByRole('button', { name: 'Create bot' }).click();
  const token = (await page.getByTestId('bot-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^\d+:[\w-]+$/);
  return { token, botId: token.split(':')[0]! };
}

describe('the Telegram channel', () => {
  it(
    'connects a bot in the dashboard; a Telegram user gets the agent, its buttons and the team',
    { timeout: 180_000 },
    async () => {
      const dashboard = await browser.newPage({ viewport: DESKTOP });
      await signIn(dashboard, origin, freshUser('telegram-owner'));
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

      const telegram = await browser.newPage({ viewport: DESKTOP });
      const { token, botId } = await createBot(telegram);
      await snap(telegram, 'telegram-botfather');
      await expectNoAxeViolations(telegram, 'the Telegram stand-in home');

      // Channels tab: the Telegram card connects with the token.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Connect Telegram' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'Telegram' });
      await dialog.getByLabel('Bot token').fill('not-a-token');
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await seen(dashboard, 'Please provide a valid token.');
      await dialog.getByLabel('Bot token').fill(`${botId}:wrongSecret`);
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await seen(dashboard, 'Failed to set webhook: Unauthorized');
      await dialog.getByLabel('Bot token').fill(token);
      await snap(dashboard, 'telegram-connect-dialog');
      await expectNoAxeViolations(dashboard, 'the Telegram connect dialog');
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await seen(dashboard, 'Telegram channel saved successfully');
      await dialog.getByText(/answers as this agent/).waitFor();
      await dashboard.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await dashboard.getByRole('button', { name: 'Configure Telegram' }).waitFor();
      const card = dashboard.getByRole('region', { name: 'Telegram' });
      expect(await card.getByText('Active').count()).toBe(1);
      await snap(dashboard, 'telegram-channels-tab');
      await expectNoAxeViolations(dashboard, 'the Channels tab with Telegram active');
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'telegram-channels-tab-phone');
      await dashboard.setViewportSize(DESKTOP);

      // Credentials lists the bot with its public id only; the token stays with the server.
      await dashboard.goto(`${origin}/app/${region}/credentials`);
      const tokens = dashboard.getByRole('table', { name: 'Channel tokens' });
      await tokens.getByText(`${botId}:••••••••`).waitFor({ timeout: 20_000 });
      expect(await dashboard.locator('body').innerText()).not.toContain(token);
      await snap(dashboard, 'telegram-credentials');
      await expectNoAxeViolations(dashboard, 'Credentials with a channel token');

      // A Telegram user writes to the bot on the stand-in's page.
      await telegram.goto(`${urls.telegram}/chat/${botId}`);
      const send = async (text: string) => {
        await telegram.getByRole('textbox', { name: 'Message' }).fill(text);
        await telegram.getByRole('button', { name: 'Send' }).click();
      };
      await send('Do you ship to Norway?');
      await seen(telegram, 'Hi! I know all about our trail shoes.');
      await seen(telegram, /We ship to Norway within three working days/);
      await send('Can I pay with seashells?');
      const talk = telegram.getByRole('button', { name: 'Talk to a person' });
      await talk.waitFor({ timeout: 20_000 });
      await snap(telegram, 'telegram-chat-buttons');
      await expectNoAxeViolations(telegram, 'the Telegram chat with inline buttons');
      await talk.click();
      await seen(telegram, 'Let me connect you with a member of our team.');

      // The inbox lists it as a Telegram conversation; the reply goes back through the bot.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/convos`);
      const entry = dashboard.getByRole('button', { name: /Tess/ }).first();
      await entry.waitFor({ timeout: 20_000 });
      expect(await entry.getByText('Telegram').count()).toBe(1);
      await entry.click();
      await dashboard.getByRole('button', { name: 'Take over' }).click();
      await dashboard
        .getByRole('textbox', { name: 'Reply' })
        .fill('Hi Tess, Sam here: seashells are fine.');
      await dashboard.getByRole('button', { name: 'Send reply' }).click();
      await seen(telegram, 'Hi Tess, Sam here: seashells are fine.');
      await snap(dashboard, 'telegram-inbox-reply');
      // The team's 'Chat request' pop-up is the notifications area's own and checked there.
      await expectNoAxeViolations(dashboard, 'the inbox with a Telegram conversation', {
        exclude: ['.mantine-Notifications-root'],
      });
      await snap(telegram, 'telegram-chat-team-reply');
      await telegram.setViewportSize(PHONE);
      await snap(telegram, 'telegram-chat-phone');

      // Disconnecting releases the bot: the card offers Connect again.
      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Configure Telegram' }).click();
      await dashboard.getByRole('button', { name: /^Disconnect @/ }).click();
      await seen(dashboard, 'Telegram channel disconnected.');
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Connect Telegram' }).waitFor();
      await telegram.goto(urls.telegram);
      expect(await telegram.getByText('Webhook: none').count()).toBeGreaterThan(0);
      await dashboard.close();
      await telegram.close();
    },
  );
});
