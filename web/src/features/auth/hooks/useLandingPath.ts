import { useEffect, useState } from 'react';
import type { Region } from '@vg/common';
import type { AuthUser } from '../../../data/auth';
import { getClientAccount } from '../../../data/clients';
import { workspaceExists } from '../../../data/workspaces';
import { landingPath } from '../helpers/landingPath';

async function findClient(uid: string, region: Region) {
  const other: Region = region === 'eu' ? 'na' : 'eu';
  // A person with a workspace of their own is a workspace user first.
  const owns = await Promise.all(
    [region, other].map((candidate) => workspaceExists(candidate, uid).catch(() => false)),
  );
  if (owns.some(Boolean)) return null;
  for (const candidate of [region, other]) {
    // A region that cannot be read simply holds no client record for us.
    const record = await getClientAccount(candidate, uid).catch(() => null);
    if (record) return { region: candidate, record };
  }
  return null;
}

/**
 * Where a signed-in user goes from /login; null while the client record is
 * looked up (clients have one in the region they belong to).
 */
export function useLandingPath(
  user: AuthUser | null,
  region: Region,
  next: string | null,
): string | null {
  const [resolved, setResolved] = useState<{ uid: string; path: string } | null>(null);
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    void findClient(uid, region).then((client) => {
      if (!cancelled) setResolved({ uid, path: landingPath({ region, next, client }) });
    });
    return () => {
      cancelled = true;
    };
  }, [uid, region, next]);
  return resolved && resolved.uid === uid ? resolved.path : null;
}
