import { ActionIcon, Avatar, Group, Menu, Select, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMoon, IconSun, IconUser } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router-dom';
import { agentSwitchPath, truncateFor } from '@vg/common';
import { updateOwnClientSettings } from '../../../data/clients';
import { useAgentsByIds } from '../../../data/hooks/useAgents';
import { usePreferencesStore } from '../../../store/preferences';
import { useSessionStore } from '../../../store/session';
import { parseThemeName } from '@vg/common';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { NotificationBell } from '../../notifications/NotificationBell';
import { useClientSession } from '../ClientContext';
import { PresenceToggle } from './PresenceToggle';
import { ClientCreditsButton } from '../../billing/client/ClientCreditsButton';
import { FeedbackButton } from './FeedbackButton';

/**
 * The client's sticky header: organisation, agent switcher (same page of
 * the other agent), notification bell, dark-mode toggle and profile menu.
 */
export function ClientHeader({ agentId }: { agentId: string | null }) {
  const session = useClientSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const setSelectedAgentId = useSessionStore((s) => s.setSelectedAgentId);
  const themeName = usePreferencesStore((s) => s.themeName);
  const setThemeName = usePreferencesStore((s) => s.setThemeName);
  const agents = useAgentsByIds(session?.region ?? 'eu', session?.client.widgetIDs ?? []);
  if (!session) return null;
  const { region, client, organisation, canAccess } = session;
  const theme = parseThemeName(themeName);
  const subPath = /^\/app\/[^/]+\/agents\/[^/]+\/(.+)$/.exec(pathname)?.[1];

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={organisation?.squarePhotoURL || null} radius="md" size="sm" visibleFrom="xs">
          {(organisation?.name ?? client.name ?? '?').slice(0, 1)}
        </Avatar>
        <Text fw={700} truncate visibleFrom="sm" maw={200}>
          {organisation?.name ?? 'Dashboard'}
        </Text>
        <Select
          aria-label="Switch agent"
          size="sm"
          w={{ base: 170, sm: 240 }}
          data={(agents.status === 'ready' ? agents.value : []).map((agent) => ({
            value: agent.ID,
            label: truncateFor('agentTitleSwitcher', agent.title || agent.ID),
          }))}
          value={agentId}
          allowDeselect={false}
          placeholder="Choose an agent"
          onChange={(next) => {
            if (!next || next === agentId) return;
            setSelectedAgentId(next);
            navigate(
              agentSwitchPath({ region, agentId: next, currentSubPath: subPath, canAccess }),
            );
          }}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {organisation && (
          <ClientCreditsButton
            region={region}
            credits={organisation.loadTokens}
            allowBilling={organisation.allowBilling === true}
          />
        )}
        <FeedbackButton region={region} />
        <PresenceToggle
          status={client.status}
          onChange={(status) =>
            void updateOwnClientSettings(region, client.ID, { status }).catch(() =>
              notifications.show({
                color: 'red',
                message: 'Failed to update client data',
                autoClose: 3000,
              }),
            )
          }
        />
        <NotificationBell />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={theme.mode === 'dark' ? 'Light mode' : 'Dark mode'}
          onClick={() =>
            setThemeName(`${theme.colour}-${theme.mode === 'dark' ? 'light' : 'dark'}`)
          }
        >
          {theme.mode === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label="Profile menu">
              <Avatar src={client.squarePhotoURL || null} radius="xl" size="sm">
                {(client.name || client.email).slice(0, 1).toUpperCase()}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{client.email}</Menu.Label>
            <Menu.Item leftSection={<IconUser size={14} />} disabled>
              Account
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => void signOut()}>
              Log Out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
