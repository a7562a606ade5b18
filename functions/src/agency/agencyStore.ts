import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { PRODUCT_ID_PATTERN, normaliseDomainInput, type DomainType } from '@vg/common';
import { HttpError } from '../http/HttpError';
import type { Caller } from '../http/caller';

/** Agency records (`agencies/{ID}`) as the agency functions read them. */

/** Ids the product creates: letters, digits, '-' and '_' (never a path). */
export function isSafeId(id: string): boolean {
  return PRODUCT_ID_PATTERN.test(id);
}

export type AgencyData = Record<string, unknown> & { ID: string; userId: string };

/** A signed-in dashboard user: anonymous visitors own no agency. */
export function requireAccount(caller: Caller): string {
  if (caller.anonymous) throw new HttpError(403, 'Sign in with your account to manage an agency.');
  return caller.uid;
}

function asAgency(snap: DocumentSnapshot): AgencyData | null {
  if (!snap.exists) return null;
  return { ...(snap.data() as Record<string, unknown>), ID: snap.id } as AgencyData;
}

/** The caller's agency by id; 404 when it is missing or someone else's. */
export async function loadOwnedAgency(db: Firestore, agencyId: string, uid: string) {
  if (!isSafeId(agencyId)) throw new HttpError(400, 'agencyId is not a valid id.');
  const agency = asAgency(await db.doc(`agencies/${agencyId}`).get());
  if (!agency || agency.userId !== uid)
    throw new HttpError(
      404,
      'Agency not found: open the Agency page to create your agency settings.',
    );
  return agency;
}

export async function agenciesOfUser(db: Firestore, uid: string): Promise<AgencyData[]> {
  const snap = await db.collection('agencies').where('userId', '==', uid).get();
  return snap.docs.flatMap((doc) => asAgency(doc) ?? []);
}

/** The caller's one agency (the newest when clean-up has not run yet). */
export async function loadAgencyOfUser(db: Firestore, uid: string): Promise<AgencyData> {
  const [agency] = (await agenciesOfUser(db, uid)).sort(
    (a, b) => Number(b.lastModified ?? 0) - Number(a.lastModified ?? 0),
  );
  if (!agency)
    throw new HttpError(
      404,
      'Agency not found: open the Agency page to create your agency settings.',
    );
  return agency;
}

/** The agency field that holds each kind of domain, and its verified flag. */
const DOMAIN_FIELDS: Record<
  DomainType,
  { field: 'customDomain' | 'VGsubDomain'; flag: string; label: string }
> = {
  customDomain: { field: 'customDomain', flag: 'isVerifiedCustomDomain', label: 'custom domain' },
  vgSubdomain: { field: 'VGsubDomain', flag: 'isVerifiedSubDomain', label: 'sub-domain' },
};

/**
 * The caller's agency and the domain a request names, normalised; 404 when
 * the agency holds another host (or none) in that field.
 */
export async function loadAgencyDomain(
  db: Firestore,
  uid: string,
  domain: string,
  domainType: DomainType,
) {
  const agency = await loadAgencyOfUser(db, uid);
  const host = normaliseDomainInput(domain);
  const { field, flag, label } = DOMAIN_FIELDS[domainType];
  if (!host || agency[field] !== host)
    throw new HttpError(
      404,
      `${host || 'This domain'} is not your agency's ${label}: add it first.`,
    );
  return { agency, host, field, flag };
}
