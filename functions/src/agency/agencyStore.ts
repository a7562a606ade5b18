import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../http/HttpError';
import type { Caller } from '../http/caller';

/** Agency records (`agencies/{ID}`) as the agency functions read them. */

/** Ids the product creates: letters, digits, '-' and '_' (never a path). */
export function isSafeId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
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
