import { Select, Tooltip, ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWorld } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { REGION_SWITCH_RELOAD_MS, isRegion, type Region } from '@vg/common';
import { useRegion } from '../hooks/useRegion';
import { regionSwitchPath } from './regionSwitchPath';

export const REGION_OPTIONS: { value: Region; label: string }[] = [
  { value: 'eu', label: 'Europe (Frankfurt)' },
  { value: 'na', label: 'North America (Virginia)' },
];

/** Switching region reloads into the other region's database after 1 s. */
export function RegionSwitcher({ compact = false }: { compact?: boolean }) {
  const region = useRegion();
  const location = useLocation();

  const switchTo = (next: string | null) => {
    if (!isRegion(next) || next === region) return;
    const label = REGION_OPTIONS.find((o) => o.value === next)?.label ?? next;
    notifications.show({ message: `Switching to ${label}..`, autoClose: 2000 });
    const target = regionSwitchPath(location.pathname, next) + location.search;
    setTimeout(() => window.location.assign(target), REGION_SWITCH_RELOAD_MS);
  };

  if (compact) {
    const other = region === 'eu' ? 'na' : 'eu';
    return (
      <Tooltip label={`Region: ${region.toUpperCase()}`} position="right">
        <ActionIcon variant="subtle" aria-label="Switch region" onClick={() => switchTo(other)}>
          <IconWorld size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Select
      size="xs"
      label="Region"
      aria-label="Region"
      data={REGION_OPTIONS}
      value={region}
      onChange={switchTo}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
