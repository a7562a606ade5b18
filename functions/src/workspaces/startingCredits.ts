import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { STARTING_CREDITS, type Region } from '@vg/common';
import { dbFor } from '../firestore';

/**
 * The one database that holds the grant ledger of both regions, so a person
 * gets the starting credits once in all. It stores hashes and a region only,
 * no personal data.
 */
export const GRANT_LEDGER_REGION: Region = 'eu';
export const GRANT_LEDGER = 'creditGrants';

type LedgerState = 'pending' | 'granted';

/** Ledger keys: the account, and the verified e-mail (the same person on another account). */
export function grantKeys(uid: string, email: string | null): string[] {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex');
  return [`uid-${hash(uid)}`, ...(email ? [`email-${hash(email)}`] : [])];
}

/**
 * Grants the starting credits to the workspace `users/{uid}` of `region`
 * once per person: the ledger claims the person's keys first (a claim in
 * another region, or by another account with the same verified e-mail,
 * means no grant), then the workspace is credited in a transaction that
 * sets `freeLTsTS` (so a retry never credits twice), then the claim is
 * marked granted. A claim left pending by a failure is finished by the
 * next call in the same region.
 *
 * Answers whether this call added the credits.
 */
export async function grantStartingCredits(
  db: Firestore,
  region: Region,
  uid: string,
  email: string | null,
  now = Date.now(),
): Promise<boolean> {
  const ledger = dbFor(GRANT_LEDGER_REGION);
  const refs = grantKeys(uid, email).map((key) => ledger.collection(GRANT_LEDGER).doc(key));
  const claimed = await ledger.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const own = snapshots[0]?.data();
    if (own) return own.region === region && (own.state as LedgerState) === 'pending';
    if (snapshots.some((snapshot) => snapshot.exists)) return false;
    for (const ref of refs) tx.create(ref, { region, state: 'pending', claimedAt: now });
    return true;
  });
  if (!claimed) return false;

  const workspace = db.doc(`users/${uid}`);
  const credited = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(workspace);
    // freeLTsTS marks a workspace that already had its starting credits.
    if (!snapshot.exists || snapshot.get('freeLTsTS') !== undefined) return false;
    tx.update(workspace, {
      loadTokens: FieldValue.increment(STARTING_CREDITS),
      freeLTsTS: Math.floor(now / 1000),
    });
    return true;
  });
  const batch = ledger.batch();
  for (const ref of refs) batch.update(ref, { state: 'granted' satisfies LedgerState });
  await batch.commit();
  return credited;
}
