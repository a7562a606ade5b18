import { doc, getDoc, onSnapshot } from 'firebase/firestore';
import { agentSecretsPath, agentSecretsSchema, type AgentSecrets, type Region } from '@vg/common';
import { regionDb } from './firebase';

export type { AgentSecrets };

/** `voiceglow/{id}/private/secrets`: owner-only keys, never on the public agent document. */
export function secretsRef(region: Region, agentId: string) {
  return doc(regionDb(region), agentSecretsPath(agentId));
}

export async function loadAgentSecrets(region: Region, agentId: string): Promise<AgentSecrets> {
  const snap = await getDoc(secretsRef(region, agentId));
  const parsed = agentSecretsSchema.safeParse(snap.data() ?? {});
  return parsed.success ? parsed.data : {};
}

export function watchAgentSecrets(
  region: Region,
  agentId: string,
  onChange: (secrets: AgentSecrets) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    secretsRef(region, agentId),
    (snap) => {
      const parsed = agentSecretsSchema.safeParse(snap.data() ?? {});
      onChange(parsed.success ? parsed.data : {});
    },
    onError,
  );
}
