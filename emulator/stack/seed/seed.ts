import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { DEMO_USERS, seedDocuments } from './seedData';
import type { Region } from '@vg/common';

/**
 * Seeds one region. Idempotent: documents that already exist are left as
 * they are, so edits made on the local platform survive restarts.
 */
export async function seedRegion(db: Firestore, region: Region): Promise<number> {
  const docs = seedDocuments(region);
  const refs = Object.keys(docs).map((path) => db.doc(path));
  const existing = await db.getAll(...refs);
  const batch = db.batch();
  let created = 0;
  existing.forEach((snap, i) => {
    if (snap.exists) return;
    batch.create(refs[i]!, docs[refs[i]!.path]!);
    created++;
  });
  if (created) await batch.commit();
  return created;
}

/** Creates the demo accounts in the Auth emulator (shared by both regions). */
export async function seedAccounts(auth: Auth): Promise<void> {
  for (const user of Object.values(DEMO_USERS)) {
    try {
      await auth.getUser(user.uid);
    } catch {
      await auth.createUser({
        uid: user.uid,
        email: user.email,
        password: user.password,
        displayName: user.displayName,
        emailVerified: true,
      });
    }
    if ('claims' in user) await auth.setCustomUserClaims(user.uid, user.claims);
  }
}
