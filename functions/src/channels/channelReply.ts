import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  appendHumanAgentReply,
  channelReplyRequestSchema,
  conversationChannelSchema,
} from '@vg/common';
import { conversationPath } from '../chat/convos/conversationAccess';
import { textMessage } from '../chat/convos/turns';
import { adminAuth } from '../firestore';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { agentForTeam } from './agentTeam';
import { sendToChannel } from './sendToChannel';

export const NOT_YOUR_CHANNEL_CHAT = 'Take over the chat before replying.';

/**
 * POST /agents/{agentId}/convos/{userId}/channel-reply `{text}`: a team
 * member's reply in a conversation from a messaging channel. The member
 * must hold the chat (as for a web chat); the reply goes out through the
 * channel first and is added to the conversation once delivered, so the
 * inbox never shows a reply the person did not get.
 */
export const channelReply = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/convos/:userId/channel-reply',
  input: channelReplyRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agent = await agentForTeam(db, caller, params.agentId ?? '');
    const { uid } = await caller();
    const ref = db.doc(conversationPath(agent.ID, params.userId ?? ''));
    const holds = (data: DocumentData | undefined) =>
      data?.state === 'human-chatting' && data.chatAssignedTo === uid;
    const convo = (await ref.get()).data();
    if (!holds(convo)) throw new HttpError(409, NOT_YOUR_CHANNEL_CHAT, { code: 'not-your-chat' });
    const channel = conversationChannelSchema.safeParse(convo?.channel);
    if (!channel.success)
      throw new HttpError(400, 'This conversation is a web chat: reply from the inbox directly.');
    await sendToChannel(db, channel.data, [textMessage('bot', input.text, 0)]);
    const name =
      input.agentName ??
      (
        await adminAuth()
          .getUser(uid)
          .catch(() => null)
      )?.displayName ??
      '';
    await db.runTransaction(async (tx) => {
      const data = (await tx.get(ref)).data();
      if (!holds(data)) throw new HttpError(409, NOT_YOUR_CHANNEL_CHAT, { code: 'not-your-chat' });
      tx.update(ref, {
        turns: appendHumanAgentReply(typeof data?.turns === 'string' ? data.turns : null, {
          text: input.text,
          agentName: name,
          agentUid: uid,
          ts: Date.now(),
        }),
        lastModified: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    return { body: { sent: true } };
  },
});
