import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { isOnWhitelabelTrial } from '@vg/common';
import { useNavigationStore } from '../../../store/navigation';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { DoubleAccountWarning } from '../../workspaces/components/DoubleAccountWarning';
import { RegionSwitcher } from './RegionSwitcher';
import { ThemeSelector } from './ThemeSelector';
import { UpgradePlanButton } from './UpgradePlanButton';

/** Bottom of the side nav: warnings, region, theme, plan and the pin toggle. */
export function SideNavFooter({ expanded }: { expanded: boolean }) {
  const pinned = useNavigationStore((s) => s.pinned);
  const togglePinned = useNavigationStore((s) => s.togglePinned);
  const { current } = useWorkspace();
  const trialEndsAt = current.internal?.whitelabelTrialEndsAt;
  const onTrial = isOnWhitelabelTrial(current, Date.now()) && trialEndsAt;

  const pin = (
    <Tooltip label={pinned ? 'Unpin menu' : 'Pin menu'} position="right">
      <ActionIcon
        variant="subtle"
        onClick={togglePinned}
        aria-label={pinned ? 'Unpin menu' : 'Pin menu'}
      >
        {pinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
      </ActionIcon>
    </Tooltip>
  );

  if (!expanded) {
    return (
      <Stack gap="xs" align="center" pb="xs">
        <RegionSwitcher compact />
        <UpgradePlanButton fallbackToBilling compact />
        {pin}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" pb="xs">
      <DoubleAccountWarning />
      <RegionSwitcher />
      <ThemeSelector />
      {onTrial && (
        <Badge variant="light" color="grape">
          Whitelabel trial until {dayjs.unix(trialEndsAt).format('DD/MM/YYYY')}
        </Badge>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-label="Credits">
          {current.loadTokens.toLocaleString('en-US')} credits
        </Text>
        {pin}
      </Group>
      <UpgradePlanButton fallbackToBilling />
    </Stack>
  );
}
