import { useState } from 'react';
import { AppShell, Divider, NavLink, Stack, rem } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconKey,
  IconPlugConnected,
  IconPlus,
  IconRobot,
  IconSpider,
  IconUsers,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { SIDE_NAV_WIDTH } from '@vg/common';
import { useNavigationStore } from '../../../store/navigation';
import { NewAgentDrawer } from '../../agents/components/NewAgentDrawer';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { useRegion } from '../hooks/useRegion';
import { SideNavFooter } from './SideNavFooter';
import classes from './SideNav.module.css';

const ITEMS = [
  { label: 'Agents', path: 'agents', icon: IconRobot },
  { label: 'Integrations', path: 'integrations', icon: IconPlugConnected },
  { label: 'Crawler', path: 'automations', icon: IconSpider },
  { label: 'Events', path: 'events', icon: IconCalendarEvent },
  { label: 'Credentials', path: 'credentials', icon: IconKey },
] as const;

const AGENCY_ITEMS = [
  { label: 'Agency', path: 'agency', icon: IconBuildingStore },
  { label: 'Clients', path: 'clients', icon: IconUsers },
] as const;

export function SideNav({ isPhone }: { isPhone: boolean }) {
  const region = useRegion();
  const pinned = useNavigationStore((s) => s.pinned);
  const setMobileOpened = useNavigationStore((s) => s.setMobileOpened);
  const [hovered, setHovered] = useState(false);
  const [newAgentOpened, newAgent] = useDisclosure(false);
  const drawerMounted = useOpenedOnce(newAgentOpened);
  const location = useLocation();
  const expanded = pinned || hovered || isPhone;
  const width = expanded ? SIDE_NAV_WIDTH.open : SIDE_NAV_WIDTH.collapsed;

  const link = (item: (typeof ITEMS)[number] | (typeof AGENCY_ITEMS)[number]) => {
    const to = `/app/${region}/${item.path}`;
    const Icon = item.icon;
    return (
      <NavLink
        key={item.path}
        component={RouterNavLink}
        to={to}
        active={location.pathname.startsWith(to)}
        label={expanded ? <span className={classes.label}>{item.label}</span> : null}
        aria-label={item.label}
        leftSection={<Icon size={20} stroke={1.6} />}
        onClick={() => setMobileOpened(false)}
      />
    );
  };

  return (
    <AppShell.Navbar
      p="xs"
      className={`${classes.navbar} ${!pinned && hovered ? classes.overlay : ''}`}
      // In rem, as AppShell places the page beside it: the menu grows with the text.
      style={{ width: rem(width) }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      aria-label="Main navigation"
    >
      {/* One scrolling column: with large text the footer scrolls into view below the links. */}
      <AppShell.Section grow className={classes.scroll}>
        <Stack gap={4}>
          <NavLink
            label={expanded ? <span className={classes.label}>New Agent</span> : null}
            aria-label="New Agent"
            leftSection={<IconPlus size={20} stroke={1.6} />}
            onClick={newAgent.open}
            variant="filled"
            active
          />
          {ITEMS.map(link)}
          <Divider my="xs" />
          {AGENCY_ITEMS.map(link)}
        </Stack>
        <div className={classes.footer}>
          <SideNavFooter expanded={expanded} />
        </div>
      </AppShell.Section>
      {drawerMounted && <NewAgentDrawer opened={newAgentOpened} onClose={newAgent.close} />}
    </AppShell.Navbar>
  );
}
