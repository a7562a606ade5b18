import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { ChannelCardInfo } from './channelCatalog';

/** One channel: 'Active' and Configure when connected, Connect otherwise (spec 2). */
export function ChannelCard({
  channel,
  active,
  onOpen,
}: {
  channel: ChannelCardInfo;
  active: boolean;
  onOpen?: () => void;
}) {
  const titleId = `channel-${channel.key}-title`;
  const noteId = `channel-${channel.key}-note`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600} id={titleId}>
          {channel.name}
        </Text>
        {active && (
          <Badge color="green" variant="light">
            Active
          </Badge>
        )}
        {!active && channel.unavailable && (
          <Badge color="gray" variant="light">
            {channel.unavailable.badge}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {channel.description}
      </Text>
      {channel.unavailable && !active && (
        <Text size="xs" c="dimmed" mb="xs" id={noteId}>
          {channel.unavailable.reason}
        </Text>
      )}
      <Button
        variant={active ? 'default' : 'light'}
        fullWidth
        disabled={!onOpen || (Boolean(channel.unavailable) && !active)}
        aria-describedby={channel.unavailable && !active ? noteId : undefined}
        onClick={onOpen}
        aria-label={`${active ? 'Configure' : 'Connect'} ${channel.name}`}
      >
        {active ? 'Configure' : 'Connect'}
      </Button>
    </Card>
  );
}
