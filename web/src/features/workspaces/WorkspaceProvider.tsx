import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Region } from '@vg/common';
import type { AuthUser } from '../../data/auth';
import {
  useMemberWorkspaces,
  useOwnWorkspace,
  useWorkspaceDoc,
} from '../../data/hooks/useWorkspaceData';
import type { Workspace } from '../../data/workspaces';
import { useSessionStore } from '../../store/session';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import { useSignOut } from '../auth/hooks/useSignOut';
import { storedReferral } from '../auth/referral';
import { WorkspaceContext, type WorkspaceContextValue } from './WorkspaceContext';

/**
 * Loads the user's workspaces in the URL's region and decides which one is
 * current. New users go to onboarding first; a permission error on the
 * workspace queries signs the user out (their access was withdrawn).
 */
export function WorkspaceProvider({
  region,
  user,
  known,
  children,
}: {
  region: Region;
  user: AuthUser;
  /** The user's own workspace as the caller already follows it live, if it has one. */
  known?: Workspace | null;
  children: ReactNode;
}) {
  const own = useOwnWorkspace(region, user, storedReferral(), known);
  // Shared workspaces go by e-mail, which counts only once verified.
  const members = useMemberWorkspaces(region, user.emailVerified ? user.email : '');
  const workspaceId = useSessionStore((s) => s.workspaceId);
  const setWorkspaceId = useSessionStore((s) => s.setWorkspaceId);
  // The selected workspace is also followed by id: it stays usable while the
  // member query has not (yet) listed it, e.g. right after '+ New Workspace'.
  const selected = useWorkspaceDoc(
    region,
    workspaceId && workspaceId !== user.uid ? workspaceId : null,
  );
  const signOut = useSignOut();
  const shown = useRef<WorkspaceContextValue | null>(null);

  // Losing access to one's own workspace signs the user out. The member
  // query failing only hides the shared workspaces (it is logged).
  const failed = own.status === 'error' ? own.error : null;
  const membersError = members.status === 'error' ? members.error : null;
  useEffect(() => {
    if (membersError) console.error('Shared workspaces could not be listed', membersError);
  }, [membersError]);
  useEffect(() => {
    if (!failed) return;
    console.error('Workspace could not be loaded', failed);
    if ((failed as { code?: string }).code === 'permission-denied') void signOut();
  }, [failed, signOut]);

  const value = useMemo<WorkspaceContextValue | null>(() => {
    if (own.status !== 'ready' || !own.value) return null;
    const others =
      members.status === 'ready' ? members.value.filter((w) => w.uid !== own.value?.uid) : [];
    if (
      selected.status === 'ready' &&
      selected.value &&
      !others.some((w) => w.uid === selected.value?.uid)
    ) {
      others.push(selected.value);
    }
    const workspaces = [own.value, ...others];
    const current = workspaces.find((w) => w.uid === workspaceId) ?? own.value;
    const next = {
      region,
      user,
      own: own.value,
      workspaces,
      current,
      selectWorkspace: setWorkspaceId,
    };
    // The same workspaces read again (the live copy of the one already known, an empty
    // member list): the same value, so the whole dashboard is not rendered again for it.
    const before = shown.current;
    if (before && sameContext(before, next)) return before;
    shown.current = next;
    return next;
  }, [own, members, selected, workspaceId, region, user, setWorkspaceId]);

  if (failed) return <FullPageLoader message="Workspace not found." />;
  if (!value) return <FullPageLoader />;
  if (value.own.showOnboarding) return <Navigate to={`/onboarding?region=${region}`} replace />;
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

function sameContext(a: WorkspaceContextValue, b: WorkspaceContextValue): boolean {
  return (
    a.region === b.region &&
    a.user === b.user &&
    a.selectWorkspace === b.selectWorkspace &&
    a.current.uid === b.current.uid &&
    JSON.stringify(a.workspaces) === JSON.stringify(b.workspaces)
  );
}
