import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AuthUser } from '../../../data/auth';
import { useAuthState } from '../../../data/hooks/useAuthState';
import { FullPageLoader } from '../../shell/components/FullPageLoader';

/** Renders `children(user)` for a signed-in user, otherwise sends them to /login and back. */
export function RequireAuth({ children }: { children: (user: AuthUser) => ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'signedOut') {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <>{children(auth.user)}</>;
}
