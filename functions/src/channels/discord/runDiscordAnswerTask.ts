import { logger } from 'firebase-functions';
import { discordAnswerTaskSchema, toChannelParts, type Message } from '@vg/common';
import { callDiscord } from '../../gateways/discord';
import { dbFor } from '../../firestore';
import { answerInbound } from '../answerInbound';
import { discordApp, discordChannelPath } from './discordApp';
import { discordMessage } from './discordMessages';

/** The task queue function that answers deferred interactions (exported from index.ts). */
export const ANSWER_DISCORD_FUNCTION = 'answerDiscord';

/**
 * The background answer to a deferred interaction: the agent runs once per
 * interaction id, as in the widget, and its turn goes back through the
 * interaction's webhook: after /ask (deferred type 5) it replaces the
 * "thinking" message (`PATCH /webhooks/{app}/{token}/messages/@original`),
 * after a button press (type 6) it is a follow-up message (`POST
 * /webhooks/{app}/{token}`). A task that cannot be parsed ends without a
 * retry; a failing agent is thrown (its delivery claim released), so Cloud
 * Tasks tries again. A delivery Discord refuses (the token expired after
 * 15 minutes) is logged: the turn is in the conversation, and running the
 * agent again would answer twice.
 */
export async function runDiscordAnswerTask(data: unknown): Promise<void> {
  const parsed = discordAnswerTaskSchema.safeParse(data);
  if (!parsed.success) {
    logger.warn(`Ignored a Discord answer task: ${parsed.error.message}`);
    return;
  }
  const task = parsed.data;
  const { appId } = discordApp();
  await answerInbound({
    db: dbFor(task.region),
    region: task.region,
    agentId: task.agentId,
    channel: {
      type: 'discord',
      id: task.channelId,
      to: task.user.id,
      ...(task.user.name ? { name: task.user.name } : {}),
    },
    deliveryPath: `${discordChannelPath(task.channelId)}/interactions/${task.interactionId}`,
    action: task.action,
    send: (messages) => deliverAnswer(appId, task.token, task.deferred, messages),
  });
}

async function deliverAnswer(
  appId: string,
  token: string,
  deferred: 'message' | 'update',
  messages: readonly Message[],
): Promise<void> {
  const body = discordMessage(toChannelParts(messages));
  const hook = `webhooks/${appId}/${encodeURIComponent(token)}`;
  const answer =
    deferred === 'message'
      ? await callDiscord('PATCH', `${hook}/messages/@original`, { body, asBot: false })
      : await callDiscord('POST', hook, { body, asBot: false });
  if (!answer.ok)
    logger.error(
      `Discord did not take an interaction's answer: ${answer.status} ${answer.message}`,
    );
}
