import { Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { truncateFor } from '@vg/common';
import { useAgents } from '../../../data/hooks/useAgents';
import { useSessionStore } from '../../../store/session';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { switchAgentPath } from '../helpers/agentPages';

/** Jumps to another agent of the workspace, staying on the same sub-page. */
export function AgentSwitcher({ agentId }: { agentId: string | null }) {
  const { region, current } = useWorkspace();
  const agents = useAgents(region, current.uid);
  const setSelectedAgentId = useSessionStore((s) => s.setSelectedAgentId);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const options = agents.status === 'ready' ? agents.value : [];
  const data = options.map((agent) => ({
    value: agent.ID,
    label: truncateFor('agentTitleSwitcher', agent.title || 'Untitled agent'),
  }));
  if (!agentId) data.unshift({ value: '', label: 'New agent (unsaved)' });

  return (
    <Select
      aria-label="Switch agent"
      size="sm"
      w={{ base: '100%', sm: 260 }}
      data={data}
      value={agentId ?? ''}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No agents"
      onChange={(next) => {
        if (!next || next === agentId) return;
        setSelectedAgentId(next);
        navigate(switchAgentPath(pathname, search, region, next));
      }}
    />
  );
}
