import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ClientSession } from '../clients/ClientContext';
import { ClientPagePlaceholder } from '../clients/ClientPagePlaceholder';
import { CustomTabPage } from '../agency/CustomTabPage.page';
import { INSIGHT_TABS, InsightsPage } from '../insights/InsightsPage';
import { insightsViewer } from '../insights/helpers/insightsViewer';
import { ClientKnowledgePage } from './ClientKnowledgePage';
import { ClientSettingsPage } from './ClientSettingsPage';

const NO_TAGS: string[] = [];

/**
 * A client's page of one agent (ClientAgentLayout has already checked the
 * client may open it); /convos is the shared inbox route, c/{href} an
 * agency's custom tab.
 */
export function ClientAgentPage({ session, tab }: { session: ClientSession; tab: string }) {
  const { agentId = '' } = useParams();
  const { region, canAccess } = session;
  const viewer = useMemo(
    () => insightsViewer(region, agentId, canAccess),
    [region, agentId, canAccess],
  );
  if (INSIGHT_TABS.has(tab)) {
    return (
      <InsightsPage
        tab={tab}
        viewer={viewer}
        suggestedTags={session.organisation?.predefinedTags ?? NO_TAGS}
      />
    );
  }
  switch (tab) {
    case 'kb':
      return <ClientKnowledgePage session={session} agentId={agentId} />;
    case 'settings':
      return <ClientSettingsPage session={session} />;
    // An agency's custom tab (c/{href}), sandboxed as everywhere.
    case 'c':
      return <CustomTabPage />;
    default:
      return <ClientPagePlaceholder tab={tab} />;
  }
}
