import { Group, Switch, Text } from '@mantine/core';

/**
 * The client's online/offline toggle: visitors' widgets show the team as
 * available while someone is online.
 */
export function PresenceToggle({
  status,
  onChange,
  disabled,
}: {
  status: 'online' | 'offline';
  onChange: (status: 'online' | 'offline') => void;
  disabled?: boolean;
}) {
  const online = status === 'online';
  return (
    <Group gap={6} wrap="nowrap">
      <Switch
        aria-label="Online"
        color="green"
        checked={online}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? 'online' : 'offline')}
      />
      <Text size="sm" c={online ? 'green' : 'dimmed'} visibleFrom="sm">
        {online ? 'Online' : 'Offline'}
      </Text>
    </Group>
  );
}
