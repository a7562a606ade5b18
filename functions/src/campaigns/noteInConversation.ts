import type { Firestore } from 'firebase-admin/firestore';
import type { ConversationChannel } from '@vg/common';
import { conversationPath } from '../chat/convos/conversationAccess';
import { decodeTurns, encodeTurns, makeTurn, textMessage } from '../chat/convos/turns';
import { channelConversationId } from '../channels/runChannelStep';

/**
 * Adds the campaign's message to the person's conversation on the channel
 * (when they have one), so the inbox shows what a reply answers. The
 * conversation keeps its place in the inbox until the person writes.
 */
export async function noteInConversation(
  db: Firestore,
  agentId: string,
  channel: ConversationChannel,
  text: string,
  at: number,
): Promise<void> {
  const ref = db.doc(conversationPath(agentId, channelConversationId(channel)));
  await db.runTransaction(async (tx) => {
    const convo = await tx.get(ref);
    if (!convo.exists) return;
    const turns = decodeTurns(convo.get('turns'));
    const session = turns.at(-1)?.session_id ?? '';
    const turn = makeTurn('bot', [textMessage('bot', text, 0, at)], session, undefined, at);
    tx.update(ref, { turns: encodeTurns([...turns, turn]) });
  });
}
