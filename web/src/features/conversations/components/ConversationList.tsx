import type { ReactNode } from 'react';
import { Box, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ConversationRecord } from '../../../data/conversations';
import { visitorLabel } from '../helpers/conversationState';
import { lastMessageText } from '../helpers/messageText';
import { ChannelBadge } from './ChannelBadge';
import { StateBadge } from './StateBadge';

dayjs.extend(relativeTime);

/** The agent's conversations in the order given, with their hand-off state. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  empty = 'No conversations yet.',
  footer,
}: {
  conversations: readonly ConversationRecord[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** What an empty list says. */
  empty?: string | undefined;
  /** Below the list (e.g. a button loading older conversations). */
  footer?: ReactNode;
}) {
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {empty}
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <Stack
        component="ul"
        gap={2}
        p={4}
        m={0}
        aria-label="Conversations"
        style={{ listStyle: 'none' }}
      >
        {conversations.map((conversation) => (
          <Box component="li" key={conversation.id}>
            <NavLink
              component="button"
              active={conversation.id === selectedId}
              // A button that opens the conversation; the open one is the current one.
              aria-current={conversation.id === selectedId ? 'true' : undefined}
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
                  <Text
                    size="xs"
                    c={conversation.id === selectedId ? undefined : 'dimmed'}
                    truncate
                  >
                    {lastMessageText(conversation.turns) || 'No messages'}
                  </Text>
                  {conversation.lastModifiedMs > 0 && (
                    <Text
                      size="xs"
                      c={conversation.id === selectedId ? undefined : 'dimmed'}
                      style={{ flexShrink: 0 }}
                    >
                      {dayjs(conversation.lastModifiedMs).fromNow(true)}
                    </Text>
                  )}
                </Group>
              }
            />
          </Box>
        ))}
      </Stack>
      {footer && <Box p={4}>{footer}</Box>}
    </ScrollArea>
  );
}
