import type { KNOWLEDGE_REFRESH_RATES, KnowledgeDocument } from '@vg/common';

export const REFRESH_LABELS: Record<(typeof KNOWLEDGE_REFRESH_RATES)[number], string> = {
  '1h': 'Every hour',
  '6h': 'Every 6 hours',
  '12h': 'Every 12 hours',
  '24h': 'Every day',
  '7d': 'Every week',
  never: 'Never',
};

type Status = NonNullable<KnowledgeDocument['status']>;

/** The colour of each status badge (the badge shows the spec's status value). */
export const STATUS_COLOR: Record<Status, string> = {
  SUCCESS: 'green',
  ERROR: 'red',
  PENDING: 'blue',
  INITIALIZED: 'gray',
};

/** Text sources typed before statuses existed are ready. */
export function statusOf(doc: KnowledgeDocument): Status {
  return doc.status ?? 'SUCCESS';
}

/** What kind of source it is, in a few words. */
export function sourceKind(doc: KnowledgeDocument): string {
  if (doc.sourceType === 'url') return 'Web page';
  if (doc.fileName) return `File${doc.sizeKB ? ` · ${doc.sizeKB.toLocaleString('en-US')} KB` : ''}`;
  return 'Text';
}
