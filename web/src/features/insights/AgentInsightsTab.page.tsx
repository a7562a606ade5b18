import { useParams } from 'react-router-dom';
import { AgentSectionUnavailable } from '../agents/components/AgentSectionUnavailable';
import { useClientSession, type ClientSession } from '../clients/ClientContext';
import { useAgentFormContext } from '../widgetSettings/form/agentFormContext';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { InsightsPage } from './InsightsPage';
import { insightsViewer } from './helpers/insightsViewer';

/**
 * /app/{region}/agents/{id}/{home|analytics|leads|campaigns|metrics}: a
 * route of its own, so an insight page loads without the editor's code
 * (ClientAgentLayout has already checked a client may open it).
 */
export function AgentInsightsTab({ tab }: { tab: string }) {
  const client = useClientSession();
  return client ? <ClientInsights session={client} tab={tab} /> : <OwnerInsights tab={tab} />;
}

/** The owner's insight pages of a saved agent. */
function OwnerInsights({ tab }: { tab: string }) {
  const { region } = useWorkspace();
  const agentId = useAgentFormContext().getValues().ID;
  if (!agentId) return <AgentSectionUnavailable section={tab} />;
  return <InsightsPage tab={tab} viewer={insightsViewer(region, agentId, null)} />;
}

/** A client's insight pages, within its `canAccess`, tagged with its organisation's tags. */
function ClientInsights({ session, tab }: { session: ClientSession; tab: string }) {
  const { agentId = '' } = useParams();
  return (
    <InsightsPage
      tab={tab}
      viewer={insightsViewer(session.region, agentId, session.canAccess)}
      suggestedTags={session.organisation?.predefinedTags ?? []}
    />
  );
}
