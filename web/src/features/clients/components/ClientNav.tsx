import { Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconChartBar,
  IconDatabase,
  IconFileText,
  IconHome,
  IconMessages,
  IconMicrophone,
  IconPlug,
  IconSettings,
  IconSpeakerphone,
  IconTable,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation, useParams } from 'react-router-dom';
import type { ClientNavItem } from '../helpers/clientNavItems';

const ICONS: Record<string, Icon> = {
  home: IconHome,
  voice: IconMicrophone,
  metrics: IconTable,
  campaigns: IconSpeakerphone,
  convos: IconMessages,
  leads: IconUserPlus,
  analytics: IconChartBar,
  kb: IconDatabase,
  channels: IconPlug,
  settings: IconSettings,
};

/** The client's pages of the current agent, as a side bar or a bar under the header. */
export function ClientNav({
  items,
  agentId,
  orientation,
}: {
  items: readonly ClientNavItem[];
  agentId: string;
  orientation: 'vertical' | 'horizontal';
}) {
  const { region } = useParams();
  const { pathname } = useLocation();
  const links = items.map((item) => {
    const to = `/app/${region}/agents/${agentId}/${item.tab}`;
    const Icon = ICONS[item.tab] ?? IconFileText;
    const active = pathname === to || pathname.startsWith(`${to}/`);
    return (
      <NavLink
        key={item.tab}
        component={RouterNavLink}
        to={to}
        label={item.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={<Icon size={18} stroke={1.6} />}
        w={orientation === 'horizontal' ? 'auto' : undefined}
        style={orientation === 'horizontal' ? { whiteSpace: 'nowrap' } : undefined}
      />
    );
  });
  if (orientation === 'vertical') {
    return (
      <Stack gap={4} component="nav" aria-label="Agent pages">
        {links}
      </Stack>
    );
  }
  return (
    <ScrollArea type="never" mb="md">
      <Group gap={4} wrap="nowrap" component="nav" aria-label="Agent pages">
        {links}
      </Group>
    </ScrollArea>
  );
}
