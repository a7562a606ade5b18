import { z } from 'zod';
import { TEXT } from '../../constants';
import { CHANNEL_TYPES, whatsappTemplateSchema } from '../channels';

/** Channel connection calls and the channel forms' checks (spec 2). */

export const channelTypeSchema = z.enum(CHANNEL_TYPES);

/** POST new-channel-connection (notifies the team of a new connection). */
export const newChannelConnectionRequestSchema = z.strictObject({
  agentId: z.string().min(1),
  channelId: z.string().optional(),
  agentType: z.string().optional(),
  channelType: channelTypeSchema,
});

/** The Discord form: both fields required. */
export const discordConnectionInputSchema = z.object({
  channelId: z.string().trim().min(1, TEXT.discordFields),
  webhookUrl: z.string().trim().min(1, TEXT.discordFields),
});

/** The Telegram form: a BotFather token, `{bot id}:{secret}`. */
export const telegramConnectionInputSchema = z.object({
  botToken: z
    .string()
    .trim()
    .min(1, TEXT.telegramToken)
    .max(200, TEXT.telegramToken)
    .regex(/^\d{1,20}:[A-Za-z0-9_-]+$/, TEXT.telegramToken),
});

/** The Google Business form; a pasted key's `\n` become real newlines. */
export const googleBusinessInputSchema = z.object({
  gcloudClientEmail: z
    .string()
    .trim()
    .min(1, TEXT.googleBusinessFields)
    .refine((email) => email.includes('@'), TEXT.googleBusinessFields),
  gcloudPrivateKey: z
    .string()
    .trim()
    .min(1, TEXT.googleBusinessFields)
    .transform((key) => key.replace(/\\n/g, '\n')),
});

/** The WhatsApp test message form. */
export const whatsappTestMessageInputSchema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .min(1, TEXT.whatsappTestNumber)
    .refine((phone) => phone.startsWith('+'), TEXT.whatsappCountryCode),
  pageId: z.string().min(1, TEXT.whatsappTestNumber),
  text: z
    .string()
    .trim()
    .min(1, TEXT.whatsappMessageRequired)
    .max(4096, 'A WhatsApp message holds at most 4096 characters.'),
});

/** POST messaging graph API /{phoneId}/messages (v18.0). */
export const whatsappSendMessageRequestSchema = z.strictObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual'),
  to: z.string().min(1),
  type: z.literal('text'),
  text: z.strictObject({ body: z.string().min(1), preview_url: z.boolean().optional() }),
});

/** RPC inputs of the WhatsApp and Meta connections. */
export const tokenRequestSchema = z.strictObject({ token: z.string().min(1) });
export const agentIdRequestSchema = z.strictObject({ agentId: z.string().min(1) });
export const removeWhatsappNumberRequestSchema = z.strictObject({
  agentId: z.string().min(1),
  phoneId: z.string().min(1),
});
/** Not shown in the specification: what connecting a listed number needs. */
export const connectWhatsappNumberRequestSchema = z.strictObject({
  agentId: z.string().min(1),
  wabaId: z.string().min(1),
  phoneId: z.string().min(1),
  phoneNumber: z.string().optional(),
  longAccessToken: z.string().min(1),
});
export const whatsappNumberDetailsRequestSchema = z.strictObject({
  wabaId: z.string().min(1),
  longAccessToken: z.string().min(1),
});
export const createTemplateRequestSchema = whatsappTemplateSchema.extend({
  agentId: z.string().min(1),
});

/** A page the social-login user manages (tokenToPages). */
export const metaPageOptionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().optional(),
  accessToken: z.string(),
  connectedIgPage: z
    .looseObject({ id: z.string(), name: z.string().optional() })
    .nullable()
    .optional(),
});
export const metaPagesResponseSchema = z.looseObject({ pages: z.array(metaPageOptionSchema) });
export const connectMetaPageRequestSchema = z.strictObject({
  selectedPage: metaPageOptionSchema,
  agentId: z.string().min(1),
});
export const removeMetaPageRequestSchema = z.strictObject({
  pageId: z.string().min(1),
  agentId: z.string().min(1),
});

/**
 * getWhatsappNumbers and getDetailsOfWhatsappNumber: their answers are not
 * shown; a list of the business account's numbers is what the picker needs.
 */
export const whatsappNumberOptionSchema = z.looseObject({
  phoneId: z.string(),
  phoneNumber: z.string(),
  verifiedName: z.string().optional(),
  wabaId: z.string().optional(),
});
export const whatsappNumbersResponseSchema = z.looseObject({
  numbers: z.array(whatsappNumberOptionSchema).default([]),
});

/** Telegram Bot API setWebhook (sent as a form) and getWebhookInfo. */
export const telegramSetWebhookRequestSchema = z.strictObject({ url: z.string().min(1) });
export const telegramApiResponseSchema = z.looseObject({
  ok: z.boolean(),
  description: z.string().optional(),
  result: z.unknown().optional(),
});

/** A Telegram user or chat as an update carries it (the fields read here). */
const telegramPartySchema = z.looseObject({
  id: z.number().int(),
  first_name: z.string().optional(),
  username: z.string().optional(),
});

const telegramMessageSchema = z.looseObject({
  message_id: z.number().int(),
  from: telegramPartySchema.optional(),
  chat: telegramPartySchema.extend({ type: z.string() }),
  date: z.number().int().optional(),
  text: z.string().max(4096).optional(),
  caption: z.string().max(1024).optional(),
});

/** An Update the Bot API posts to a webhook (message and callback_query are used). */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int().nonnegative(),
  message: telegramMessageSchema.optional(),
  callback_query: z
    .looseObject({
      id: z.string().min(1),
      from: telegramPartySchema,
      message: telegramMessageSchema.optional(),
      data: z.string().max(64).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

/** POST …/convos/{userId}/channel-reply: a team member's reply to a channel conversation. */
export const channelReplyRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Write a reply first.').max(4096),
  /** The team member's name as the inbox shows it. */
  agentName: z.string().trim().max(200).optional(),
});
