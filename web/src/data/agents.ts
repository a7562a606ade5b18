import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { agentSchema, type Agent, type Region } from '@vg/common';
import { regionDb } from './firebase';

export type { Agent };

export function agentsCollection(db: Firestore) {
  return collection(db, 'voiceglow');
}

export function agentRef(region: Region, agentId: string) {
  return doc(agentsCollection(regionDb(region)), agentId);
}

/** Parses a stored agent; documents that fail the schema are reported, not shown half-read. */
export function parseAgent(id: string, data: unknown): Agent | null {
  const parsed = agentSchema.safeParse({ ID: id, ...(data as object) });
  if (!parsed.success) console.warn(`Agent ${id} does not match the schema`, parsed.error.issues);
  return parsed.success ? parsed.data : null;
}

/** The agent document, live: every save reaches open editors and widgets at once. */
export function watchAgent(
  region: Region,
  agentId: string,
  onChange: (agent: Agent | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    agentRef(region, agentId),
    (snap) => onChange(snap.exists() ? parseAgent(snap.id, snap.data()) : null),
    onError,
  );
}

/** Used to send the user to the region an agent actually lives in. */
export async function agentExists(region: Region, agentId: string): Promise<boolean> {
  return (await getDoc(agentRef(region, agentId))).exists();
}

/** Agents owned by a workspace, live. */
export function watchAgents(
  region: Region,
  ownerId: string,
  onChange: (agents: Agent[]) => void,
  onError: (error: Error) => void,
): () => void {
  const owned = query(agentsCollection(regionDb(region)), where('ownerID', '==', ownerId));
  return onSnapshot(
    owned,
    (snap) =>
      onChange(
        snap.docs
          .flatMap((d) => {
            const agent = parseAgent(d.id, d.data());
            return agent ? [agent] : [];
          })
          // Starred first, then the most recently edited.
          .sort(
            (a, b) =>
              Number(Boolean(b.starred)) - Number(Boolean(a.starred)) ||
              (b.lastModified ?? 0) - (a.lastModified ?? 0),
          ),
      ),
    onError,
  );
}

/** Done in the Widget Script dialog: the agent counts as deployed from then on. */
export async function markAgentDeployed(region: Region, agentId: string): Promise<void> {
  await updateDoc(agentRef(region, agentId), { isDeployed: true, deployed: true });
}

export async function setAgentStarred(
  region: Region,
  agentId: string,
  starred: boolean,
): Promise<void> {
  await updateDoc(agentRef(region, agentId), { starred });
}

/**
 * Several agents by id, live, in the order given (a client's widgetIDs).
 * One listener per document: visitors' public agent documents need no query rule.
 */
export function watchAgentsByIds(
  region: Region,
  agentIds: readonly string[],
  onChange: (agents: Agent[]) => void,
  onError: (error: Error) => void,
): () => void {
  const found = new Map<string, Agent | null>();
  const emit = () => {
    if (found.size < agentIds.length) return;
    onChange(agentIds.flatMap((id) => found.get(id) ?? []));
  };
  if (agentIds.length === 0) onChange([]);
  const stops = agentIds.map((id) =>
    watchAgent(
      region,
      id,
      (agent) => {
        found.set(id, agent);
        emit();
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}
