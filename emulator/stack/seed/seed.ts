import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { DEMO_USERS, seedDocuments } from './seedData';
import type { Region } from '@vg/common';
import { hashPassword } from '@vg/common/logic/clients/passwordHash';

/**
 * Seeds one region. Idempotent: documents that already exist are left as
 * they are, so edits made on the local platform survive restarts.
 */
export async function seedRegion(db: Firestore, region: Region): Promise<number> {
  const docs = seedDocuments(region);
  // The demo client signs in through the client login functions, which
  // check its password against this digest.
  const { client } = DEMO_USERS;
  docs[`clientSecrets/${client.uid}`] = { passwordHash: await hashPassword(client.password) };
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

/**
 * Creates the demo accounts in the Auth emulator (shared by both regions).
 * The client's account has no e-mail or password of its own: clients sign
 * in with a custom token from the client login functions, and an e-mail on
 * the account would let it pass as a workspace member with that address.
 */
export async function seedAccounts(auth: Auth): Promise<void> {
  for (const [role, user] of Object.entries(DEMO_USERS)) {
    try {
      await auth.getUser(user.uid);
    } catch {
      await auth.createUser(
        role === 'client'
          ? { uid: user.uid, displayName: user.displayName }
          : {
              uid: user.uid,
              email: user.email,
              password: user.password,
              displayName: user.displayName,
              emailVerified: true,
            },
      );
    }
    if ('claims' in user) await auth.setCustomUserClaims(user.uid, user.claims);
  }
}
