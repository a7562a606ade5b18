import { useParams } from 'react-router-dom';
import type { ClientSession } from '../clients/ClientContext';
import { ClientPagePlaceholder } from '../clients/ClientPagePlaceholder';
import { ClientAnalyticsPage } from './ClientAnalyticsPage';
import { ClientHomePage } from './ClientHomePage';
import { ClientKnowledgePage } from './ClientKnowledgePage';
import { ClientSettingsPage } from './ClientSettingsPage';

/**
 * A client's page of one agent (ClientAgentLayout has already checked the
 * client may open it); /convos is the shared inbox route.
 */
export function ClientAgentPage({ session, tab }: { session: ClientSession; tab: string }) {
  const { agentId = '' } = useParams();
  switch (tab) {
    case 'home':
      return <ClientHomePage session={session} agentId={agentId} />;
    case 'analytics':
      return <ClientAnalyticsPage session={session} agentId={agentId} />;
    case 'kb':
      return <ClientKnowledgePage session={session} agentId={agentId} />;
    case 'settings':
      return <ClientSettingsPage session={session} />;
    default:
      return <ClientPagePlaceholder tab={tab} />;
  }
}
