import type { Region } from '@vg/common';
import { useKnowledgeIndexProgress } from '../../../../data/hooks/useAgents';
import { IndexingStatus } from './IndexingStatus';

/** The agent's knowledge indexing progress, live (see IndexingStatus). */
export function IndexingProgress({ region, agentId }: { region: Region; agentId: string }) {
  const progress = useKnowledgeIndexProgress(region, agentId);
  return <IndexingStatus progress={progress.status === 'ready' ? progress.value : null} />;
}
