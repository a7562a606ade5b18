import { doc, onSnapshot } from 'firebase/firestore';
import type { Region } from '@vg/common/endpoints';
import type { ConversationView } from './ChatBackend';
import { regionDb } from './regionDb';
import { EMPTY_CONVERSATION, readConversationDocument } from './readConversationDocument';

/**
 * Live view of `voiceglow/{agentId}/convos/{userId}`: replies written by the
 * functions and by human agents appear without polling. A document that
 * cannot be read yet (no conversation, or the rules deny it before the
 * first message) counts as empty.
 */
export function watchConversation(
  region: Region,
  agentId: string,
  userId: string,
  onConversation: (view: ConversationView) => void,
): () => void {
  return onSnapshot(
    doc(regionDb(region), 'voiceglow', agentId, 'convos', userId),
    (snapshot) => onConversation(readConversationDocument(snapshot.data())),
    (error) => {
      console.warn('conversation listener', error);
      onConversation(EMPTY_CONVERSATION);
    },
  );
}
