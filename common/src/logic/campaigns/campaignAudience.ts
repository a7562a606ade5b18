import type { CampaignChannel, CampaignSegment } from '../../schemas/campaigns';
import type { Lead } from '../../schemas/insights';

const DAY_MS = 86_400_000;

/** Whether a lead belongs to a campaign's segment (tags, first channel, last contact day). */
export function leadInSegment(lead: Lead, segment: CampaignSegment): boolean {
  if (segment.tags.length > 0 && !segment.tags.some((tag) => lead.tags.includes(tag))) return false;
  if (segment.channel && lead.channel !== segment.channel) return false;
  if (segment.from && lead.lastContactMs < Date.parse(`${segment.from}T00:00:00Z`)) return false;
  if (segment.to && lead.lastContactMs >= Date.parse(`${segment.to}T00:00:00Z`) + DAY_MS)
    return false;
  return true;
}

/** Where a campaign on `channel` reaches the lead: an e-mail address or WhatsApp digits; '' if nowhere. */
export function campaignAddress(lead: Lead, channel: CampaignChannel): string {
  if (channel === 'email') return lead.email;
  if (lead.channelAddress.startsWith('whatsapp:')) return lead.channelAddress.slice(9);
  const digits = lead.phone.replace(/[^\d]/g, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : '';
}

export const OPTED_OUT_REASON = 'Opted out of campaigns';

/** Why a lead in the segment gets no message, or null when it is sent to. */
export function campaignSkipReason(lead: Lead, channel: CampaignChannel): string | null {
  if (lead.optedOut) return OPTED_OUT_REASON;
  if (!campaignAddress(lead, channel))
    return channel === 'email' ? 'No e-mail address' : 'No WhatsApp number';
  return null;
}

/**
 * Words that opt a person out when they reply with them alone (as WhatsApp
 * and SMS do); "stop promotions" is the text of the marketing opt-out quick
 * reply Meta adds to a marketing template.
 */
const OPT_OUT_WORDS = new Set([
  'stop',
  'unsubscribe',
  'stopp',
  'arret',
  'arrêt',
  'cancel',
  'stop promotions',
]);

/** Words that take back a person's own opt-out (as SMS and WhatsApp senders honour them). */
const OPT_IN_WORDS = new Set(['start', 'unstop', 'subscribe', 'resume promotions']);

const replyWord = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');

export function isOptOutReply(text: string): boolean {
  return OPT_OUT_WORDS.has(replyWord(text));
}

export function isOptInReply(text: string): boolean {
  return OPT_IN_WORDS.has(replyWord(text));
}
