import { Group, NavLink, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ConversationRecord } from '../../../data/conversations';
import { visitorLabel } from '../helpers/conversationState';
import { lastMessageText } from '../helpers/messageText';
import { ChannelBadge } from './ChannelBadge';
import { StateBadge } from './StateBadge';

dayjs.extend(relativeTime);

/** One inbox entry: a button that opens the conversation; the open one is the current one. */
export function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: ConversationRecord;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <NavLink
      component="button"
      h="100%"
      active={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
      data-convo-id={conversation.id}
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {visitorLabel(conversation)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ChannelBadge channel={conversation.channel} />
            <StateBadge state={conversation.state} />
          </Group>
        </Group>
      }
      description={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c={selected ? undefined : 'dimmed'} truncate>
            {lastMessageText(conversation.turns) || 'No messages'}
          </Text>
          {conversation.lastModifiedMs > 0 && (
            <Text size="xs" c={selected ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
              {dayjs(conversation.lastModifiedMs).fromNow(true)}
            </Text>
          )}
        </Group>
      }
    />
  );
}
