import { doc, updateDoc } from 'firebase/firestore';
import type { Region } from '@vg/common/endpoints';
import type { AgentFieldEdits } from './ChatBackend';
import { regionDb } from './regionDb';

/**
 * Writes a super administrator's inline edits (hand-off title and subtitle,
 * banner image) to the agent document. The security rules let the agent's
 * workspace edit it directly; anyone else is refused there.
 */
export async function saveAgentFields(
  region: Region,
  agentId: string,
  fields: AgentFieldEdits,
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string'),
  );
  if (!Object.keys(changes).length) return;
  await updateDoc(doc(regionDb(region), 'voiceglow', agentId), changes);
}
