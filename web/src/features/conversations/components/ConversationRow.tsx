import { Badge, Group, NavLink, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ConversationRecord } from '../../../data/conversations';
import { visitorLabel } from '../helpers/conversationState';
import { lastMessageText } from '../helpers/messageText';
import { ChannelBadge } from './ChannelBadge';
import { StateBadge } from './StateBadge';

dayjs.extend(relativeTime);

/** Stands in for every text of a sample row: as tall as a line, never found by a search for text. */
const BLANK = '\u00a0';

/**
 * One inbox entry: a button that opens the conversation; the open one is the
 * current one. A `sample` row is laid out the same with blank texts, for the
 * list to measure how tall rows are at the reader's text size; it does nothing.
 */
export function ConversationRow({
  conversation,
  selected,
  onSelect,
  sample = false,
}: {
  conversation: ConversationRecord;
  selected: boolean;
  onSelect?: (id: string) => void;
  sample?: boolean;
}) {
  const text = (shown: string) => (sample ? BLANK : shown);
  return (
    <NavLink
      component="button"
      h="100%"
      active={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect?.(conversation.id)}
      data-convo-id={sample ? undefined : conversation.id}
      tabIndex={sample ? -1 : undefined}
      label={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {text(visitorLabel(conversation))}
          </Text>
          <Group gap={4} wrap="nowrap">
            {sample ? (
              <Badge variant="light" size="sm">
                {BLANK}
              </Badge>
            ) : (
              <>
                <ChannelBadge channel={conversation.channel} />
                <StateBadge state={conversation.state} />
              </>
            )}
          </Group>
        </Group>
      }
      description={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c={selected ? undefined : 'dimmed'} truncate>
            {text(lastMessageText(conversation.turns) || 'No messages')}
          </Text>
          {(sample || conversation.lastModifiedMs > 0) && (
            <Text size="xs" c={selected ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
              {text(dayjs(conversation.lastModifiedMs).fromNow(true))}
            </Text>
          )}
        </Group>
      }
    />
  );
}
