import { Badge, NavLink, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ConversationRecord } from '../../../data/conversations';
import { visitorLabel } from '../helpers/conversationState';
import { lastMessageText } from '../helpers/messageText';
import { STATE_BADGE } from '../helpers/conversationState';
import { CHANNEL_NAMES, ChannelBadge } from './ChannelBadge';
import classes from './ConversationRow.module.css';
import { StateBadge } from './StateBadge';

dayjs.extend(relativeTime);

/** Stands in for every text of a sample row: as tall as a line, never found by a search for text. */
const BLANK = '\u00a0';
const longest = (labels: string[]) =>
  labels.reduce((widest, label) => (label.length > widest.length ? label : widest));
/** The longest channel name and state label: the widest badges a row shows. */
const SAMPLE_BADGES = [
  longest(Object.values(CHANNEL_NAMES)),
  longest(Object.values(STATE_BADGE).map((badge) => badge.label)),
];
/** The longest time a row shows (dayjs's relative times without a suffix). */
const SAMPLE_TIME = 'a few seconds';

/**
 * One inbox entry: a button that opens the conversation; the open one is the
 * current one. Three lines: the visitor's name; the channel and state badges
 * with the time; the last message as a one-line excerpt (`data-excerpt`, the
 * whole message is in the conversation). A `sample` row is laid out the same
 * with a blank name and excerpt and the widest badges and time (drawn by CSS,
 * so no search for text finds them), for the list to measure how tall rows
 * are at the reader's text size and spacing; it does nothing.
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
        <Text fw={600} size="sm" truncate>
          {text(visitorLabel(conversation))}
        </Text>
      }
      description={
        <>
          {/* Badges and time share a line while they fit; with large text they wrap, never cut. */}
          <div className={classes.line}>
            {sample ? (
              SAMPLE_BADGES.map((label) => (
                <Badge key={label} variant="light" size="sm" className={classes.badge}>
                  <span className={classes.sampleText} data-text={label} />
                </Badge>
              ))
            ) : (
              <>
                <ChannelBadge channel={conversation.channel} />
                <StateBadge state={conversation.state} />
              </>
            )}
            {(sample || conversation.lastModifiedMs > 0) && (
              <Text size="xs" c={selected ? undefined : 'dimmed'} className={classes.time}>
                {sample ? (
                  <span className={classes.sampleText} data-text={SAMPLE_TIME} />
                ) : (
                  dayjs(conversation.lastModifiedMs).fromNow(true)
                )}
              </Text>
            )}
          </div>
          <Text size="xs" c={selected ? undefined : 'dimmed'} truncate data-excerpt>
            {text(lastMessageText(conversation.turns) || 'No messages')}
          </Text>
        </>
      }
    />
  );
}
