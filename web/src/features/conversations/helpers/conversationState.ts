import type { StoredConversationState } from '@vg/common';

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

/** The visitor's name, e-mail or, lacking both, the conversation id. */
export function visitorLabel(conversation: { id: string; userName: string; userEmail: string }) {
  return conversation.userName || conversation.userEmail || conversation.id;
}
