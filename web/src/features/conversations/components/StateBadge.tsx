import { Badge } from '@mantine/core';
import type { StoredConversationState } from '@vg/common';
import { STATE_BADGE } from '../helpers/conversationState';
import classes from './ConversationRow.module.css';

export function StateBadge({ state }: { state: StoredConversationState }) {
  const { label, color } = STATE_BADGE[state];
  return (
    <Badge color={color} variant="light" size="sm" className={classes.badge}>
      {label}
    </Badge>
  );
}
