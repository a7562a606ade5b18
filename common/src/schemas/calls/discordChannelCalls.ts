import { z } from 'zod';
import { pathIdSchema, regionSchema } from '../primitives';

/** What Discord sends to the app's interactions endpoint (the fields read here). */

const discordUserSchema = z.looseObject({
  id: z.string().regex(/^\d{1,20}$/),
  username: z.string().max(64).optional(),
  global_name: z.string().max(64).nullable().optional(),
});

export const discordInteractionSchema = z.looseObject({
  id: z.string().regex(/^\d{1,20}$/),
  /** 1 PING, 2 APPLICATION_COMMAND, 3 MESSAGE_COMPONENT. */
  type: z.number().int(),
  /** The interaction's webhook token: its answer and follow-ups for 15 minutes. */
  token: z.string().max(600).optional(),
  channel_id: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  guild_id: z.string().optional(),
  member: z.looseObject({ user: discordUserSchema }).optional(),
  user: discordUserSchema.optional(),
  data: z
    .looseObject({
      name: z.string().max(32).optional(),
      custom_id: z.string().max(100).optional(),
      options: z
        .array(z.looseObject({ name: z.string(), value: z.unknown().optional() }))
        .max(25)
        .optional(),
    })
    .optional(),
});
export type DiscordInteraction = z.infer<typeof discordInteractionSchema>;

const snowflakeSchema = z.string().regex(/^\d{1,20}$/);

/**
 * The background answer to an interaction the endpoint acknowledged with a
 * deferred response: which agent answers, who asked, the interaction's
 * webhook token (valid 15 minutes), how it was deferred ('message': type 5,
 * the answer edits the "thinking" message; 'update': type 6 after a button
 * press, the answer is a follow-up message) and what the person did.
 */
export const discordAnswerTaskSchema = z.object({
  region: regionSchema,
  agentId: pathIdSchema,
  channelId: snowflakeSchema,
  interactionId: snowflakeSchema,
  token: z.string().regex(/^[\w.-]{1,600}$/),
  deferred: z.enum(['message', 'update']),
  user: z.object({ id: snowflakeSchema, name: z.string().max(64).optional() }),
  action: z.union([
    z.object({ text: z.string().min(1).max(2000) }),
    z.object({ pressed: z.string().min(1).max(100) }),
  ]),
});
export type DiscordAnswerTask = z.infer<typeof discordAnswerTaskSchema>;

/** The slash command the bot offers: `/ask message:<text>`. */
export const DISCORD_ASK_COMMAND = {
  name: 'ask',
  type: 1,
  description: 'Ask the agent of this channel',
  options: [
    { type: 3, name: 'message', description: 'Your message', required: true, max_length: 2000 },
  ],
} as const;

/** `GET /webhooks/{id}/{token}`: the channel a webhook posts in. */
export const discordWebhookSchema = z.looseObject({
  id: z.string(),
  channel_id: z.string(),
  guild_id: z.string().optional(),
});

/** `GET /channels/{id}`. */
export const discordChannelInfoSchema = z.looseObject({
  id: z.string(),
  guild_id: z.string().optional(),
  name: z.string().optional(),
});

/** A Discord API error body. */
export const discordErrorSchema = z.looseObject({
  message: z.string(),
  code: z.number().optional(),
});
