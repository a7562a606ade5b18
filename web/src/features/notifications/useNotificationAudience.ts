import { useContext } from 'react';
import type { Region } from '@vg/common';
import type { NotificationAudience } from '../../data/notifications';
import { useClientSession } from '../clients/ClientContext';
import { WorkspaceContext } from '../workspaces/WorkspaceContext';

/**
 * Whose notifications the bell follows: the current workspace's (ownerID)
 * for workspace users, those addressed to the client for clients.
 */
export function useNotificationAudience(): {
  region: Region;
  audience: NotificationAudience;
  clientId: string | null;
} | null {
  const client = useClientSession();
  const workspace = useContext(WorkspaceContext);
  if (client) {
    return {
      region: client.region,
      audience: { clientId: client.client.ID },
      clientId: client.client.ID,
    };
  }
  if (workspace) {
    return {
      region: workspace.region,
      audience: { ownerId: workspace.current.uid },
      clientId: null,
    };
  }
  return null;
}
