import type { EmailDomainStatus } from '../../schemas/agency';

/**
 * Status of the agency's e-mail sending domain: not_started → pending (a
 * verify request succeeded) → verified (a status check says so). Checks may
 * also report failure or temporary_failure; deleting starts over.
 */

export type EmailDomainEvent =
  | { type: 'verifyRequested'; success: boolean }
  | { type: 'statusChecked'; status: EmailDomainStatus }
  | { type: 'deleted' };

export function emailDomainReducer(
  status: EmailDomainStatus,
  event: EmailDomainEvent,
): EmailDomainStatus {
  switch (event.type) {
    case 'verifyRequested':
      return event.success && status !== 'verified' ? 'pending' : status;
    case 'statusChecked':
      return event.status;
    case 'deleted':
      return 'not_started';
  }
}

/** Poll every 5 s while a created domain is neither verified nor unstarted. */
export function shouldPollEmailDomain(
  status: EmailDomainStatus | null | undefined,
  domainId: string | null | undefined,
): boolean {
  if (!domainId) return false;
  return (
    status !== 'verified' && status !== 'not_started' && status !== undefined && status !== null
  );
}

/** The fields a delete writes back. */
export function clearedEmailDomainFields() {
  return {
    resendEmailDomain: '',
    resendEmailDomainId: '',
    resendEmailDomainStatus: 'not_started' as const,
    resendEmailDomainRecords_JSON_STRING: '',
  };
}

/** DNS rows show MX priority as 10 whatever the provider returns. */
export function displayedDnsPriority(record: { type: string; priority?: number | string | null }) {
  if (record.type.toUpperCase() === 'MX') return 10;
  return record.priority ?? null;
}
