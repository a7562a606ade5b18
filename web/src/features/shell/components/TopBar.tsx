import { Box, Burger, Group } from '@mantine/core';
import { BrandName } from '../../branding/BrandName';
import { useNavigationStore } from '../../../store/navigation';
import { AgentSearch } from '../../agents/components/AgentSearch';
import { NotificationBell } from '../../notifications/NotificationBell';
import { WorkspaceMenu } from '../../workspaces/components/WorkspaceMenu';
import { UpgradePlanButton } from './UpgradePlanButton';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const mobileOpened = useNavigationStore((s) => s.mobileOpened);
  const setMobileOpened = useNavigationStore((s) => s.setMobileOpened);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={() => setMobileOpened(!mobileOpened)}
          hiddenFrom="sm"
          size="md"
          aria-label="Toggle navigation"
          // A full 34 px target on a crowded phone bar: the workspace name gives way instead.
          style={{ flexShrink: 0 }}
        />
        <BrandName fw={700} size="lg" visibleFrom="sm" />
        <WorkspaceMenu />
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {/* On a phone the search narrows and Upgrade Plan keeps only its icon (and name). */}
        <Box style={{ minWidth: 0, flex: '0 1 260px' }}>
          <AgentSearch />
        </Box>
        <Box hiddenFrom="sm">
          <UpgradePlanButton compact />
        </Box>
        <Box visibleFrom="sm">
          <UpgradePlanButton />
        </Box>
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
