import type { AgencyRecord } from '../../../data/agency';

/** A text field of the draft ('' when missing or not text). */
export function textOf(draft: AgencyRecord, field: string): string {
  const value = draft[field];
  return typeof value === 'string' ? value : '';
}

export interface DraftProps {
  draft: AgencyRecord;
  update: (patch: Record<string, unknown>) => void;
}
