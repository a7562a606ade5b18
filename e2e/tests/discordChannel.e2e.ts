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

describe('the Discord channel', () => {
  it(
    'adds the bot, connects a channel with its webhook; a Discord user gets the agent, its buttons and the team',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const dashboard = await context.newPage();
      await signIn(dashboard, origin, freshUser('discord-owner'));
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

      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Connect Discord' }).click();
      const dialog = dashboard.getByRole('dialog', { name: 'Discord' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(dashboard, 'Please fill out all fields.');

      // The bot is added on Discord's OAuth2 page; a webhook is made in #support.
      const install = dialog.getByRole('link', { name: 'Add the VoiceGlow bot to your server' });
      const discord = await context.newPage();
      await discord.goto((await install.getAttribute('href')) ?? '');
      await seen(discord, 'Manage Server');
      await snap(discord, 'discord-authorize');
      await discord.getByRole('button', { name: 'Authorize' }).click();
      await seen(discord, 'VoiceGlow was added to Trail Runners.');
      await discord.getByRole('button', { name: 'New webhook for #support' }).click();
      const webhookUrl = (await discord.getByTestId('webhook-url').textContent())?.trim() ?? '';
      const channelId =
        (await discord.getByTestId('channel-id-support').textContent())?.trim() ?? '';
      await snap(discord, 'discord-server-settings');
      await expectNoAxeViolations(discord, 'the Discord stand-in server settings');

      await dialog.getByLabel('Channel ID').fill(channelId);
      await dialog.getByLabel('Webhook URL').fill(webhookUrl);
      await snap(dashboard, 'discord-connect-dialog');
      await expectNoAxeViolations(dashboard, 'the Discord connect dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(dashboard, 'Agent channels saved successfully');
      await dialog.getByText(/answers as this agent/).waitFor();
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Configure Discord' }).waitFor();
      expect(
        await dashboard.getByRole('region', { name: 'Discord' }).getByText('Active').count(),
      ).toBe(1);
      await snap(dashboard, 'discord-channels-tab');
      await dashboard.setViewportSize(PHONE);
      await snap(dashboard, 'discord-channels-tab-phone');
      await dashboard.setViewportSize(DESKTOP);

      // A Discord user writes in #support (the app's /ask command).
      await discord.getByRole('link', { name: 'Open #support' }).click();
      const send = async (text: string) => {
        await discord.getByRole('textbox', { name: 'Message' }).fill(text);
        await discord.getByRole('button', { name: 'Send' }).click();
      };
      await send('Do you ship to Norway?');
      await seen(discord, /We ship to Norway within three working days/);
      await send('Can I pay with seashells?');
      const talk = discord.getByRole('button', { name: 'Talk to a person' });
      await talk.waitFor({ timeout: 20_000 });
      await snap(discord, 'discord-channel-buttons');
      await expectNoAxeViolations(discord, 'the Discord channel with buttons');
      await talk.click();
      await seen(discord, 'Let me connect you with a member of our team.');
      // Each interaction was acknowledged within Discord's 3 s (deferred) and answered through its webhook.
      expect(await discord.getByText(/did not respond|interaction failed/).count()).toBe(0);
      expect(await discord.getByText('VoiceGlow is thinking…').count()).toBe(0);

      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/convos`);
      const entry = dashboard.getByRole('button', { name: /Kari/ }).first();
      await entry.waitFor({ timeout: 20_000 });
      expect(await entry.getByText('Discord').count()).toBe(1);
      await entry.click();
      await dashboard.getByRole('button', { name: 'Take over' }).click();
      await dashboard
        .getByRole('textbox', { name: 'Reply' })
        .fill('Hi Kari, Sam here: seashells are fine.');
      await dashboard.getByRole('button', { name: 'Send reply' }).click();
      await seen(discord, /Hi Kari, Sam here: seashells are fine\./);
      await snap(discord, 'discord-channel-team-reply');
      await discord.setViewportSize(PHONE);
      await snap(discord, 'discord-channel-phone');

      await dashboard.goto(`${origin}/app/${region}/agents/${agentId}/channels`);
      await dashboard.getByRole('button', { name: 'Configure Discord' }).click();
      await dashboard.getByRole('button', { name: 'Remove #support' }).click();
      await dashboard.keyboard.press('Escape');
      await dashboard.getByRole('button', { name: 'Connect Discord' }).waitFor();
      await context.close();
    },
  );
});
