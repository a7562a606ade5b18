import {
  createCampaignRequestSchema,
  type CampaignChannel,
  type CampaignSegment,
  type CreateCampaignRequest,
} from '@vg/common';

/** What the New campaign form holds while the owner fills it in. */
export interface CampaignDraft {
  name: string;
  channel: CampaignChannel;
  tags: string[];
  leadChannel: string | null;
  from: string;
  to: string;
  subject: string;
  message: string;
  templateName: string;
  templateLanguage: string;
  when: 'now' | 'later';
  /** `YYYY-MM-DDTHH:mm` in the owner's time zone. */
  sendAt: string;
}

export const EMPTY_DRAFT: CampaignDraft = {
  name: '',
  channel: 'email',
  tags: [],
  leadChannel: null,
  from: '',
  to: '',
  subject: '',
  message: '',
  templateName: '',
  templateLanguage: 'en',
  when: 'now',
  sendAt: '',
};

/** The request for a draft (the id makes a retried send find the same campaign). */
export function campaignRequest(draft: CampaignDraft, id: string): CreateCampaignRequest {
  const sendAtMs = draft.when === 'later' ? new Date(draft.sendAt).getTime() : undefined;
  return {
    id,
    name: draft.name,
    channel: draft.channel,
    segment: draftSegment(draft),
    subject: draft.channel === 'email' ? draft.subject : '',
    message: draft.message,
    ...(draft.channel === 'whatsapp'
      ? { template: { name: draft.templateName, language: draft.templateLanguage } }
      : {}),
    ...(sendAtMs !== undefined ? { sendAtMs: Number.isFinite(sendAtMs) ? sendAtMs : -1 } : {}),
  };
}

/** The form's errors by field (empty when the draft can be sent). */
export function draftErrors(draft: CampaignDraft, now = Date.now()): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = createCampaignRequestSchema.safeParse(campaignRequest(draft, 'draft'));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'segment' ? String(issue.path[1]) : issue.path.join('.');
      errors[key === 'template.name' || key === 'template' ? 'templateName' : key] ??=
        issue.message;
    }
  if (draft.when === 'later') {
    const at = new Date(draft.sendAt).getTime();
    if (!Number.isFinite(at)) errors.sendAtMs = 'Pick the date and time to send';
    else if (at <= now) errors.sendAtMs = 'Pick a time in the future';
  }
  return errors;
}

/** The segment the draft picks (dates as UTC days). */
export function draftSegment(draft: CampaignDraft): CampaignSegment {
  return {
    tags: draft.tags,
    channel: draft.leadChannel,
    from: draft.from || null,
    to: draft.to || null,
  };
}
