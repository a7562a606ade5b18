import { useEffect, useRef, useState } from 'react';
import { ADMIN_SIGN_IN_ERROR_MESSAGE, type Region } from '@vg/common';
import { signOutUser, type AuthState } from '../../../data/auth';
import { signInClientAsAgencyAdmin } from '../../../data/clientSignIn';

/** The agency secret of an admin link, `#admin={secret}`. */
function secretFromHash(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, '')).get('admin');
  return secret?.trim() || null;
}

/**
 * `/login?username={client e-mail}#admin={agency secret}` (the Clients
 * page's 'Open as admin'): the agency's admin enters that client's
 * dashboard. The secret travels in the fragment, which browsers never send
 * to a server, and is taken out of the address bar at once. Whoever was
 * signed in is signed out first.
 */
export function useAdminEntry(
  auth: AuthState,
  username: string | null,
  client: { region: Region; agencyId: string },
): { busy: boolean; error: string | null } {
  const [secret] = useState(() => secretFromHash(window.location.hash));
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>(
    secret && username ? 'busy' : 'idle',
  );
  const started = useRef(false);

  useEffect(() => {
    if (!secret) return;
    const url = new URL(window.location.href);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  }, [secret]);

  useEffect(() => {
    if (!secret || !username || auth.status === 'loading' || started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (auth.status === 'signedIn') await signOutUser();
        await signInClientAsAgencyAdmin(client.region, {
          email: username.trim().toLowerCase(),
          agencyId: client.agencyId,
          secret,
        });
        setState('done');
      } catch {
        setState('failed');
      }
    })();
  }, [secret, username, auth.status, client.region, client.agencyId]);

  return {
    busy: state === 'busy',
    error: state === 'failed' ? ADMIN_SIGN_IN_ERROR_MESSAGE : null,
  };
}
