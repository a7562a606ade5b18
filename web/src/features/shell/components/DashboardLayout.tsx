import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { SIDE_NAV_WIDTH } from '@vg/common';
import { useNavigationStore } from '../../../store/navigation';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { WorkspaceProvider } from '../../workspaces/WorkspaceProvider';
import { useRegion } from '../hooks/useRegion';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

const HEADER_HEIGHT = 56;

/**
 * Signed-in area: top bar plus a side nav that is 200px pinned, 65px
 * collapsed (expanding over the page on hover) and an 80vw drawer on phones.
 */
export function DashboardLayout() {
  const region = useRegion();
  return (
    <RequireAuth>
      {(user) => (
        <WorkspaceProvider region={region} user={user}>
          <DashboardFrame />
        </WorkspaceProvider>
      )}
    </RequireAuth>
  );
}

function DashboardFrame() {
  const pinned = useNavigationStore((s) => s.pinned);
  const mobileOpened = useNavigationStore((s) => s.mobileOpened);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: pinned ? SIDE_NAV_WIDTH.open : SIDE_NAV_WIDTH.collapsed,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <SideNav isPhone={isPhone} />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
