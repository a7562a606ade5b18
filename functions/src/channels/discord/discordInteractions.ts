import { z } from 'zod';
import {
  discordAnswerTaskSchema,
  discordInteractionSchema,
  toChannelParts,
  type DiscordAnswerTask,
  type DiscordInteraction,
  type Message,
} from '@vg/common';
import { callDiscord } from '../../gateways/discord';
import { enqueueTask, isDuplicateTask } from '../../gateways/taskQueue';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { findClaim } from '../channelClaims';
import { discordApp, discordChannelPath, validDiscordSignature } from './discordApp';
import { discordMessage } from './discordMessages';
import { ANSWER_DISCORD_FUNCTION } from './runDiscordAnswerTask';

const PONG = { type: 1 };
/** DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: the person sees "… is thinking" until the answer. */
const DEFERRED_MESSAGE = 5;
/** DEFERRED_UPDATE_MESSAGE: a button press acknowledged; the answer comes as a follow-up. */
const DEFERRED_UPDATE = 6;
const EPHEMERAL = 64;
const say = (content: string) => ({
  type: 4,
  data: { content, flags: EPHEMERAL, allowed_mentions: { parse: [] } },
});

function actionOf(interaction: DiscordInteraction): DiscordAnswerTask['action'] | null {
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
 * /ask command and a pressed button in a connected channel are
 * acknowledged at once (Discord allows 3 s) with a deferred response (type
 * 5 after /ask, type 6 after a button), and one task per interaction id
 * runs the agent as the widget does and sends its turn through the
 * interaction's webhook (runDiscordAnswerTask).
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
    const name = user.global_name ?? user.username;
    const deferred = interaction.type === 3 ? 'update' : 'message';
    const task: DiscordAnswerTask = {
      region: claim.region,
      agentId: claim.agentId,
      channelId,
      interactionId: interaction.id,
      token: interaction.token ?? '',
      deferred,
      user: { id: user.id, ...(name ? { name: name.slice(0, 64) } : {}) },
      action,
    };
    if (!discordAnswerTaskSchema.safeParse(task).success)
      throw new HttpError(400, 'The interaction has no usable token.', { code: 'invalid-token' });
    try {
      await enqueueTask(ANSWER_DISCORD_FUNCTION, task, { id: `discord-${interaction.id}` });
    } catch (error) {
      if (isDuplicateTask(error)) return { body: say('This interaction was answered already.') };
      throw error;
    }
    // Discord waits 3 s for this answer; the agent's turn follows through the interaction's webhook.
    return { body: { type: deferred === 'message' ? DEFERRED_MESSAGE : DEFERRED_UPDATE } };
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
