import { createContext, useContext } from 'react';
import { canOpenAgentPage, type Region } from '@vg/common';
import type { AuthUser } from '../../data/auth';
import type { Workspace } from '../../data/workspaces';

export interface WorkspaceContextValue {
  region: Region;
  user: AuthUser;
  /** The user's own workspace (users/{uid}). */
  own: Workspace;
  /** Own workspace first, then those the user is a member of. */
  workspaces: Workspace[];
  /** The workspace being worked in: its uid owns the agents shown. */
  current: Workspace;
  selectWorkspace: (uid: string) => void;
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace needs a WorkspaceProvider');
  return value;
}

/** Whether the signed-in user may open this agent from one of their workspaces. */
export function canManageAgent(
  context: Pick<WorkspaceContextValue, 'workspaces'>,
  agent: { ID: string; ownerID: string },
  path: string,
): boolean {
  return context.workspaces.some((w) =>
    canOpenAgentPage({ workspaceUid: w.uid, agentOwnerId: agent.ownerID, agentId: agent.ID, path }),
  );
}
