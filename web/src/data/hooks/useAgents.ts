import type { Region } from '@vg/common';
import { watchAgent, watchAgents, watchAgentsByIds, type Agent } from '../agents';
import type { KnowledgeIndexProgress } from '@vg/common';
import {
  watchKnowledgeDocs,
  watchKnowledgeIndexProgress,
  type KnowledgeDocument,
} from '../knowledge';
import { watchAgentSecrets, type AgentSecrets } from '../secrets';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** Agents owned by a workspace, newest first, live. */
export function useAgents(region: Region, ownerId: string | null): LiveValue<Agent[]> {
  return useLiveValue<Agent[]>(ownerId ? `${region}/${ownerId}` : null, (onChange, onError) =>
    watchAgents(region, ownerId ?? '', onChange, onError),
  );
}

/** One agent, live; `null` value when the document does not exist. */
export function useAgent(region: Region, agentId: string | null): LiveValue<Agent | null> {
  return useLiveValue<Agent | null>(agentId ? `${region}/${agentId}` : null, (onChange, onError) =>
    watchAgent(region, agentId ?? '', onChange, onError),
  );
}

/** The owner-only secrets of an agent, live. */
export function useAgentSecrets(region: Region, agentId: string | null): LiveValue<AgentSecrets> {
  return useLiveValue<AgentSecrets>(agentId ? `${region}/${agentId}` : null, (onChange, onError) =>
    watchAgentSecrets(region, agentId ?? '', onChange, onError),
  );
}

/** The newest `count` knowledge documents of an agent, live. */
export function useKnowledgeDocs(
  region: Region,
  agentId: string | null,
  count: number,
): LiveValue<KnowledgeDocument[]> {
  return useLiveValue<KnowledgeDocument[]>(
    agentId ? `${region}/${agentId}/${count}` : null,
    (onChange, onError) => watchKnowledgeDocs(region, agentId ?? '', count, onChange, onError),
  );
}

/** The agents of a list of ids (a client's widgets), live, in that order; missing ones left out. */
export function useAgentsByIds(region: Region, agentIds: readonly string[]): LiveValue<Agent[]> {
  return useLiveValue<Agent[]>(`${region}/${agentIds.join(',')}`, (onChange, onError) =>
    watchAgentsByIds(region, agentIds, onChange, onError),
  );
}

/** How far the background indexing of an agent's knowledge has come, live. */
export function useKnowledgeIndexProgress(
  region: Region,
  agentId: string | null,
): LiveValue<KnowledgeIndexProgress | null> {
  return useLiveValue<KnowledgeIndexProgress | null>(
    agentId ? `${region}/${agentId}` : null,
    (onChange, onError) => watchKnowledgeIndexProgress(region, agentId ?? '', onChange, onError),
  );
}
