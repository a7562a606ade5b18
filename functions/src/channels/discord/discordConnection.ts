import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  DISCORD_ASK_COMMAND,
  discordChannelInfoSchema,
  discordConnectionInputSchema,
  discordWebhookSchema,
} from '@vg/common';
import { loadEnv } from '../../env';
import { callDiscord } from '../../gateways/discord';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { assertFree } from '../channelClaims';
import { DISCORD_BOT_PERMISSIONS, discordApp, discordChannelPath } from './discordApp';

export const DISCORD_SAVED = 'Agent channels saved successfully';
export const DISCORD_FAILED = 'Failed to save agent channels';
const TAKEN = `${DISCORD_FAILED}: this Discord channel already answers for another agent.`;

const failed = (message: string, status = 400, code = 'discord-refused') =>
  new HttpError(status, `${DISCORD_FAILED}: ${message}`, { code });

/** GET /channels/discord/install: the OAuth2 address that adds the bot to a server. */
export const discordInstall = defineEndpoint({
  method: 'GET',
  path: '/channels/discord/install',
  input: z.object({}),
  handle: async ({ caller }) => {
    await caller();
    const url = new URL(`${loadEnv().VG_DISCORD_WEB_ROOT}/oauth2/authorize`);
    url.search = new URLSearchParams({
      client_id: discordApp().appId,
      scope: 'bot applications.commands',
      permissions: DISCORD_BOT_PERMISSIONS,
    }).toString();
    return { body: { url: url.toString() } };
  },
});

/** A Discord webhook URL: `{api}/webhooks/{id}/{token}` on Discord's own host. */
function webhookParts(webhookUrl: string): { id: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(loadEnv().VG_DISCORD_API_ROOT).origin) return null;
  const match = /^\/api(?:\/v\d+)?\/webhooks\/(\d{1,20})\/([\w-]{1,200})\/?$/.exec(url.pathname);
  return match ? { id: match[1]!, token: match[2]! } : null;
}

/**
 * POST /agents/{agentId}/channels/discord `{channelId, webhookUrl}`: the
 * channel's /ask command answers as this agent. The webhook URL (only a
 * member who manages the channel can copy one) must post in that channel,
 * the bot must be in its server (added with Manage Server); the /ask
 * command is registered, then the channel is claimed. The webhook's token
 * is not kept.
 */
export const connectDiscord = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/discord',
  input: discordConnectionInputSchema,
  handle: async ({ db, region, params, input, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { appId } = discordApp();
    if (!/^\d{1,20}$/.test(input.channelId))
      throw failed('the channel ID is the number Discord copies with “Copy Channel ID”.');
    const claimPath = discordChannelPath(input.channelId);
    await assertFree(claimPath, agent.ID, region, TAKEN, 'agentID');
    const parts = webhookParts(input.webhookUrl);
    if (!parts)
      throw failed(
        'the webhook URL is not a Discord webhook URL (Server Settings → Integrations → Webhooks → Copy Webhook URL).',
      );
    const webhook = await callDiscord('GET', `webhooks/${parts.id}/${parts.token}`, {
      asBot: false,
    });
    if (!webhook.ok) throw failed(`Discord did not find this webhook (${webhook.message}).`);
    const hook = discordWebhookSchema.safeParse(webhook.body);
    if (!hook.success || hook.data.channel_id !== input.channelId)
      throw failed(
        'this webhook posts in another channel: make one in the channel you connect.',
        400,
        'webhook-elsewhere',
      );
    const channel = await callDiscord('GET', `channels/${input.channelId}`);
    if (!channel.ok)
      throw failed(
        channel.status === 403 || channel.status === 404
          ? 'add the VoiceGlow bot to your server first (it needs the Manage Server permission).'
          : channel.message,
        400,
        'bot-not-in-server',
      );
    const info = discordChannelInfoSchema.safeParse(channel.body);
    const commands = await callDiscord('PUT', `applications/${appId}/commands`, {
      body: [DISCORD_ASK_COMMAND],
    });
    if (!commands.ok) throw failed(commands.message);
    const claim = db.doc(claimPath);
    await db.runTransaction(async (tx) => {
      const now = await tx.get(claim);
      if (now.exists && now.get('agentID') !== agent.ID)
        throw new HttpError(409, TAKEN, { code: 'channel-taken' });
      tx.set(claim, {
        ID: input.channelId,
        agentID: agent.ID,
        channelId: input.channelId,
        webhookId: parts.id,
        guildId: info.success ? (info.data.guild_id ?? '') : '',
        channelName: info.success ? (info.data.name ?? '') : '',
        ownerID: agent.ownerID,
        connectedAt: FieldValue.serverTimestamp(),
      });
    });
    return { body: { message: DISCORD_SAVED, channelId: input.channelId } };
  },
});

/** DELETE /agents/{agentId}/channels/discord/{channelId}: the channel stops answering; the claim is released. */
export const disconnectDiscord = defineEndpoint({
  method: 'DELETE',
  path: '/agents/:agentId/channels/discord/:channelId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const claim = await db.doc(discordChannelPath(params.channelId ?? '')).get();
    if (!claim.exists || claim.get('agentID') !== agent.ID)
      throw new HttpError(404, 'This Discord channel is not connected to this agent.');
    await claim.ref.delete();
    return { body: { message: 'The Discord channel is no longer connected.' } };
  },
});
