import type { StoredConversationState, Turn } from '@vg/common';
import { messageText } from './messageText';

/** Badge of each stored state, as the inbox names them. */
export const STATE_BADGE: Record<StoredConversationState, { label: string; color: string }> = {
  'ai-chatting': { label: 'AI', color: 'blue' },
  requested_chat: { label: 'Waiting for a human', color: 'orange' },
  'human-chatting': { label: 'Human', color: 'green' },
  ended_chat: { label: 'Ended', color: 'gray' },
};

/** What the team member may do with a conversation in this state. */
export function conversationActions(
  conversation: { state: StoredConversationState; chatAssignedTo: string | null },
  uid: string,
): { canTakeOver: boolean; canReturnToAi: boolean; canReply: boolean; heldBySomeoneElse: boolean } {
  const human = conversation.state === 'human-chatting';
  const mine = human && conversation.chatAssignedTo === uid;
  return {
    canTakeOver: !mine,
    canReturnToAi: human,
    canReply: mine,
    heldBySomeoneElse: human && !mine && conversation.chatAssignedTo !== null,
  };
}

/** The owner's own chat (live preview, test chat), as the inbox names it. */
export const OWNER_CHAT_LABEL = 'Your test chat';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * How the inbox names a conversation: the visitor's name, their e-mail, an
 * e-mail they typed into the chat, else 'Visitor' with the end of the id
 * (enough to tell two apart). The owner's own chats say so.
 */
export function visitorLabel(conversation: {
  id: string;
  userName: string;
  userEmail: string;
  ownerChat?: boolean;
  turns?: readonly Turn[];
}): string {
  if (conversation.ownerChat) return OWNER_CHAT_LABEL;
  if (conversation.userName) return conversation.userName;
  if (conversation.userEmail) return conversation.userEmail;
  const typed = (conversation.turns ?? [])
    .filter((turn) => turn.from === 'human')
    .flatMap((turn) => turn.messages.map(messageText))
    .map((text) => (text ? EMAIL.exec(text)?.[0] : undefined))
    .find(Boolean);
  return typed ?? `Visitor ${conversation.id.slice(-6)}`;
}
