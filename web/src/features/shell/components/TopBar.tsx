import type { Ref } from 'react';
import { Box, Burger, Group } from '@mantine/core';
import { BrandName } from '../../branding/BrandName';
import { useNavigationStore } from '../../../store/navigation';
import { AgentSearch } from '../../agents/components/AgentSearch';
import { NotificationBell } from '../../notifications/NotificationBell';
import { WorkspaceMenu } from '../../workspaces/components/WorkspaceMenu';
import { UpgradePlanButton } from './UpgradePlanButton';
import { UserMenu } from './UserMenu';
import classes from './TopBar.module.css';

/**
 * The dashboard's top bar: one line, and where large text leaves it too
 * narrow, two (see TopBar.module.css; the header grows with it, see
 * useHeaderHeight), never cut or pushed off the screen.
 */
export function TopBar({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const mobileOpened = useNavigationStore((s) => s.mobileOpened);
  const setMobileOpened = useNavigationStore((s) => s.setMobileOpened);
  return (
    <div ref={ref} className={classes.container}>
      <Group px="md" justify="space-between" gap="sm" className={classes.bar}>
        <Group gap="sm" className={classes.side}>
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
        <Group gap="sm" className={classes.side}>
          {/* On a phone the search narrows and Upgrade Plan keeps only its icon (and name). */}
          <Box className={classes.search}>
            <AgentSearch />
          </Box>
          <Box hiddenFrom="sm" className={classes.end}>
            <UpgradePlanButton compact />
          </Box>
          <Box visibleFrom="sm">
            <UpgradePlanButton />
          </Box>
          <NotificationBell />
          <UserMenu />
        </Group>
      </Group>
    </div>
  );
}
