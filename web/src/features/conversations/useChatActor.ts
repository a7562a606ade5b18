import { useAuthState } from '../../data/hooks/useAuthState';
import { useClientSession } from '../clients/ClientContext';

/** Who answers from the inbox: the signed-in team member or client, as visitors will see them. */
export function useChatActor(): { uid: string; name: string } | null {
  const auth = useAuthState();
  const client = useClientSession();
  if (auth.status !== 'signedIn') return null;
  const { uid, displayName, email } = auth.user;
  return { uid, name: client?.client.name || displayName || email || 'Team' };
}
