import { doc, onSnapshot } from 'firebase/firestore';
import type { Region } from '@vg/common/endpoints';
import { conversationStateSchema } from '@vg/common/schemas/conversation';
import { parseTurns } from '../app/chat/conversation';
import type { ConversationView } from './ChatBackend';
import { regionDb } from './firebase';

/**
 * Live view of `voiceglow/{agentId}/convos/{userId}`: replies written by the
 * functions and by human agents appear without polling. Turns are stored as
 * a JSON string. A document that cannot be read yet (no conversation, or the
 * rules deny it before the first message) counts as empty.
 */
export function watchConversation(
  region: Region,
  agentId: string,
  userId: string,
  onConversation: (view: ConversationView) => void,
): () => void {
  const empty: ConversationView = {
    exists: false,
    turns: [],
    state: 'ai-chatting',
    chatAssignedTo: null,
    totalUserInteractions: 0,
  };
  return onSnapshot(
    doc(regionDb(region), 'voiceglow', agentId, 'convos', userId),
    (snapshot) => {
      const data = snapshot.data();
      if (!data) return onConversation(empty);
      const state = conversationStateSchema.safeParse(data.state);
      onConversation({
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
      });
    },
    (error) => {
      console.warn('conversation listener', error);
      onConversation(empty);
    },
  );
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
