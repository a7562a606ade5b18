import { useEffect, useRef, useState } from 'react';
import { signInWithPassword, signOutUser, type AuthState } from '../../../data/auth';
import { passwordFailure } from '../helpers/clientLoginOutcome';

/**
 * `/login?username=…&password=…` signs in on its own (the sign-in links the
 * local stack prints, one per role). A different account already signed in
 * is signed out first, so a link always ends in the account it names.
 */
export function useLinkSignIn(
  auth: AuthState,
  username: string | null,
  password: string | null,
): { busy: boolean; error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const attempted = useRef<string | null>(null);
  const wanted = username?.trim().toLowerCase() ?? '';
  const pending =
    wanted !== '' &&
    password !== null &&
    error === null &&
    (auth.status === 'loading' ||
      auth.status === 'signedOut' ||
      auth.user.email.toLowerCase() !== wanted);

  useEffect(() => {
    if (!pending || auth.status === 'loading' || password === null) return;
    const key = `${wanted}\n${password}`;
    if (attempted.current === key) return;
    attempted.current = key;
    void (async () => {
      try {
        if (auth.status === 'signedIn') await signOutUser();
        await signInWithPassword(wanted, password);
      } catch (failure) {
        setError(passwordFailure(failure).message);
      }
    })();
  }, [pending, auth.status, wanted, password]);

  return { busy: pending, error };
}
