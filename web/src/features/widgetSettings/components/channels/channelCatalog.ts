/** The channel cards of spec 2, in its order. */
export type ChannelKey =
  'whatsapp' | 'instagram' | 'messenger' | 'discord' | 'telegram' | 'google-business' | 'email';

export interface ChannelCardInfo {
  key: ChannelKey;
  name: string;
  description: string;
  /** Why the card cannot be connected (shown on it); absent when it can. */
  unavailable?: { badge: string; reason: string };
}

export const CHANNEL_CARDS: readonly ChannelCardInfo[] = [
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    description: 'Answer WhatsApp Business messages.',
  },
  {
    key: 'instagram',
    name: 'Instagram',
    description: 'Reply to Instagram direct messages.',
  },
  {
    key: 'messenger',
    name: 'Messenger',
    description: 'Reply on your Facebook page.',
  },
  {
    key: 'discord',
    name: 'Discord',
    description: 'Answer in a Discord channel.',
  },
  {
    key: 'telegram',
    name: 'Telegram',
    description: 'Run the agent as a Telegram bot.',
  },
  {
    key: 'google-business',
    name: 'Google Business Chat',
    description: 'Google has retired Business Messages.',
    unavailable: { badge: 'Deprecated', reason: 'Google Business Messages was shut down.' },
  },
  {
    key: 'email',
    name: 'Email',
    description: 'Answer e-mails.',
    unavailable: { badge: 'Coming soon', reason: 'Answering e-mails is coming soon.' },
  },
];
