import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http/HttpError';
import { loadAgencyOfUser, type AgencyData } from './agencyStore';

/** The caller's agency, which must own the sending domain `domainId`. */
export async function agencyWithEmailDomain(
  db: Firestore,
  uid: string,
  domainId: string,
): Promise<AgencyData> {
  const agency = await loadAgencyOfUser(db, uid);
  if (!domainId || agency.resendEmailDomainId !== domainId)
    throw new HttpError(404, 'This e-mail domain is not your agency’s: add it first.');
  return agency;
}
