import { useEffect, useRef, useState } from 'react';
import type { Region } from '@vg/common';
import { signInWithPassword, signOutUser, type AuthState } from '../../../data/auth';
import { signInClientWithPassword } from '../../../data/clientSignIn';
import { passwordFailure } from '../helpers/clientLoginOutcome';

/** The Auth server does not know the e-mail as a workspace account's. */
const notAWorkspaceAccount = (error: unknown) =>
  ['auth/user-not-found', 'auth/invalid-credential', 'auth/wrong-password'].includes(
    String((error as { code?: unknown } | null)?.code ?? ''),
  );

/**
 * `/login?username=…&password=…` signs in on its own (the sign-in links the
 * local stack prints, one per role). A workspace account signs in at the
 * Auth server; an e-mail it does not know is tried as an agency client's
 * (whose password the client login function checks). A different account
 * already signed in is signed out first, so a link always ends in the
 * account it names.
 */
export function useLinkSignIn(
  auth: AuthState,
  username: string | null,
  password: string | null,
  client: { region: Region; agencyId: string },
): { busy: boolean; error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const [signedInUid, setSignedInUid] = useState<string | null>(null);
  const attempted = useRef<string | null>(null);
  const wanted = username?.trim().toLowerCase() ?? '';
  const pending =
    wanted !== '' &&
    password !== null &&
    error === null &&
    (auth.status === 'loading' ||
      auth.status === 'signedOut' ||
      (auth.user.uid !== signedInUid && auth.user.email.toLowerCase() !== wanted));

  useEffect(() => {
    if (!pending || auth.status === 'loading' || password === null) return;
    const key = `${wanted}\n${password}`;
    if (attempted.current === key) return;
    attempted.current = key;
    void (async () => {
      try {
        if (auth.status === 'signedIn') await signOutUser();
        try {
          setSignedInUid((await signInWithPassword(wanted, password)).uid);
        } catch (failure) {
          if (!notAWorkspaceAccount(failure)) throw failure;
          const user = await signInClientWithPassword(client.region, {
            email: wanted,
            password,
            agencyId: client.agencyId,
          });
          setSignedInUid(user.uid);
        }
      } catch (failure) {
        setError(passwordFailure(failure).message);
      }
    })();
  }, [pending, auth.status, wanted, password, client.region, client.agencyId]);

  return { busy: pending, error };
}
