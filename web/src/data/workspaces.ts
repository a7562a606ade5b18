import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  query,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  workspaceResponseSchema,
  workspaceSchema,
  type ModelProviderRequest,
  type Region,
  type Workspace,
} from '@vg/common';
import { callApi } from './api';
import type { AuthUser } from './auth';
import { regionDb } from './firebase';

export type { Workspace };

function workspaceRef(region: Region, uid: string) {
  return doc(regionDb(region), 'users', uid);
}

function parseWorkspace(uid: string, data: unknown): Workspace | null {
  const parsed = workspaceSchema.safeParse({ uid, ...(data as object) });
  return parsed.success ? parsed.data : null;
}

/**
 * First sign-in in a region creates the user's own workspace (through the
 * ensureWorkspace function, which grants the starting credits once per
 * person); later sign-ins just read it.
 */
export function ensureOwnWorkspace(
  region: Region,
  user: AuthUser,
  referredFrom?: string,
): Promise<Workspace> {
  // One creation per account and region even when several screens ask at once.
  const key = `${region}/${user.uid}`;
  let pending = ensuring.get(key);
  if (!pending) {
    pending = readOrCreateWorkspace(region, user, referredFrom);
    ensuring.set(key, pending);
    pending.catch(() => ensuring.delete(key));
  }
  return pending;
}

const ensuring = new Map<string, Promise<Workspace>>();

async function readOrCreateWorkspace(
  region: Region,
  user: AuthUser,
  referredFrom?: string,
): Promise<Workspace> {
  const existing = await getDoc(workspaceRef(region, user.uid));
  const known = existing.exists() ? parseWorkspace(user.uid, existing.data()) : null;
  if (known) return known;
  // The function creates it and grants the starting credits (once per person).
  const answer = workspaceResponseSchema.parse(
    await callApi(region, 'POST', '/workspaces/own', {
      body: referredFrom ? { referredFrom } : {},
    }),
  );
  return answer.workspace;
}

export function watchWorkspace(
  region: Region,
  uid: string,
  onChange: (workspace: Workspace | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    workspaceRef(region, uid),
    (snap) => onChange(snap.exists() ? parseWorkspace(uid, snap.data()) : null),
    onError,
  );
}

/** Workspaces of other owners that list this e-mail among their members. */
export function watchMemberWorkspaces(
  region: Region,
  email: string,
  onChange: (workspaces: Workspace[]) => void,
  onError: (error: Error) => void,
): () => void {
  const members = query(
    collection(regionDb(region), 'users'),
    where('workspaceEmails', 'array-contains', email.toLowerCase()),
  );
  return onSnapshot(
    members,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const workspace = parseWorkspace(d.id, d.data());
          return workspace ? [workspace] : [];
        }),
      ),
    onError,
  );
}

/** Whether the same account also has a workspace in the other region (double-account warning). */
export async function workspaceExists(region: Region, uid: string): Promise<boolean> {
  return (await getDoc(workspaceRef(region, uid))).exists();
}

/**
 * Edit Workspace's save: name and photo go straight to the document; the
 * member list goes through POST /workspaces/{uid}/members, which checks the
 * seats (a refusal throws ApiError with 'Failed to add user to workspace,
 * workspace does not have enough seats').
 */
export async function saveWorkspace(
  region: Region,
  uid: string,
  changes: Partial<Pick<Workspace, 'workspaceName' | 'workspacePhotoURL' | 'workspaceEmails'>>,
): Promise<void> {
  const { workspaceEmails, ...fields } = changes;
  if (workspaceEmails) await setWorkspaceMembers(region, uid, workspaceEmails);
  if (Object.keys(fields).length > 0) await updateDoc(workspaceRef(region, uid), fields);
}

function setWorkspaceMembers(region: Region, uid: string, emails: string[]): Promise<unknown> {
  return callApi(region, 'POST', `/workspaces/${encodeURIComponent(uid)}/members`, {
    body: { workspaceEmails: [...new Set(emails.map((e) => e.trim().toLowerCase()))] },
  });
}

export async function finishOnboarding(region: Region, uid: string): Promise<void> {
  await updateDoc(workspaceRef(region, uid), { showOnboarding: false });
}

export async function hideDoubleAccountWarning(region: Region, uid: string): Promise<void> {
  await updateDoc(workspaceRef(region, uid), { doubleAccountWarningHidden: true });
}

/** Adds a member when a seat is free; access follows from the e-mail being in workspaceEmails. */
export async function inviteToWorkspace(
  region: Region,
  workspace: Pick<Workspace, 'uid' | 'workspaceEmails'>,
  email: string,
): Promise<void> {
  await setWorkspaceMembers(region, workspace.uid, [...workspace.workspaceEmails, email]);
}

/** '+ New Workspace': a draft workspace, made by the function, with the creator as its first member. */
export async function createWorkspace(region: Region, name: string): Promise<Workspace> {
  const answer = workspaceResponseSchema.parse(
    await callApi(region, 'POST', '/workspaces', { body: { workspaceName: name } }),
  );
  return answer.workspace;
}

export async function deleteWorkspace(region: Region, uid: string): Promise<void> {
  await deleteDoc(workspaceRef(region, uid));
}

/** Credentials' Rotate: a new workspace secret; the old one is refused from then on. */
export function rotateWorkspaceSecret(
  region: Region,
  workspaceId: string,
): Promise<{ workspaceSecret: string }> {
  return callApi(region, 'POST', `/workspaces/${workspaceId}/secret`, { body: {} });
}

/** Credentials' model server: the key goes to the functions, never back to a browser. */
export function saveModelProvider(
  region: Region,
  workspaceId: string,
  request: ModelProviderRequest,
): Promise<{ modelProvider: NonNullable<Workspace['modelProvider']> }> {
  return callApi(region, 'POST', `/workspaces/${workspaceId}/model-provider`, { body: request });
}

/** Credentials' Remove: the workspace's agents go back to the deployment's model. */
export function removeModelProvider(region: Region, workspaceId: string): Promise<unknown> {
  return callApi(region, 'DELETE', `/workspaces/${workspaceId}/model-provider`);
}
