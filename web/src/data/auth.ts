import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { firebaseAuth } from './firebase';

/** The signed-in account as the app sees it; Firebase's User stays inside this module. */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  provider: string;
  /** Whether the Auth service has verified the e-mail (membership needs it). */
  emailVerified: boolean;
}

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AuthUser };

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? user.email?.split('@')[0] ?? '',
    photoURL: user.photoURL ?? '',
    provider: user.providerData[0]?.providerId ?? 'custom',
    emailVerified: user.emailVerified,
  };
}

/** Sends the Auth service's verification e-mail to the signed-in account. */
export async function sendVerificationEmail(): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) throw new Error('Sign in first.');
  await sendEmailVerification(user);
}

/**
 * After the link was opened: reloads the account and takes a fresh ID token,
 * so rules and functions see `email_verified`. Answers whether it is now verified.
 */
export async function refreshEmailVerified(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await user.reload();
  await user.getIdToken(true);
  return user.emailVerified;
}

/** Google account sign-in through the provider's popup. */
export async function signInWithGoogle(): Promise<AuthUser> {
  const result = await signInWithPopup(firebaseAuth(), new GoogleAuthProvider());
  return toAuthUser(result.user);
}

/**
 * The Google sign-in of the local stack: the Auth emulator accepts an
 * unsigned Google ID token given as JSON, so the account chooser needs no
 * network (the real popup first loads Google's scripts, which an offline
 * machine cannot).
 */
export async function signInWithEmulatedGoogle(account: {
  email: string;
  name: string;
}): Promise<AuthUser> {
  const email = account.email.trim().toLowerCase();
  const idToken = JSON.stringify({
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: account.name.trim() || email.split('@')[0],
  });
  const result = await signInWithCredential(firebaseAuth(), GoogleAuthProvider.credential(idToken));
  return toAuthUser(result.user);
}

/** Custom-token sign-in (server-issued tokens; the Auth emulator accepts unsigned ones). */
export async function signInWithToken(token: string): Promise<AuthUser> {
  const result = await signInWithCustomToken(firebaseAuth(), token);
  return toAuthUser(result.user);
}

/**
 * E-mail sign-in for the local stack: the account is created on first use so
 * test runs need no separate set-up step.
 */
export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const auth = firebaseAuth();
  try {
    return toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code !== 'auth/user-not-found' && code !== 'auth/invalid-credential') throw error;
    return toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user);
  }
}

/**
 * Plain e-mail and password sign-in (client login, sign-in links). Never
 * creates an account; failures keep Firebase's `auth/…` code on `code`.
 */
export async function signInWithPassword(email: string, password: string): Promise<AuthUser> {
  return toAuthUser((await signInWithEmailAndPassword(firebaseAuth(), email, password)).user);
}

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth());
}

/**
 * The signed-in client entered as its agency's admin (the agency secret):
 * the `agencyAdmin` claim of the token the clientAdminSignIn function made.
 */
export async function enteredAsAgencyAdmin(): Promise<boolean> {
  const result = await firebaseAuth().currentUser?.getIdTokenResult();
  return result?.claims.agencyAdmin === true;
}

/** ID token for calls to the regional API. */
export async function currentIdToken(): Promise<string | null> {
  return (await firebaseAuth().currentUser?.getIdToken()) ?? null;
}

export function watchAuth(onChange: (state: AuthState) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) =>
    onChange(user ? { status: 'signedIn', user: toAuthUser(user) } : { status: 'signedOut' }),
  );
}
