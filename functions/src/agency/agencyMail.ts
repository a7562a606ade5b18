import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { sendMail, type MailMessage } from '../gateways/mail';
import { sendThroughResend } from '../gateways/resend';
import { agenciesOfUser } from './agencyStore';

/** The local part of the address agency mail is sent from, on the agency's own domain. */
export const AGENCY_MAIL_LOCAL_PART = 'notifications';

type AgencyFields = Record<string, unknown> | null | undefined;

/**
 * The From address of mail that concerns an agency's clients: the agency's
 * name at its sending domain once Resend has verified that domain, else
 * null (the platform's own address is used).
 */
export function agencySender(agency: AgencyFields): string | null {
  const domain = agency?.resendEmailDomain;
  if (typeof domain !== 'string' || !domain || agency?.resendEmailDomainStatus !== 'verified')
    return null;
  const rawName = typeof agency.name === 'string' ? agency.name : '';
  // A display name is one quoted line: no quotes, angle brackets or line breaks.
  const name = rawName.replace(/["<>\\\r\n]/g, '').trim();
  const address = `${AGENCY_MAIL_LOCAL_PART}@${domain}`;
  return name ? `"${name}" <${address}>` : address;
}

/**
 * Sends mail about an agency's clients (login codes, hand-off and form
 * notifications, feedback): from the agency's verified domain through
 * Resend, or from the platform's address when it has none. Should Resend
 * refuse (the domain lost its verification since), the message still goes
 * out from the platform's address. Answers the From used.
 */
export async function sendAgencyMail(agency: AgencyFields, message: MailMessage): Promise<string> {
  const from = agencySender(agency);
  if (from) {
    try {
      await sendThroughResend(from, message);
      return from;
    } catch (error) {
      logger.warn(`Agency mail from ${from} refused, sent from the platform instead:`, error);
    }
  }
  return sendMail(message);
}

/** The agency run by the workspace `ownerID` (the newest record), if any. */
export async function agencyOfOwner(
  db: Firestore,
  ownerID: string,
): Promise<Record<string, unknown> | null> {
  if (!ownerID) return null;
  const agencies = await agenciesOfUser(db, ownerID);
  return (
    agencies.sort((a, b) => Number(b.lastModified ?? 0) - Number(a.lastModified ?? 0))[0] ?? null
  );
}
