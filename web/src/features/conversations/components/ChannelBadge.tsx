import { Badge } from '@mantine/core';
import type { ConversationChannelType } from '@vg/common';
import classes from './ConversationRow.module.css';

export const CHANNEL_NAMES: Record<ConversationChannelType, string> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
  discord: 'Discord',
};

/** Where a conversation came from, when not the web widget. */
export function ChannelBadge({ channel }: { channel: ConversationChannelType | null }) {
  if (!channel) return null;
  return (
    <Badge color="indigo" variant="light" size="sm" className={classes.badge}>
      {CHANNEL_NAMES[channel]}
    </Badge>
  );
}
