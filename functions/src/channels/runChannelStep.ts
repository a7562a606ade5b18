import type { Firestore } from 'firebase-admin/firestore';
import {
  type ConversationChannel,
  type Message,
  type Region,
  type RuntimeAction,
} from '@vg/common';
import { loadAgent } from '../agents/loadAgent';
import { conversationPath } from '../chat/convos/conversationAccess';
import { textMessage } from '../chat/convos/turns';
import type { InteractStep } from '../chat/interact/InteractStep';
import { runInteraction } from '../chat/interact/runInteraction';
import { HttpError } from '../http/HttpError';
import { pathId } from '../http/pathId';

/** The conversation id of a person on a channel: one conversation per bot/number/page and person. */
export function channelConversationId(channel: ConversationChannel): string {
  return pathId(`${channel.type}-${channel.id}-${channel.to}`.slice(0, 200), 'conversation');
}

export interface ChannelStepInput {
  db: Firestore;
  region: Region;
  agentId: string;
  channel: ConversationChannel;
  /** What the person did; null for a channel's own start command (Telegram's /start). */
  action: RuntimeAction | null;
}

/**
 * One inbound channel message through the same agent runtime as the web
 * widget (runInteraction: knowledge, credits, hand-off, the inbox). A new
 * conversation opens with the agent's opening turn when Smart
 * Initialization is on (or the person pressed start). Answers the bot
 * messages to send back; a refusal the widget would show (tokens used up,
 * interaction cap, agent off) comes back as a text message.
 */
export async function runChannelStep(input: ChannelStepInput): Promise<Message[]> {
  const { db, agentId, channel } = input;
  const userId = channelConversationId(channel);
  const [agent, convo] = await Promise.all([
    loadAgent(db, agentId),
    db.doc(conversationPath(agentId, userId)).get(),
  ]);
  const step = (action: RuntimeAction): InteractStep => ({
    region: input.region,
    db,
    agentId,
    userId,
    callerUid: `channel:${userId}`,
    action,
    appendMessages: [],
    appendAtStart: false,
    variables: {},
    transcriptMetadata: channel.name ? { name: channel.name } : {},
    origin: channel.type,
    initialTurns: [],
    isTest: false,
    streamed: false,
    channel,
  });
  const messages: Message[] = [];
  try {
    if (input.action === null || (!convo.exists && agent.smartInit !== false)) {
      messages.push(...(await runInteraction(step({ type: 'launch' }))).actionMessages);
    }
    if (input.action !== null) {
      const result = await runInteraction(step(input.action));
      messages.push(...result.actionMessages);
      if (result.appError) messages.push(textMessage('bot', result.appError, 0));
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    // Tokens used up, the interaction cap, an agent turned off: the widget's own words.
    messages.push(textMessage('bot', error.message, 0));
  }
  return messages;
}
