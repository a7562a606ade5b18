import type { LeadRecord } from '../../../data/insights';

export interface LeadFilter {
  search: string;
  source: string | null;
  tag: string | null;
}

/** The leads matching the search (name, e-mail, phone) and the source and tag filters. */
export function filterLeads(leads: readonly LeadRecord[], filter: LeadFilter): LeadRecord[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return leads.filter((lead) => {
    if (filter.source && !lead.sources.includes(filter.source as never)) return false;
    if (filter.tag && !lead.tags.includes(filter.tag)) return false;
    const haystack =
      `${lead.name} ${lead.email} ${lead.phone} ${lead.channelAddress}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

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
