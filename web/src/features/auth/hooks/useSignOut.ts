import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { signOutUser } from '../../../data/auth';
import { useSessionStore } from '../../../store/session';

/** Sign-out clears the session, the selected workspace and client data, then goes to /login. */
export function useSignOut(): () => Promise<void> {
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOutUser();
      clear();
      navigate('/login', { replace: true });
    } catch {
      notifications.show({ color: 'red', message: 'Error Occured', autoClose: 3000 });
    }
  }, [clear, navigate]);
}
