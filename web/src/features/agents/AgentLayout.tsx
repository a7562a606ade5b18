import { useEffect, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@vg/common';
import { agentExists } from '../../data/agents';
import { useAgent, useAgentSecrets } from '../../data/hooks/useAgents';
import { ClientAgentLayout } from '../clients/ClientAgentLayout';
import { useClientSession } from '../clients/ClientContext';
import { INSIGHT_TABS } from '../insights/helpers/insightTabs';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import { canManageAgent, useWorkspace } from '../workspaces/WorkspaceContext';
import { AgentEditorFrame } from '../widgetSettings/AgentEditorFrame';
import { newAgentValues } from '../widgetSettings/form/agentFormValues';
import type { NewAgentSeed } from './components/NewAgentDrawer';
import { useAgentIdFromRoute } from './hooks/useAgentIdFromRoute';

export const NOT_OWNER_MESSAGE = 'This widget does not exist.';
const NOT_OWNER_DELAY_MS = 2500;

/** The agent's pages without a field of the agent form: they open before its secrets arrive. */
function opensBeforeSecrets(tab: string | undefined): boolean {
  return tab !== undefined && (INSIGHT_TABS.has(tab) || tab === 'convos');
}

/** /app/{region}/agents/{id}: the client's agent pages, or the owner's editor. */
export function AgentLayout() {
  const client = useClientSession();
  return client ? <ClientAgentLayout session={client} /> : <OwnerAgentLayout />;
}

/**
 * The owner's side: loads the agent live and decides who may see
 * it. A missing agent that exists in the other region redirects there,
 * otherwise to /404; a user outside the owning workspace is told the widget
 * does not exist and sent back to the widget list.
 */
function OwnerAgentLayout() {
  const workspace = useWorkspace();
  const { region, current, selectWorkspace } = workspace;
  const { agentId, isNew, platformHint } = useAgentIdFromRoute();
  const live = useAgent(region, agentId);
  const agent: Agent | null = live.status === 'ready' ? live.value : null;
  const location = useLocation();
  const owned = agent ? canManageAgent(workspace, agent, location.pathname) : false;
  const secrets = useAgentSecrets(region, owned ? agentId : null);
  const tab = useMatch('/app/:region/agents/:agentId/:tab/*')?.params.tab;
  const navigate = useNavigate();
  const [missingChecked, setMissingChecked] = useState(false);

  const missing = live.status === 'ready' && live.value === null && agentId !== null;
  useEffect(() => {
    if (!missing || !agentId) return;
    const other = region === 'eu' ? 'na' : 'eu';
    let cancelled = false;
    agentExists(other, agentId)
      .catch(() => false)
      .then((exists) => {
        if (cancelled) return;
        setMissingChecked(true);
        const samePath = location.pathname.replace(/^\/app\/(eu|na)\//, `/app/${other}/`);
        navigate(exists ? samePath + location.search : '/404', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [missing, agentId, region, location.pathname, location.search, navigate]);

  const foreign = agent !== null && !owned;
  useEffect(() => {
    if (!foreign) return;
    notifications.show({
      id: 'widget-not-owned',
      color: 'red',
      message: NOT_OWNER_MESSAGE,
      autoClose: NOT_OWNER_DELAY_MS,
    });
    const timer = setTimeout(
      () => navigate(`/app/${region}/widgets`, { replace: true }),
      NOT_OWNER_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [foreign, region, navigate]);

  // Opening an agent of another of the user's workspaces switches to that workspace.
  useEffect(() => {
    if (agent && owned && agent.ownerID !== current.uid) selectWorkspace(agent.ownerID);
  }, [agent, owned, current.uid, selectWorkspace]);

  if (isNew) {
    const seed = (location.state as { seed?: NewAgentSeed } | null)?.seed;
    const initial = newAgentValues(current.uid, seed ?? { agentPlatform: platformHint ?? 'vg' });
    return (
      <AgentEditorFrame
        key={`new-${location.key}`}
        initial={initial}
        liveAgent={null}
        secrets={{}}
      />
    );
  }
  if (live.status === 'error')
    return <FullPageLoader message={`Could not load the agent: ${live.error.message}`} />;
  if (missing)
    return <FullPageLoader message={missingChecked ? undefined : 'Looking for this agent…'} />;
  if (foreign) return <FullPageLoader message={NOT_OWNER_MESSAGE} />;
  if (!agent || (secrets.status === 'loading' && !opensBeforeSecrets(tab)))
    return <FullPageLoader />;
  return (
    <AgentEditorFrame
      key={agent.ID}
      liveAgent={agent}
      secrets={secrets.status === 'ready' ? secrets.value : secrets.status === 'error' ? {} : null}
      formShown={!opensBeforeSecrets(tab)}
    />
  );
}
