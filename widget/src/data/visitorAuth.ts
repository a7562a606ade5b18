import { onAuthStateChanged, signInAnonymously, type User } from 'firebase/auth';
import { firebaseAuth } from './firebase';

/**
 * The visitor's Firebase user. A dashboard user signed in on the same origin
 * (the owner testing their agent) is kept; everyone else is signed in
 * anonymously, which the functions and rules use to tie a conversation to
 * its browser.
 */
export async function signInVisitor(): Promise<User> {
  const auth = firebaseAuth();
  const existing = await new Promise<User | null>((resolve) => {
    const stop = onAuthStateChanged(auth, (user) => {
      stop();
      resolve(user);
    });
  });
  if (existing) return existing;
  return (await signInAnonymously(auth)).user;
}
