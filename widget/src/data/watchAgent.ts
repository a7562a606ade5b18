import { doc, onSnapshot } from 'firebase/firestore';
import type { Region } from '@vg/common/endpoints';
import { agentSchema, type Agent } from '@vg/common/schemas/agent';
import { regionDb } from './firebase';

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
      if (!snapshot.exists()) return onAgent(null);
      const parsed = agentSchema.safeParse({ ID: snapshot.id, ...snapshot.data() });
      if (parsed.success) onAgent(parsed.data);
      else onError(new Error(`Agent ${agentId}: ${parsed.error.issues[0]?.message ?? 'invalid'}`));
    },
    onError,
  );
}
