import { Burger, Group } from '@mantine/core';
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
        />
        <BrandName fw={700} size="lg" visibleFrom="sm" />
        <WorkspaceMenu />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AgentSearch />
        <UpgradePlanButton />
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
