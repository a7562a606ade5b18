import { z } from 'zod';
import { PRODUCT_ID_PATTERN } from './primitives';

/**
 * Campaigns: a message an agent's owner sends to a segment of its leads,
 * by e-mail or through a connected WhatsApp number (an approved template).
 * `voiceglow/{agentId}/campaigns/{campaignId}` with one recipient document
 * per lead (`recipients/{leadId}`), all written only by the functions.
 */
export const CAMPAIGN_CHANNELS = ['email', 'whatsapp'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_CHANNEL_LABEL: Record<CampaignChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};

/** Largest segment one campaign sends to. */
export const CAMPAIGN_MAX_RECIPIENTS = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Which leads get the campaign: all of these that are set must hold. */
export const campaignSegmentSchema = z.strictObject({
  /** Leads with at least one of these tags (none: any lead). */
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  /** The channel the lead first came from ('widget', 'whatsapp', …); null: any. */
  channel: z.string().trim().min(1).max(40).nullable().default(null),
  /** Last contact on or after this day (YYYY-MM-DD, UTC). */
  from: z.string().regex(DAY, 'Pick a start date').nullable().default(null),
  /** Last contact on or before this day (YYYY-MM-DD, UTC). */
  to: z.string().regex(DAY, 'Pick an end date').nullable().default(null),
});
export type CampaignSegment = z.infer<typeof campaignSegmentSchema>;

/** The approved WhatsApp template a campaign sends; the message fills its {{1}}. */
export const campaignTemplateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'A template name is lower case letters, digits and _'),
  language: z.string().trim().min(2, 'Enter the template language (e.g. en)').max(15),
});

export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignCountsSchema = z.object({
  recipients: z.number().default(0),
  sent: z.number().default(0),
  delivered: z.number().default(0),
  failed: z.number().default(0),
  skipped: z.number().default(0),
  replied: z.number().default(0),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignSchema = z.object({
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  segment: campaignSegmentSchema,
  subject: z.string().default(''),
  message: z.string(),
  template: campaignTemplateSchema.nullable().default(null),
  status: z.enum(CAMPAIGN_STATUSES),
  /** When it is (or was) to be sent. */
  sendAtMs: z.number(),
  /** While recipients wait: when the scheduled sender looks at it next. Absent once done. */
  dueAtMs: z.number().optional(),
  createdAtMs: z.number(),
  createdBy: z.string(),
  finishedAtMs: z.number().optional(),
  counts: campaignCountsSchema.prefault({}),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const RECIPIENT_STATUSES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** `recipients/{leadId}`: one lead of one campaign (its id makes a second send impossible). */
export const campaignRecipientSchema = z.object({
  leadId: z.string(),
  name: z.string().default(''),
  /** The e-mail address or WhatsApp number the message goes to. */
  address: z.string().default(''),
  status: z.enum(RECIPIENT_STATUSES),
  /** Why it failed or was skipped, in words for the owner. */
  reason: z.string().default(''),
  sentAtMs: z.number().optional(),
  /** WhatsApp's status webhooks: when the phone got it, when the person opened it. */
  deliveredAtMs: z.number().optional(),
  readAtMs: z.number().optional(),
  repliedAtMs: z.number().optional(),
  /** The conversation the reply landed in. */
  conversationId: z.string().optional(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/**
 * POST /agents/{agentId}/campaigns. `id` is chosen by the dashboard, so a
 * retried request finds the campaign it created instead of a second one.
 */
export const createCampaignRequestSchema = z
  .strictObject({
    id: z.string().regex(PRODUCT_ID_PATTERN, 'The campaign id is not valid'),
    name: z.string().trim().min(1, 'Please enter a campaign name').max(120),
    channel: z.enum(CAMPAIGN_CHANNELS, 'Choose e-mail or WhatsApp'),
    segment: campaignSegmentSchema.prefault({}),
    subject: z.string().trim().max(200).default(''),
    message: z
      .string()
      .trim()
      .min(1, 'Please enter the message')
      .max(1024, 'The message is at most 1024 characters'),
    template: campaignTemplateSchema.optional(),
    /** Absent: now. */
    sendAtMs: z.number().int().positive().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.channel === 'email' && !input.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Please enter a subject' });
    if (input.channel === 'whatsapp' && !input.template)
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'Name the approved WhatsApp template to send',
      });
    const { from, to } = input.segment;
    if (from && to && from > to)
      ctx.addIssue({
        code: 'custom',
        path: ['segment', 'to'],
        message: 'The end date is before the start date',
      });
  });
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** How many leads one page of a segment's preview shows. */
export const SEGMENT_PREVIEW_PAGE = 50;

/**
 * POST /agents/{agentId}/campaigns/preview: how many leads a segment
 * reaches on a channel, and one page of them (`offset` into the segment,
 * most recent contact first).
 */
export const campaignPreviewRequestSchema = z.strictObject({
  channel: z.enum(CAMPAIGN_CHANNELS, 'Choose e-mail or WhatsApp'),
  segment: campaignSegmentSchema.prefault({}),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export type CampaignPreviewRequest = z.input<typeof campaignPreviewRequestSchema>;

export interface CampaignPreview {
  /** Leads in the segment (up to the number the function reads). */
  matching: number;
  /** Of those, the ones the campaign would skip (opted out, no address on the channel). */
  skipped: number;
  /** More leads matched than one campaign may send to. */
  tooMany: boolean;
  leads: CampaignRecipient[];
  /** The offset of the next page, or null at the end. */
  nextOffset: number | null;
}

/** An approved message template of the agent's WhatsApp number (GET /agents/{id}/whatsapp/templates). */
export interface WhatsappTemplateChoice {
  name: string;
  language: string;
  category: string;
  /** The body with its {{1}} placeholders. */
  body: string;
}

export interface WhatsappTemplatesAnswer {
  /** The connected number, or null when the agent has none. */
  phoneNumber: string | null;
  templates: WhatsappTemplateChoice[];
}
