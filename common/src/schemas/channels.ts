import { z } from 'zod';
import { TEXT } from '../constants';

/**
 * Channel connections, one collection each. ownerID (the agent owner's
 * workspace) is what the security rules check; the specification names only
 * the agent, so it is optional here and set by whoever creates the document.
 */

/**
 * `discordChannels/{ID}`, ID being the Discord channel id. The webhook URL
 * the owner gives proves they manage the channel; it holds a token, so the
 * connect function keeps only the webhook's id on the claim.
 */
export const discordChannelSchema = z.looseObject({
  ID: z.string().min(1),
  agentID: z.string().min(1),
  channelId: z.string().min(1),
  webhookUrl: z.string().min(1).optional(),
  webhookId: z.string().optional(),
  guildId: z.string().optional(),
  channelName: z.string().optional(),
  ownerID: z.string().optional(),
});
export type DiscordChannel = z.infer<typeof discordChannelSchema>;

/** `waNumbers/{phoneId}`. longAccessToken is a token: functions read it, browsers do not need it. */
export const whatsappNumberSchema = z.looseObject({
  agentId: z.string().min(1),
  wabaId: z.string().min(1),
  phoneId: z.string().min(1),
  phoneNumber: z.string().optional(),
  longAccessToken: z.string().optional(),
  ownerID: z.string().optional(),
});
export type WhatsappNumber = z.infer<typeof whatsappNumberSchema>;

/** `metaPages/{pageId}`: a Messenger page, optionally with its Instagram page. */
export const metaPageSchema = z.looseObject({
  agentId: z.string().min(1),
  pageId: z.string().min(1),
  pageName: z.string().optional(),
  igPageId: z.string().optional(),
  igPageName: z.string().optional(),
  ownerID: z.string().optional(),
});
export type MetaPage = z.infer<typeof metaPageSchema>;

/**
 * `telegramBots/{botId}`; botId is the part of the token before the colon.
 * The connect function keeps the token itself (and the webhook's secret) in
 * `telegramBots/{botId}/private/secrets`, which no browser can read; a
 * token found on the claim must still belong to its bot.
 */
export const telegramBotSchema = z
  .looseObject({
    agentId: z.string().min(1),
    botId: z.string().min(1),
    botToken: z.string().min(1).optional(),
    botUsername: z.string().optional(),
    botName: z.string().optional(),
    webhookUrl: z.string().optional(),
    ownerID: z.string().optional(),
  })
  .refine((bot) => bot.botToken === undefined || telegramBotId(bot.botToken) === bot.botId, {
    path: ['botId'],
    message: 'The bot id is the part of the token before the colon',
  });
export type TelegramBot = z.infer<typeof telegramBotSchema>;

/** `telegramBots/{botId}/private/secrets`: what only the channel functions read. */
export const telegramBotSecretsSchema = z.looseObject({
  botToken: z.string().min(1),
  /** Sent by Telegram as X-Telegram-Bot-Api-Secret-Token with every update. */
  secretToken: z.string().min(1),
});
export type TelegramBotSecrets = z.infer<typeof telegramBotSecretsSchema>;

export function telegramBotId(botToken: string): string {
  return botToken.split(':')[0] ?? '';
}

export const WHATSAPP_TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

/** A WhatsApp message template; the name is lowercase with underscores. */
export const whatsappTemplateSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, TEXT.whatsappTemplateInvalid),
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, TEXT.whatsappTemplateInvalid),
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES, TEXT.whatsappTemplateInvalid),
  // Meta allows a template body of up to 1,024 characters.
  bodyText: z
    .string()
    .trim()
    .min(1, TEXT.whatsappTemplateInvalid)
    .max(1024, TEXT.whatsappTemplateInvalid),
});
export type WhatsappTemplate = z.infer<typeof whatsappTemplateSchema>;

export const CHANNEL_TYPES = ['discord', 'whatsapp', 'telegram', 'instagram'] as const;

/** Where a conversation lives outside the web widget. */
export const CONVERSATION_CHANNELS = [
  'telegram',
  'whatsapp',
  'messenger',
  'instagram',
  'discord',
] as const;
export type ConversationChannelType = (typeof CONVERSATION_CHANNELS)[number];

/**
 * Stored on a conversation that came from a messaging channel: `id` is the
 * claimed channel (bot, number, page, Discord channel), `to` the person's
 * address there (chat id, phone number, page-scoped id). A team member's
 * reply goes back through it.
 */
export const conversationChannelSchema = z.looseObject({
  type: z.enum(CONVERSATION_CHANNELS),
  id: z.string().min(1),
  to: z.string().min(1),
  /** The person's name on that channel, when it gives one. */
  name: z.string().optional(),
});
export type ConversationChannel = z.infer<typeof conversationChannelSchema>;
