import { z } from 'zod';
import {
  discordInteractionSchema,
  toChannelParts,
  type DiscordInteraction,
  type Message,
} from '@vg/common';
import { callDiscord } from '../../gateways/discord';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { answerInbound, type InboundAction } from '../answerInbound';
import { findClaim } from '../channelClaims';
import { discordApp, discordChannelPath, validDiscordSignature } from './discordApp';
import { discordMessage } from './discordMessages';

const PONG = { type: 1 };
const EPHEMERAL = 64;
const say = (content: string) => ({
  type: 4,
  data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } },
});

function actionOf(interaction: DiscordInteraction): InboundAction | null {
  if (interaction.type === 3 && interaction.data?.custom_id)
    return { pressed: interaction.data.custom_id };
  if (interaction.type !== 2 || interaction.data?.name !== 'ask') return null;
  const value = interaction.data.options?.find((o) => o.name === 'message')?.value;
  const text = typeof value === 'string' ? value.trim().slice(0, 2000) : '';
  return text ? { text } : null;
}

/**
 * POST /channels/discord/interactions: the application's Interactions
 * Endpoint. A request not signed with the application's Ed25519 key is
 * refused (401) before anything is read or written; PING answers PONG. The
 * /ask command and a pressed button in a connected channel run the agent
 * as the widget does, once per interaction id, and its turn is the answer
 * (type 4, one message with its buttons).
 */
export const discordInteractions = defineEndpoint({
  method: 'POST',
  path: '/channels/discord/interactions',
  input: z.object({}),
  body: 'raw',
  maxBodyBytes: 256 * 1024,
  handle: async ({ headers, rawBody }) => {
    const body = await rawBody();
    const { publicKey } = discordApp();
    if (
      !validDiscordSignature(
        publicKey,
        headers['x-signature-ed25519'],
        headers['x-signature-timestamp'],
        body,
      )
    )
      throw new HttpError(401, 'invalid request signature', { code: 'bad-signature' });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The interaction is not valid JSON.', { code: 'invalid-json' });
    }
    const parsed = discordInteractionSchema.safeParse(json);
    if (!parsed.success) throw new HttpError(400, 'The request is not a Discord interaction.');
    const interaction = parsed.data;
    if (interaction.type === 1) return { body: PONG };
    const action = actionOf(interaction);
    const channelId = interaction.channel_id;
    if (!action || !channelId) return { body: say('This command is not one the agent knows.') };
    const claim = await findClaim(discordChannelPath(channelId), 'agentID');
    if (!claim) return { body: say('This channel is not connected to an agent.') };
    const user = interaction.member?.user ?? interaction.user;
    if (!user) return { body: say('Only people can talk to the agent.') };
    let reply: Message[] = [];
    const outcome = await answerInbound({
      db: claim.db,
      region: claim.region,
      agentId: claim.agentId,
      channel: {
        type: 'discord',
        id: channelId,
        to: user.id,
        ...(user.global_name || user.username ? { name: user.global_name ?? user.username } : {}),
      },
      deliveryPath: `${discordChannelPath(channelId)}/interactions/${interaction.id}`,
      action,
      send: async (messages) => {
        reply = messages;
      },
    });
    if (outcome === 'duplicate') return { body: say('This interaction was answered already.') };
    return { body: { type: 4, data: discordMessage(toChannelParts(reply)) } };
  },
});

/** A team member's reply in a Discord channel, addressed to the person, through the bot. */
export async function sendDiscordReply(
  channelId: string,
  userId: string,
  messages: readonly Message[],
) {
  const message = discordMessage(toChannelParts(messages));
  const answer = await callDiscord('POST', `channels/${channelId}/messages`, {
    body: {
      ...message,
      content: `<@${userId}> ${message.content}`.slice(0, 2000),
      allowed_mentions: { parse: [], users: [userId] },
    },
  });
  if (!answer.ok)
    throw new HttpError(502, `Discord did not accept the message: ${answer.message}`, {
      code: 'discord-refused',
    });
}
