import { useParams, useSearchParams } from 'react-router-dom';

/**
 * The agent a route points at. `/agents/new/…` is a new unsaved agent;
 * `/agents/vf?vg_id={id}` is the flow-platform form of an agent's address
 * (without vg_id it is a new flow-platform agent).
 */
export function useAgentIdFromRoute(): {
  agentId: string | null;
  isNew: boolean;
  platformHint: 'vf' | null;
} {
  const { agentId: segment = '' } = useParams();
  const [search] = useSearchParams();
  if (segment === 'vf') {
    const vgId = search.get('vg_id');
    return { agentId: vgId || null, isNew: !vgId, platformHint: 'vf' };
  }
  if (segment === 'new') return { agentId: null, isNew: true, platformHint: null };
  return { agentId: segment, isNew: false, platformHint: null };
}
