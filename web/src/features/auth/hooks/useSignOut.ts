import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { signOutUser } from '../../../data/auth';
import { releaseClientPush } from '../../../data/clientPush';
import { useSessionStore } from '../../../store/session';

/**
 * Sign-out clears the session, the selected workspace and client data, then
 * goes to /login. A client's push token held by this browser is cleared from
 * its record first (while still signed in, as the rules need), so a shared
 * computer stops showing its pushes; that never holds up the sign-out.
 */
const RELEASE_PUSH_MS = 3000;

export function useSignOut(): () => Promise<void> {
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await Promise.race([
        releaseClientPush().catch((error: unknown) =>
          console.warn('Push token not cleared at sign-out', error),
        ),
        new Promise((resolve) => setTimeout(resolve, RELEASE_PUSH_MS)),
      ]);
      await signOutUser();
      clear();
      navigate('/login', { replace: true });
    } catch {
      notifications.show({ color: 'red', message: 'Error Occured', autoClose: 3000 });
    }
  }, [clear, navigate]);
}
