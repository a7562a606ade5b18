import { doc, onSnapshot } from 'firebase/firestore';
import type { Region } from '@vg/common/endpoints';
import type { Agent } from '@vg/common/schemas/agent';
import { readAgentDocument } from './readAgentDocument';
import { regionDb } from './regionDb';

/**
 * Live view of the public agent document `voiceglow/{agentId}`: settings
 * changed in the dashboard reach open chats at once. A document that fails
 * the schema is reported as an error, a missing one as null.
 */
export function watchAgent(
  region: Region,
  agentId: string,
  onAgent: (agent: Agent | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(regionDb(region), 'voiceglow', agentId),
    (snapshot) => {
      const data = snapshot.data();
      if (!data) return onAgent(null);
      try {
        onAgent(readAgentDocument(snapshot.id, data));
      } catch (error) {
        onError(error as Error);
      }
    },
    onError,
  );
}
