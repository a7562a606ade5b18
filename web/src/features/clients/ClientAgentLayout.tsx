import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { canOpenAgentPage, clientLandingPath } from '@vg/common';
import { useAgent } from '../../data/hooks/useAgents';
import { hostBranding } from '../branding/hostBranding';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import type { ClientSession } from './ClientContext';
import { clientNavItems } from './helpers/clientNavItems';

/**
 * /app/{region}/agents/{id}/… for a client: only its own agents, only the
 * pages its access allows; anything else goes to its first allowed page.
 */
export function ClientAgentLayout({ session }: { session: ClientSession }) {
  const { agentId = '' } = useParams();
  const { pathname } = useLocation();
  const live = useAgent(session.region, agentId);
  const { region, client, canAccess } = session;
  const allowed = canOpenAgentPage({
    workspaceUid: null,
    agentOwnerId: null,
    agentId,
    clientWidgetIds: client.widgetIDs,
    path: pathname,
  });
  const home = clientLandingPath(region, client.widgetIDs, canAccess) ?? `/app/${region}/agents`;
  if (!allowed) return <Navigate to={home} replace />;
  if (live.status === 'loading') return <FullPageLoader />;
  if (live.status === 'error' || !live.value) return <Navigate to="/404" replace />;

  const items = clientNavItems({
    canAccess,
    clientTabOrder: client.clientTabOrder,
    agentPlatform: live.value.agentPlatform,
    // On the agency's domain its custom tabs come with the branding.
    customTabs: hostBranding()?.customTabs ?? [],
  });
  const base = `/app/${region}/agents/${agentId}`;
  const tab = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  const first = items[0]?.tab;
  if (!items.some((item) => tab === item.tab || tab.startsWith(`${item.tab}/`))) {
    return first ? <Navigate to={`${base}/${first}`} replace /> : <Outlet />;
  }
  return <Outlet />;
}

/** A client's agent list is its first agent's first page. */
export function ClientAgentsRedirect({ session }: { session: ClientSession }) {
  const { region, client, canAccess } = session;
  const home = clientLandingPath(region, client.widgetIDs, canAccess);
  return home ? <Navigate to={home} replace /> : null;
}
