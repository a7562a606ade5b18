import { conversationStateSchema } from '@vg/common/schemas/conversation';
import { parseTurns } from '../app/chat/conversation';
import type { ConversationView } from './ChatBackend';

/** What the chat shows while no conversation document exists (or it cannot be read yet). */
export const EMPTY_CONVERSATION: ConversationView = {
  exists: false,
  turns: [],
  state: 'ai-chatting',
  chatAssignedTo: null,
  totalUserInteractions: 0,
};

/**
 * `voiceglow/{agentId}/convos/{userId}` as the chat uses it, read the same
 * way from the first REST read and from the live listener. Turns are stored
 * as a JSON string; a field of the wrong type counts as absent.
 */
export function readConversationDocument(
  data: Record<string, unknown> | null | undefined,
): ConversationView {
  if (!data) return EMPTY_CONVERSATION;
  const state = conversationStateSchema.safeParse(data.state);
  return {
    exists: true,
    turns: parseTurns(data.turns),
    state: state.success ? state.data : 'ai-chatting',
    chatAssignedTo: typeof data.chatAssignedTo === 'string' ? data.chatAssignedTo : null,
    totalUserInteractions:
      typeof data.totalUserInteractions === 'number' ? data.totalUserInteractions : 0,
    ratingFrom5: typeof data.ratingFrom5 === 'number' ? data.ratingFrom5 : null,
    handoffRequestedAt: positiveNumber(data.handoffRequestedAt),
    handoffTimeout: positiveNumber(data.handoffTimeout),
    chatAssignedName:
      typeof data.chatAssignedName === 'string' && data.chatAssignedName
        ? data.chatAssignedName
        : null,
  };
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
