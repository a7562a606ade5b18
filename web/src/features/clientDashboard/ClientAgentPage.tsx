import { useParams } from 'react-router-dom';
import type { ClientSession } from '../clients/ClientContext';
import { ClientPagePlaceholder } from '../clients/ClientPagePlaceholder';
import { CustomTabPage } from '../agency/CustomTabPage.page';
import { ClientKnowledgePage } from './ClientKnowledgePage';
import { ClientSettingsPage } from './ClientSettingsPage';

/**
 * A client's page of one agent (ClientAgentLayout has already checked the
 * client may open it); /convos is the shared inbox route, the insight pages
 * have routes of their own (AgentInsightsTab), c/{href} is an agency's
 * custom tab.
 */
export function ClientAgentPage({ session, tab }: { session: ClientSession; tab: string }) {
  const { agentId = '' } = useParams();
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
