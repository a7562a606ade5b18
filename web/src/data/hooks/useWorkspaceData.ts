import { useEffect, useState } from 'react';
import type { Region } from '@vg/common';
import type { AuthUser } from '../auth';
import {
  ensureOwnWorkspace,
  watchMemberWorkspaces,
  watchWorkspace,
  workspaceExists,
  type Workspace,
} from '../workspaces';
import { useLiveValue, type LiveValue } from './useLiveValue';

/**
 * The user's own workspace in `region`, created on first sign-in, then
 * followed live. `known`: the same document as a caller already follows it
 * live (the dashboard's account check): used until this listener answers,
 * and no creation is asked for when it exists.
 */
export function useOwnWorkspace(
  region: Region,
  user: AuthUser,
  referredFrom?: string,
  known?: Workspace | null,
): LiveValue<Workspace | null> {
  const key = `${region}/${user.uid}`;
  const [ensured, setEnsured] = useState<string | null>(known ? key : null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (ensured === key) return;
    let cancelled = false;
    ensureOwnWorkspace(region, user, referredFrom).then(
      () => !cancelled && setEnsured(key),
      (error: Error) => !cancelled && setFailure(error),
    );
    return () => {
      cancelled = true;
    };
    // user identity is captured by the key
  }, [key]);
  const live = useLiveValue<Workspace | null>(ensured === key ? key : null, (onChange, onError) =>
    watchWorkspace(region, user.uid, onChange, onError),
  );
  if (failure) return { status: 'error', error: failure };
  return live.status === 'loading' && known ? { status: 'ready', value: known } : live;
}

/** Workspaces that list the user's e-mail as a member. */
export function useMemberWorkspaces(region: Region, email: string): LiveValue<Workspace[]> {
  const live = useLiveValue<Workspace[]>(email ? `${region}/${email}` : null, (onChange, onError) =>
    watchMemberWorkspaces(region, email, onChange, onError),
  );
  // Accounts without an e-mail (custom tokens) cannot be members anywhere.
  return email ? live : { status: 'ready', value: [] };
}

/** True when the account also exists in the other region. */
export function useExistsInRegion(region: Region, uid: string): boolean {
  const [exists, setExists] = useState(false);
  useEffect(() => {
    let cancelled = false;
    workspaceExists(region, uid).then(
      (value) => !cancelled && setExists(value),
      () => undefined, // a failed check simply shows no warning
    );
    return () => {
      cancelled = true;
    };
  }, [region, uid]);
  return exists;
}

/** One workspace by uid, live (null when missing or not readable). */
export function useWorkspaceDoc(region: Region, uid: string | null): LiveValue<Workspace | null> {
  return useLiveValue<Workspace | null>(uid ? `${region}/${uid}` : null, (onChange, onError) =>
    watchWorkspace(region, uid ?? '', onChange, onError),
  );
}
