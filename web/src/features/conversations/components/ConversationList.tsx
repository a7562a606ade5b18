import { Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ConversationRecord } from '../../../data/conversations';
import { visitorLabel } from '../helpers/conversationState';
import { lastMessageText } from '../helpers/messageText';
import { StateBadge } from './StateBadge';

dayjs.extend(relativeTime);

/** The agent's conversations, newest first, with their hand-off state. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: readonly ConversationRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        No conversations yet.
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={2} p={4} role="list" aria-label="Conversations">
        {conversations.map((conversation) => (
          <NavLink
            key={conversation.id}
            component="button"
            role="listitem"
            active={conversation.id === selectedId}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(conversation.id)}
            data-convo-id={conversation.id}
            label={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {visitorLabel(conversation)}
                </Text>
                <StateBadge state={conversation.state} />
              </Group>
            }
            description={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed" truncate>
                  {lastMessageText(conversation.turns) || 'No messages'}
                </Text>
                {conversation.lastModifiedMs > 0 && (
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {dayjs(conversation.lastModifiedMs).fromNow(true)}
                  </Text>
                )}
              </Group>
            }
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}
