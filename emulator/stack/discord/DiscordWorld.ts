import { randomBytes, randomInt } from 'node:crypto';
import type { ChatViewEntry } from '../standInPage';

export interface DiscordChannel {
  id: string;
  name: string;
}

export interface DiscordGuild {
  id: string;
  name: string;
  channels: DiscordChannel[];
  /** Applications whose bot was added to the server (OAuth2 `bot` scope). */
  bots: Set<string>;
}

export interface DiscordWebhook {
  id: string;
  token: string;
  channelId: string;
  guildId: string;
  name: string;
}

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string;
}

/** A message in a channel, with its components (buttons) as Discord sends them. */
export interface DiscordMessage {
  id: string;
  channel_id: string;
  author: { id: string; username: string; bot?: boolean };
  content: string;
  embeds: { title?: string; description?: string; image?: { url: string } }[];
  components: { type: 1; components: DiscordButton[] }[];
  timestamp: string;
  edited_timestamp?: string;
}

export interface DiscordButton {
  type: 2;
  style: number;
  label: string;
  custom_id?: string;
  url?: string;
}

/** A Discord snowflake: a 64-bit id whose top bits are the time (ms since 2015). */
export function snowflake(): string {
  const ms = BigInt(Date.now() - 1_420_070_400_000);
  return String((ms << 22n) | BigInt(randomInt(0, 1 << 22)));
}

/**
 * Discord's side of the world, in memory: one server with two text
 * channels, the person who writes there, webhooks made in its settings,
 * and each channel's messages.
 */
export class DiscordWorld {
  readonly guild: DiscordGuild = {
    id: snowflake(),
    name: 'Trail Runners',
    channels: [
      { id: snowflake(), name: 'support' },
      { id: snowflake(), name: 'general' },
    ],
    bots: new Set(),
  };
  readonly person: DiscordUser = { id: snowflake(), username: 'kari', global_name: 'Kari' };
  readonly webhooks = new Map<string, DiscordWebhook>();
  private readonly messages = new Map<string, DiscordMessage[]>();
  private readonly listeners = new Set<(channelId: string) => void>();

  channel(id: string): DiscordChannel | undefined {
    return this.guild.channels.find((c) => c.id === id);
  }

  /** Server Settings → Integrations → Webhooks → New Webhook. */
  createWebhook(channelId: string): DiscordWebhook {
    const webhook = {
      id: snowflake(),
      token: randomBytes(48).toString('base64url'),
      channelId,
      guildId: this.guild.id,
      name: 'Captain Hook',
    };
    this.webhooks.set(webhook.id, webhook);
    return webhook;
  }

  messagesOf(channelId: string): DiscordMessage[] {
    return this.messages.get(channelId) ?? [];
  }

  post(
    channelId: string,
    author: DiscordMessage['author'],
    content: Pick<DiscordMessage, 'content' | 'embeds' | 'components'>,
  ): DiscordMessage {
    const message: DiscordMessage = {
      id: snowflake(),
      channel_id: channelId,
      author,
      ...content,
      timestamp: new Date().toISOString(),
    };
    this.messages.set(channelId, [...this.messagesOf(channelId), message]);
    for (const listener of this.listeners) listener(channelId);
    return message;
  }

  /** Replaces a message's content, embeds and components (an edit); undefined when it is not there. */
  edit(
    channelId: string,
    messageId: string,
    content: Pick<DiscordMessage, 'content' | 'embeds' | 'components'>,
  ): DiscordMessage | undefined {
    const list = this.messagesOf(channelId);
    const index = list.findIndex((m) => m.id === messageId);
    if (index < 0) return undefined;
    const edited = { ...list[index]!, ...content, edited_timestamp: new Date().toISOString() };
    this.messages.set(channelId, list.toSpliced(index, 1, edited));
    for (const listener of this.listeners) listener(channelId);
    return edited;
  }

  onChange(listener: (channelId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The channel as the page shows it. */
  view(channelId: string): ChatViewEntry[] {
    return this.messagesOf(channelId).map((m) => ({
      id: m.id,
      from: m.author.id === this.person.id ? 'person' : 'business',
      text: [m.content, ...m.embeds.map((e) => [e.title, e.description].filter(Boolean).join('\n'))]
        .filter(Boolean)
        .join('\n'),
      ...(m.embeds.find((e) => e.image)
        ? { imageUrl: m.embeds.find((e) => e.image)!.image!.url }
        : {}),
      buttons: m.components.flatMap((row) =>
        row.components.map((b) => ({
          id: b.custom_id ?? '',
          label: b.label,
          ...(b.url ? { url: b.url } : {}),
        })),
      ),
    }));
  }
}
