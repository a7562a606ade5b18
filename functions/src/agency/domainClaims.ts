import type { Firestore } from 'firebase-admin/firestore';
import { REGIONS, type Region } from '@vg/common';
import { dbFor } from '../firestore';
import { HttpError } from '../http/HttpError';

/**
 * One claim document per branded host (`domainClaims/{host}`), written in a
 * transaction with the agency record so two agencies of a region never hold
 * one host. The other region is checked before the claim (its own claims
 * and agencies, as the spec's cross-region lookup), so a host is unique
 * across both. Browsers can neither read nor write claims.
 */

export type DomainKind = 'customDomain' | 'vgSubdomain';

export interface DomainClaim {
  host: string;
  agencyId: string;
  userId: string;
  region: Region;
  kind: DomainKind;
}

export const claimPath = (host: string) => `domainClaims/${host}`;

const FIELD: Record<DomainKind, string> = {
  customDomain: 'customDomain',
  vgSubdomain: 'VGsubDomain',
};

/** Another agency (in either region) already holds the host. */
export async function hostTakenElsewhere(host: string, agencyId: string): Promise<boolean> {
  for (const region of REGIONS) {
    const db = dbFor(region);
    const claim = (await db.doc(claimPath(host)).get()).data() as DomainClaim | undefined;
    if (claim && claim.agencyId !== agencyId) return true;
    for (const field of Object.values(FIELD)) {
      const holders = await db.collection('agencies').where(field, '==', host).limit(2).get();
      if (holders.docs.some((doc) => doc.id !== agencyId)) return true;
    }
  }
  return false;
}

/** The claim of a host, looked up in both regions (branding by host). */
export async function findClaim(host: string): Promise<DomainClaim | null> {
  for (const region of REGIONS) {
    const snap = await dbFor(region).doc(claimPath(host)).get();
    if (snap.exists) return snap.data() as DomainClaim;
  }
  return null;
}

/**
 * Claims `host` for the agency and points its record at it, unverified, in
 * one transaction; the agency's previous host of that kind is released.
 */
export async function claimHost(
  db: Firestore,
  claim: DomainClaim,
  agencyFields: Record<string, unknown>,
  takenMessage: string,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const agencyRef = db.doc(`agencies/${claim.agencyId}`);
    const claimRef = db.doc(claimPath(claim.host));
    const [agency, existing] = await Promise.all([tx.get(agencyRef), tx.get(claimRef)]);
    const holder = existing.data() as DomainClaim | undefined;
    if (holder && holder.agencyId !== claim.agencyId) throw new HttpError(409, takenMessage);
    const previous = agency.get(FIELD[claim.kind]) as string | undefined;
    if (previous && previous !== claim.host) {
      const previousRef = db.doc(claimPath(previous));
      const previousClaim = (await tx.get(previousRef)).data() as DomainClaim | undefined;
      if (previousClaim?.agencyId === claim.agencyId) tx.delete(previousRef);
    }
    tx.set(claimRef, claim);
    tx.update(agencyRef, agencyFields);
  });
}

/** Clears the agency's host of this kind and releases its claim. */
export async function releaseHost(
  db: Firestore,
  agencyId: string,
  host: string,
  agencyFields: Record<string, unknown>,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const claimRef = db.doc(claimPath(host));
    const claim = (await tx.get(claimRef)).data() as DomainClaim | undefined;
    if (claim?.agencyId === agencyId) tx.delete(claimRef);
    tx.update(db.doc(`agencies/${agencyId}`), agencyFields);
  });
}
