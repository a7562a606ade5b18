import { useEffect, useMemo, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useMatch } from 'react-router-dom';
import { navigationLayout, resolveClientAccess, type Region } from '@vg/common';
import { enteredAsAgencyAdmin, type AuthUser } from '../../data/auth';
import type { Client } from '../../data/clients';
import { useAgent } from '../../data/hooks/useAgents';
import { useOrganisation } from '../../data/hooks/useClientData';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import { useClientPushRefresh } from '../notifications/push/useClientPush';
import { ClientContext, type ClientSession } from './ClientContext';
import { ClientAccessModals } from './components/ClientAccessModals';
import { ClientHeader } from './components/ClientHeader';
import { ClientNav } from './components/ClientNav';
import { clientNavItems } from './helpers/clientNavItems';
import { AgencyFooter } from '../branding/AgencyFooter';
import { hostBranding } from '../branding/hostBranding';

const HEADER_HEIGHT = 56;
const VERTICAL_NAV_WIDTH = 250;

/**
 * The dashboard of an agency client: a sticky header and the client's pages
 * for the current agent, limited by canAccess, as a side bar (the
 * organisation's vertical layout) or a bar under the header (horizontal,
 * and always on phones).
 */
export function ClientShell({
  region,
  user,
  client,
}: {
  region: Region;
  user: AuthUser;
  client: Client;
}) {
  const organisation = useOrganisation(region, client.orgId);
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const agentId = useMatch('/app/:region/agents/:agentId/*')?.params.agentId ?? null;
  const agent = useAgent(region, agentId);
  const org = organisation.status === 'ready' ? organisation.value : null;
  // Entered with the agency secret: the admin pages (the token's claim says so).
  const [asAdmin, setAsAdmin] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    enteredAsAgencyAdmin().then(
      (admin) => live && setAsAdmin(admin),
      () => live && setAsAdmin(false),
    );
    return () => {
      live = false;
    };
  }, [user.uid]);

  const session = useMemo<ClientSession>(
    () => ({
      region,
      user,
      client,
      organisation: org,
      canAccess: resolveClientAccess({
        enteredWithAgencySecret: asAdmin === true,
        clientCanAccess: client.canAccess,
        orgDefaultClientAccess: org?.defaultClientAccess,
      }),
    }),
    [region, user, client, org, asAdmin],
  );
  useClientPushRefresh(session);
  if (organisation.status === 'loading' || asAdmin === null) return <FullPageLoader />;

  const layout = navigationLayout({
    isPhone,
    isWorkspaceOwner: false,
    dashboardLayout: org?.dashboardLayout,
  });
  const items =
    agentId && agent.status === 'ready' && agent.value
      ? clientNavItems({
          canAccess: session.canAccess,
          clientTabOrder: client.clientTabOrder,
          agentPlatform: agent.value.agentPlatform,
          customTabs: hostBranding()?.customTabs ?? [],
        })
      : [];
  const vertical = layout === 'vertical' && items.length > 0;
  const branding = hostBranding();

  return (
    <ClientContext.Provider value={session}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={vertical ? { width: VERTICAL_NAV_WIDTH, breakpoint: 0 } : undefined}
        padding="md"
      >
        <AppShell.Header>
          <ClientHeader agentId={agentId} />
        </AppShell.Header>
        {vertical && agentId && (
          <AppShell.Navbar p="xs" aria-label="Client navigation">
            <ClientNav items={items} agentId={agentId} orientation="vertical" />
          </AppShell.Navbar>
        )}
        <AppShell.Main>
          {!vertical && agentId && items.length > 0 && (
            <ClientNav items={items} agentId={agentId} orientation="horizontal" />
          )}
          <Outlet />
          {branding && <AgencyFooter branding={branding} />}
        </AppShell.Main>
      </AppShell>
      <ClientAccessModals />
    </ClientContext.Provider>
  );
}
