import { z } from 'zod';
import { pathIdSchema } from '../primitives';

/**
 * WhatsApp (Cloud API), Messenger and Instagram: the dashboard's calls and
 * what the Graph API sends and answers (the fields read here; Meta adds more).
 */

/** POST …/channels/meta/login `{token}`: the user access token of the Meta login dialog. */
export const metaLoginInputSchema = z.strictObject({
  token: z.string().trim().min(1, 'Log in with Meta first.').max(2048),
});

/** A WhatsApp number the Meta login may connect (no token reaches the browser). */
export const metaNumberChoiceSchema = z.object({
  phoneId: z.string(),
  phoneNumber: z.string(),
  verifiedName: z.string(),
  wabaId: z.string(),
});
export type MetaNumberChoice = z.infer<typeof metaNumberChoiceSchema>;

/** A page the Meta login manages, with its Instagram account when one is linked. */
export const metaPageChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  connectedIgPage: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type MetaPageChoice = z.infer<typeof metaPageChoiceSchema>;

export const metaLoginResponseSchema = z.object({
  numbers: z.array(metaNumberChoiceSchema),
  pages: z.array(metaPageChoiceSchema),
});
export type MetaLoginResponse = z.infer<typeof metaLoginResponseSchema>;

/**
 * POST …/channels/whatsapp `{phoneId}`: a number of the logged-in business
 * (New: the Meta login). Legacy (manual tokens): `{phoneId, businessId,
 * accessToken}`, a permanent token of a system user of the business.
 */
export const whatsappConnectInputSchema = z.union([
  z.strictObject({ phoneId: pathIdSchema }),
  z.strictObject({
    phoneId: pathIdSchema,
    businessId: pathIdSchema,
    accessToken: z
      .string()
      .trim()
      .min(20)
      .max(1000)
      .regex(/^[\w|.-]+$/),
  }),
]);
/** POST …/channels/meta-pages `{pageId}`: a page the login manages (Messenger, and its Instagram). */
export const metaPageConnectInputSchema = z.strictObject({ pageId: pathIdSchema });

/** The page subscription check's answer (spec 4's page picker states). */
export const META_SUBSCRIPTION_STATES = {
  connected: 'Connected Successfully to an AI agent.',
  notConnected: 'Not Connected Successfully',
  noInstagram: 'Not Connected to IG',
} as const;
export const metaSubscriptionResponseSchema = z.object({
  messenger: z.boolean(),
  instagram: z.boolean(),
  messages: z.array(z.string()),
});

/** A Graph API error body. */
export const graphErrorSchema = z.looseObject({
  error: z.looseObject({ message: z.string(), code: z.number().optional() }),
});

/** `GET /oauth/access_token?grant_type=fb_exchange_token`. */
export const graphTokenSchema = z.looseObject({ access_token: z.string().min(1) });

/** `GET /debug_token`: which business accounts and pages the person granted. */
export const graphDebugTokenSchema = z.looseObject({
  data: z.looseObject({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
    granular_scopes: z
      .array(z.looseObject({ scope: z.string(), target_ids: z.array(z.string()).optional() }))
      .default([]),
  }),
});

/** `GET /{waba-id}/phone_numbers`. */
export const graphPhoneNumbersSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      display_phone_number: z.string(),
      verified_name: z.string().default(''),
    }),
  ),
});

/** `GET /me/accounts` with `access_token` and `instagram_business_account{id,username}`. */
export const graphPagesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      access_token: z.string(),
      instagram_business_account: z
        .looseObject({ id: z.string(), username: z.string().optional() })
        .optional(),
    }),
  ),
});

/** `GET /{waba-id}/message_templates`: the business account's templates and their review status. */
export const graphTemplatesSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      language: z.string().default(''),
      category: z.string().default(''),
      status: z.string(),
      components: z
        .array(z.looseObject({ type: z.string(), text: z.string().optional() }))
        .default([]),
    }),
  ),
});

/** A message template as the WhatsApp view lists it: its body and Meta's review status. */
export const whatsappTemplateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  /** PENDING, APPROVED, REJECTED, PAUSED or DISABLED (Meta's review). */
  status: z.string(),
  bodyText: z.string(),
});
export type WhatsappTemplateView = z.infer<typeof whatsappTemplateViewSchema>;
/** GET …/channels/whatsapp/{phoneId}/templates. */
export const whatsappTemplatesResponseSchema = z.object({
  templates: z.array(whatsappTemplateViewSchema),
});
/** POST …/channels/whatsapp/{phoneId}/templates (createTemplate). */
export const createTemplateResponseSchema = z.object({
  message: z.string(),
  template: whatsappTemplateViewSchema,
});

/** `GET /{page-id}/subscribed_apps`. */
export const graphSubscribedAppsSchema = z.looseObject({
  data: z.array(
    z.looseObject({ id: z.string(), subscribed_fields: z.array(z.string()).default([]) }),
  ),
});

const whatsappInboundSchema = z.looseObject({
  from: z.string().min(1).max(32),
  id: z.string().min(1).max(512),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
  image: z.looseObject({ caption: z.string().max(1024).optional() }).optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
});
export type WhatsappInbound = z.infer<typeof whatsappInboundSchema>;

/**
 * One `statuses[]` item: what became of a message the business sent
 * (`sent`, `delivered`, `read`, or `failed` with Meta's errors).
 */
export const whatsappStatusSchema = z.looseObject({
  id: z.string().min(1).max(512),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(32).optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
        error_data: z.looseObject({ details: z.string().max(1000).optional() }).optional(),
      }),
    )
    .max(10)
    .optional(),
});
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/** One `changes[].value` of a `whatsapp_business_account` webhook (field `messages`). */
export const whatsappChangeValueSchema = z.looseObject({
  messaging_product: z.literal('whatsapp').optional(),
  metadata: z.looseObject({ phone_number_id: z.string(), display_phone_number: z.string() }),
  contacts: z
    .array(z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string() }) }))
    .optional(),
  messages: z.array(whatsappInboundSchema).optional(),
  statuses: z.array(whatsappStatusSchema).max(1000).optional(),
});

/** One `entry[].messaging[]` event of a `page` (Messenger) or `instagram` webhook. */
export const metaMessagingEventSchema = z.looseObject({
  sender: z.looseObject({ id: z.string().min(1).max(64) }),
  recipient: z.looseObject({ id: z.string().min(1).max(64) }),
  timestamp: z.number().optional(),
  message: z
    .looseObject({
      mid: z.string().min(1).max(512),
      text: z.string().max(4096).optional(),
      is_echo: z.boolean().optional(),
      quick_reply: z.looseObject({ payload: z.string() }).optional(),
    })
    .optional(),
  postback: z
    .looseObject({ mid: z.string().max(512).optional(), title: z.string(), payload: z.string() })
    .optional(),
});
export type MetaMessagingEvent = z.infer<typeof metaMessagingEventSchema>;

/** A Graph API webhook delivery: WhatsApp numbers, Facebook pages or Instagram accounts. */
export const metaWebhookSchema = z.looseObject({
  object: z.enum(['whatsapp_business_account', 'page', 'instagram']),
  entry: z
    .array(
      z.looseObject({
        id: z.string(),
        changes: z
          .array(z.looseObject({ field: z.string(), value: z.unknown() }))
          .max(100)
          .optional(),
        messaging: z.array(z.unknown()).max(100).optional(),
      }),
    )
    .max(100),
});
export type MetaWebhook = z.infer<typeof metaWebhookSchema>;

/** The webhook verification request (`GET` with hub.mode, hub.verify_token, hub.challenge). */
export const metaWebhookVerificationSchema = z.looseObject({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});
