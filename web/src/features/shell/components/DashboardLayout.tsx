import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { SIDE_NAV_WIDTH, type Region } from '@vg/common';
import type { AuthUser } from '../../../data/auth';
import { useClientAccount } from '../../../data/hooks/useClientData';
import { useWorkspaceDoc } from '../../../data/hooks/useWorkspaceData';
import { useNavigationStore } from '../../../store/navigation';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { ClientShell } from '../../clients/ClientShell';
import { WorkspaceProvider } from '../../workspaces/WorkspaceProvider';
import { useHeaderHeight } from '../hooks/useHeaderHeight';
import { useRegion } from '../hooks/useRegion';
import { FullPageLoader } from './FullPageLoader';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** The top bar's height at the reader's usual text size; larger text may wrap it onto more lines. */
const HEADER_HEIGHT = 56;

/**
 * Signed-in area. Agency clients (accounts with a client record in the
 * region and no workspace of their own) get the client dashboard; everyone
 * else works in workspaces.
 */
export function DashboardLayout() {
  const region = useRegion();
  return <RequireAuth>{(user) => <AccountGate region={region} user={user} />}</RequireAuth>;
}

function AccountGate({ region, user }: { region: Region; user: AuthUser }) {
  const client = useClientAccount(region, user.uid);
  const own = useWorkspaceDoc(region, user.uid);
  // A person with their own workspace is a workspace user first: no client
  // record can take their dashboard away, so it is not waited for.
  const hasOwnWorkspace = own.status === 'ready' && own.value !== null;
  if (!hasOwnWorkspace && (client.status === 'loading' || own.status === 'loading'))
    return <FullPageLoader />;
  if (!hasOwnWorkspace && client.status === 'ready' && client.value) {
    return <ClientShell region={region} user={user} client={client.value} />;
  }
  // No readable client record: a workspace user.
  return (
    <WorkspaceProvider region={region} user={user} known={hasOwnWorkspace ? own.value : null}>
      <DashboardFrame />
    </WorkspaceProvider>
  );
}

/**
 * Workspace area: top bar plus a side nav that is 200px pinned, 65px
 * collapsed (expanding over the page on hover) and an 80vw drawer on phones.
 */
function DashboardFrame() {
  const pinned = useNavigationStore((s) => s.pinned);
  const mobileOpened = useNavigationStore((s) => s.mobileOpened);
  // Read at once, not after a first render as a phone-less frame (the app renders only in browsers).
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const header = useHeaderHeight(HEADER_HEIGHT);
  return (
    <AppShell
      header={{ height: header.height }}
      navbar={{
        width: pinned ? SIDE_NAV_WIDTH.open : SIDE_NAV_WIDTH.collapsed,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar ref={header.ref} />
      </AppShell.Header>
      <SideNav isPhone={isPhone} />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
