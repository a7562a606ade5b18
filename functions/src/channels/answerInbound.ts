import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  channelButtonRequest,
  type ConversationChannel,
  type Message,
  type Region,
  type RuntimeAction,
} from '@vg/common';
import { recordCampaignReply } from '../campaigns/recordCampaignReply';
import { conversationPath } from '../chat/convos/conversationAccess';
import { decodeTurns } from '../chat/convos/turns';
import { leadId } from '../insights/leadWrite';
import { claimDelivery } from './claimDelivery';
import { channelConversationId, runChannelStep } from './runChannelStep';

/** What the person did: wrote text, pressed a button (by the label or id it carried), or started. */
export type InboundAction = { text: string } | { pressed: string } | { start: true };

/** A provider's delivery id as a document id (ids such as wamid.… may hold any character). */
export function deliveryDocId(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 40);
}

/**
 * One inbound channel message, once: the delivery is claimed under
 * `deliveryPath` (a replay is answered 'duplicate' without running the
 * agent), the agent runs as in the widget, and its messages go back with
 * `send`. When the agent fails the claim is released, so the provider's
 * retry may run it again.
 */
export async function answerInbound(input: {
  db: Firestore;
  region: Region;
  agentId: string;
  channel: ConversationChannel;
  deliveryPath: string;
  action: InboundAction;
  send: (messages: Message[]) => Promise<void>;
}): Promise<'duplicate' | 'answered'> {
  const { db, agentId, channel } = input;
  const claim = await claimDelivery(db, input.deliveryPath);
  if (!claim.fresh) return 'duplicate';
  let messages: Message[];
  try {
    let action: RuntimeAction | null;
    if ('pressed' in input.action) {
      const convo = await db.doc(conversationPath(agentId, channelConversationId(channel))).get();
      action = channelButtonRequest(decodeTurns(convo.get('turns')), input.action.pressed);
    } else if ('text' in input.action) {
      action = { type: 'text', payload: input.action.text };
    } else {
      action = null;
    }
    messages = await runChannelStep({ db, region: input.region, agentId, channel, action });
  } catch (error) {
    await claim.release();
    throw error;
  }
  if (!('start' in input.action)) await countCampaignReply(db, agentId, channel, input.action);
  await input.send(messages);
  return 'answered';
}

/** The person's message as the reply to a campaign that reached them (never fails the answer). */
async function countCampaignReply(
  db: Firestore,
  agentId: string,
  channel: ConversationChannel,
  action: { text: string } | { pressed: string },
): Promise<void> {
  const lead = leadId({ channelAddress: `${channel.type}:${channel.to}` });
  if (!lead) return;
  await recordCampaignReply(db, {
    agentId,
    leadId: lead,
    conversationId: channelConversationId(channel),
    text: 'text' in action ? action.text : action.pressed,
    at: Date.now(),
  }).catch((error: unknown) => logger.warn('A campaign reply could not be counted:', error));
}
