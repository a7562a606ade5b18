import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInAnonymously,
  type User,
} from 'firebase/auth';
import { env } from '../env';
import { firebaseApp } from './firebaseApp';
import type { VisitorSession } from './VisitorSession';

/**
 * The chat's session through Firebase's Auth SDK, for a dashboard user
 * signed in on this origin (the owner's test chat and live preview, a super
 * administrator's inline edits): the SDK reads the dashboard's own
 * persistences. Should that user have signed out meanwhile, the SDK signs
 * the visitor in anonymously instead. A chunk of its own: other visitors
 * never load it (restVisitor.ts).
 *
 * initializeAuth, not getAuth: getAuth also sets up Google's pop-up and
 * redirect sign-in, which loads a script from apis.google.com.
 */
export async function sdkVisitor(): Promise<VisitorSession> {
  const auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (env.useEmulators) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  const existing = await new Promise<User | null>((resolve) => {
    const stop = onAuthStateChanged(auth, (found) => {
      stop();
      resolve(found);
    });
  });
  const user = existing ?? (await signInAnonymously(auth)).user;
  const claims = user.isAnonymous ? {} : (await user.getIdTokenResult()).claims;
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    isNew: !existing,
    claims,
    idToken: (forceRefresh) => user.getIdToken(forceRefresh),
  };
}
