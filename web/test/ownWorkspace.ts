import { workspaceSchema, type Workspace } from '@vg/common';
import type { WorkspaceContextValue } from '../src/features/workspaces/WorkspaceContext';

/**
 * The workspace context of an owner signed in to their own workspace (uid
 * owner1, me@x.io, region eu), for rendering screens that read it. `fields`
 * go into the workspace document (e.g. `loadTokens`).
 */
export function ownWorkspace(
  fields: Partial<Workspace> = {},
  provider = 'password',
): WorkspaceContextValue {
  const own = workspaceSchema.parse({
    uid: 'owner1',
    email: 'me@x.io',
    workspaceName: 'Mine',
    ...fields,
  });
  return {
    region: 'eu',
    user: {
      uid: 'owner1',
      email: 'me@x.io',
      displayName: 'Me',
      photoURL: '',
      provider,
      emailVerified: true,
    },
    own,
    workspaces: [own],
    current: own,
    selectWorkspace: () => undefined,
  };
}
