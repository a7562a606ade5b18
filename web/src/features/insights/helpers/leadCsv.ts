import type { LeadRecord } from '../../../data/leads';

export const SOURCE_LABEL: Record<string, string> = {
  'widget-user': 'Widget user',
  'email-form': 'E-mail form',
  form: 'Form',
  channel: 'Channel',
};

/** The leads as CSV rows. */
export function leadRows(leads: readonly LeadRecord[]): (string | number)[][] {
  return leads.map((lead) => [
    lead.name,
    lead.email,
    lead.phone,
    lead.channelAddress,
    lead.sources.map((s) => SOURCE_LABEL[s] ?? s).join('; '),
    lead.channel,
    new Date(lead.firstContactMs).toISOString(),
    new Date(lead.lastContactMs).toISOString(),
    lead.tags.join('; '),
    lead.conversations.at(-1) ?? '',
  ]);
}

export const LEAD_CSV_HEADER = [
  'Name',
  'E-mail',
  'Phone',
  'Channel address',
  'Source',
  'Channel',
  'First contact',
  'Last contact',
  'Tags',
  'Latest conversation',
];
